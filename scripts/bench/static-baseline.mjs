/**
 * The Lighthouse section's baseline (scripts/bench/sections/lighthouse.ts): one static HTML page,
 * read once from BASELINE_HTML_FILE and sent as it is from node:http, in a Node process of its own
 * started like the app's server. Any other path is a 404.
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';

const html = readFileSync(process.env.BASELINE_HTML_FILE ?? '', 'utf8');
const server = http.createServer((req, res) => {
  const page = req.url === '/' || req.url?.startsWith('/?');
  res.writeHead(page ? 200 : 404, {
    'Content-Type': page ? 'text/html; charset=utf-8' : 'text/plain; charset=utf-8',
    'Cache-Control': 'no-cache',
  });
  res.end(page ? html : 'Not found');
});
server.listen(Number(process.env.PORT), process.env.HOST ?? '127.0.0.1');
process.on('SIGTERM', () => server.close(() => process.exit(0)));
