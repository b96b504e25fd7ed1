/**
 * The Node HTTP server around the app. Here, before anything else reads a request:
 * - its URL is made canonical (UUIDs in lower case, lib/canonical-path.ts), so that every cache
 *   and every handler sees one spelling of an id;
 * - a request the app has a stored answer for (an anonymous read of a public memorial, kept for
 *   two seconds: decisions 007 and 009) is answered from that store, without building a fetch
 *   Request, routing and middleware, much as a reverse proxy's micro-cache would;
 * - a request answered before its body has arrived (an upload over its limit) is closed cleanly
 *   (see `closeCleanlyIfAnsweredEarly`).
 * Every other request goes to the app through @hono/node-server as usual.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { JSON_BODY_LIMIT, type App } from './app';
import { canonicalTarget } from './lib/canonical-path';

/** After an early answer, the rest of the body is read and dropped for at most this long… */
export const LINGER_MS = 10_000;
/** …and at most this much, before the connection is closed regardless. */
export const LINGER_BYTES = 64 * 1024 * 1024;

export function serveApp(
  app: App,
  opts: { port: number; hostname?: string },
  onListening?: (info: AddressInfo) => void,
): Server {
  const appListener = getRequestListener(app.fetch, { hostname: opts.hostname });
  const server = createServer((req, res) => {
    const url = req.url;
    if (url !== undefined) {
      const canonical = canonicalTarget(url);
      if (canonical !== url) req.url = canonical;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') closeCleanlyIfAnsweredEarly(req, res);
    if (!app.answerFromCache(req, res)) void appListener(req, res);
  });
  server.listen(opts.port, opts.hostname, () => onListening?.(server.address() as AddressInfo));
  return server;
}

/**
 * A request may be answered before its whole body has arrived: an upload over its limit (413),
 * a body announced too large, a write without a session (401). Left to Node, the answer says
 * `Connection: keep-alive`, and the connection is then either kept waiting for a body nobody reads
 * or closed while the client is still sending, which resets it (the client sees ECONNRESET, often
 * before it has read the answer, and its next request on that connection fails).
 *
 * So when the rest of the body is larger than a JSON body may be, or of unknown length, the
 * answer says `Connection: close`, and once it is sent our side of the connection is closed
 * gracefully while the rest of the body is read and dropped (a "lingering close", as nginx and
 * Apache do), for at most LINGER_MS and LINGER_BYTES; then the connection is closed. A smaller
 * rest is read and dropped by @hono/node-server, and the connection is kept.
 */
function closeCleanlyIfAnsweredEarly(req: IncomingMessage, res: ServerResponse): void {
  const writeHead = res.writeHead;
  res.writeHead = function (this: ServerResponse, ...args: Parameters<ServerResponse['writeHead']>) {
    res.writeHead = writeHead;
    if (!req.complete && !res.headersSent && largeRest(req)) {
      this.setHeader('Connection', 'close');
      if (req.socket) lingerBeforeClosing(req, req.socket);
    }
    return writeHead.apply(this, args);
  } as ServerResponse['writeHead'];
}

function largeRest(req: IncomingMessage): boolean {
  const length = req.headers['content-length'];
  return length === undefined || !(Number(length) <= JSON_BODY_LIMIT);
}

/** Replaces the socket's close after the answer (Node calls destroySoon) with a lingering one. */
function lingerBeforeClosing(req: IncomingMessage, socket: Socket): void {
  const destroySoon = socket.destroySoon.bind(socket);
  let lingering = false;
  socket.destroySoon = () => {
    if (lingering) return;
    lingering = true;
    // Our side ends once the answer is flushed (the server keeps reading: allowHalfOpen).
    socket.end();
    let dropped = 0;
    const close = () => {
      clearTimeout(timer);
      req.off('data', drop);
      destroySoon();
    };
    const drop = (chunk: Buffer) => {
      dropped += chunk.length;
      if (dropped > LINGER_BYTES) close();
    };
    const timer = setTimeout(close, LINGER_MS);
    timer.unref();
    if (req.complete) return close();
    // The app has answered: nothing of it reads the body any more, and nothing may keep it (a
    // reader the app left behind would otherwise buffer what is dropped here).
    req.removeAllListeners('data');
    req.on('data', drop);
    req.once('end', close);
    req.once('error', close);
    socket.once('end', close);
    socket.once('close', () => clearTimeout(timer));
    req.resume();
  };
}
