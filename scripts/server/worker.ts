import { startServer } from './server';

/*
 * One worker of `npm start`'s cluster (scripts/server/cluster-primary.ts): the whole store on the port
 * the primary shares, in PORT (and IMPORTA_HOST). It tells the primary once it listens.
 */
startServer({ port: Number(process.env.PORT), hostname: process.env.IMPORTA_HOST || '0.0.0.0' }).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
