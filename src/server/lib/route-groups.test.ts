import { Hono, type MiddlewareHandler } from 'hono';
import { describe, expect, it } from 'vitest';
import { RouteTable } from './route-groups';

/** A table whose groups name themselves in a response header, and count their write steps. */
function table() {
  const app = new Hono();
  const writes: string[] = [];
  const named = (name: string) => ({
    name,
    every: (async (c, next) => {
      await next();
      c.res.headers.set('x-group', name);
    }) as MiddlewareHandler,
    writes: ((_c, next) => {
      writes.push(name);
      return next();
    }) as MiddlewareHandler,
  });
  const t = new RouteTable(app, named('pages'), (c, next, group) => (group.every ? group.every(c, next) : next()));
  const api = t.group(named('api'));
  const media = t.group(named('media'));
  const hooks = t.group(named('webhooks'));
  const router = () => new Hono().get('/*', (c) => c.text(c.req.path)).post('/*', (c) => c.text(c.req.path));
  api.route('/api', router()).route('/api/email', router());
  media.route('/api/media', router());
  hooks.route('/api/email/unsubscribe');
  app.get('*', (c) => c.text('page'));
  return { app, t, writes, api, media };
}

describe('route groups', () => {
  it.each([
    ['/api/health', 'api'],
    ['/api', 'api'],
    ['/api/media', 'media'],
    ['/api/media/a/b.jpg', 'media'],
    ['/api/mediakit', 'api'],
    ['/api/email/resubscribe', 'api'],
    ['/api/email/unsubscribe', 'webhooks'],
    ['/', 'pages'],
    ['/apiary', 'pages'],
    ['/dashboard', 'pages'],
  ])('%s is served by the %s group', async (path, group) => {
    const { app, t } = table();
    expect(t.groupOf(path).name).toBe(group);
    expect((await app.request(path)).headers.get('x-group')).toBe(group);
  });

  it('runs a group’s write step only for methods with a body, once', async () => {
    const { app, writes } = table();
    await app.request('/api/media/x');
    expect(writes).toEqual([]);
    await app.request('/api/media/x', { method: 'POST' });
    await app.request('/api/email/unsubscribe', { method: 'POST' });
    expect(writes).toEqual(['media', 'webhooks']);
  });

  it('refuses to give one path to two groups', () => {
    const { api, media } = table();
    expect(() => api.route('/api/media/')).toThrow(/media group/);
    expect(() => media.route('/api/media')).not.toThrow();
  });
});
