/**
 * The Node HTTP server around the app. A request the app has a stored answer for (an anonymous
 * read of a public memorial, kept for two seconds: decisions 007 and 009) is answered here from
 * that store, without building a fetch Request, routing and middleware, much as a reverse proxy's
 * micro-cache would; every other request goes to the app through @hono/node-server as usual.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import type { App } from './app';

export function serveApp(app: App, opts: { port: number; hostname?: string }, onListening?: (info: AddressInfo) => void): Server {
  const appListener = getRequestListener(app.fetch, { hostname: opts.hostname });
  const server = createServer((req, res) => {
    if (!app.answerFromCache(req, res)) void appListener(req, res);
  });
  server.listen(opts.port, opts.hostname, () => onListening?.(server.address() as AddressInfo));
  return server;
}
