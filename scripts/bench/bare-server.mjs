/**
 * The baseline of `npm run bench`: a bare Hono route on @hono/node-server, in a Node process of its
 * own started exactly like the app's server (same flags, same environment), so that the two are
 * measured under the same conditions by the same load generator.
 */
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

const app = new Hono().get('/', (c) => c.json({ ok: true }));
const server = serve({ fetch: app.fetch, port: Number(process.env.PORT), hostname: process.env.HOST ?? '127.0.0.1' });
process.on('SIGTERM', () => server.close(() => process.exit(0)));
