import { createServer, type Server } from 'node:http';
import next from 'next';
import { ROOT } from './lib/paths';
import { attachRealtime } from '../lib/realtime/server';
import { disconnectDb } from '../lib/db';
import { PEER_HEADER } from '../lib/auth/rate-limit';

export type RunningServer = { url: string; close(): Promise<void> };

/** Serve the Next.js store and Socket.IO on one port. Resolves once it is listening. */
export async function startServer({ port, dev = false, hostname = '0.0.0.0' }: { port: number; dev?: boolean; hostname?: string }): Promise<RunningServer> {
  const app = next({ dev, dir: ROOT, hostname, port });
  const handle = app.getRequestHandler();
  await app.prepare();
  const httpServer: Server = createServer((req, res) => {
    // Per-address limits read the TCP peer from this header; a client-sent value is replaced.
    req.headers[PEER_HEADER] = req.socket.remoteAddress ?? 'unknown';
    void handle(req, res);
  });
  const io = await attachRealtime(httpServer);
  await new Promise<void>((resolve, reject) => {
    httpServer.once('error', reject);
    httpServer.listen(port, hostname, () => resolve());
  });
  return {
    url: `http://localhost:${port}`,
    async close() {
      await new Promise<void>((resolve) => io.close(() => resolve()));
      httpServer.closeAllConnections();
      await new Promise<void>((resolve) => httpServer.close(() => resolve()));
      await app.close?.();
      await disconnectDb();
    },
  };
}
