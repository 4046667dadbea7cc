import net from 'node:net';
import { startServer } from '../server/server';

/*
 * A worker of the cross-process tests' cluster (scripts/test-support/cluster-store.ts): the store as
 * `npm start` runs it in each worker, plus a port of its own, so a test can send a request to this
 * worker rather than to whichever one the shared port hands it. Prints 'WORKER_URL <pid> <url>'.
 */
async function main(): Promise<void> {
  const server = await startServer({ port: Number(process.env.PORT), hostname: '127.0.0.1' });
  const own = net.createServer((socket) => server.httpServer.emit('connection', socket));
  await new Promise<void>((resolve) => own.listen({ port: 0, host: '127.0.0.1', exclusive: true }, resolve));
  const { port } = own.address() as net.AddressInfo;
  process.stdout.write(`WORKER_URL ${process.pid} http://127.0.0.1:${port}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
