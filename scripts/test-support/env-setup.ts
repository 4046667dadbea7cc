import crypto from 'node:crypto';
import { recordQueryShapes } from './query-recorder';

/*
 * Each integration test file gets a database of its own on the shared test server, so files
 * never see each other's data. Secrets are random per run.
 */
const base = process.env.TEST_MONGODB_URI;
if (!base) throw new Error('TEST_MONGODB_URI falta: las pruebas de integración arrancan con jest --selectProjects integration');
const url = new URL(base);
url.pathname = `/t_${crypto.randomBytes(6).toString('hex')}`;
process.env.MONGODB_URI = url.toString();
process.env.JWT_SECRET ??= crypto.randomBytes(32).toString('hex');
process.env.DATABASE_KIND = process.env.TEST_DATABASE_KIND ?? 'external';
// Every query's shape, for global-teardown.ts's check against lib/query-shapes/known-shapes.ts.
recordQueryShapes(process.env.QUERY_SHAPES_DIR);
