/** parseParams and parseQuery (decision 016): a path that names nothing is 404, a bad query 400. */
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { uuidParam } from '@shared/schemas/fields';
import { AppError, Errors } from './errors';
import { clientIp, parseParams, parseQuery } from './http';

const ID = '3f2a1c4e-5b6d-4e7f-8a9b-0c1d2e3f4a5b';

const app = new Hono()
  .get('/things/:id', (c) => c.json(parseParams(c, z.object({ id: uuidParam() }))))
  .get('/things/:id/parts/:partId', (c) =>
    c.json(
      parseParams(c, z.object({ id: uuidParam(), partId: uuidParam() }), (param) =>
        param === 'partId' ? Errors.notFound('No such part.') : Errors.notFound('No such thing.'),
      ),
    ),
  )
  .get('/search', (c) =>
    c.json(
      parseQuery(c, z.object({ q: z.string({ error: 'Say what to look for.' }).optional(), n: z.string().optional() })),
    ),
  )
  .get('/token', (c) =>
    c.json(parseQuery(c, z.object({ token: z.string() }), () => new AppError('INVALID_LINK', 400, 'Bad link.'))),
  )
  .onError((err, c) => {
    if (err instanceof AppError)
      return c.json({ error: { code: err.code, message: err.userMessage, field: err.field } }, err.status);
    throw err;
  });

const get = async (path: string) => {
  const res = await app.request(path);
  return { status: res.status, body: (await res.json()) as any };
};

describe('parseParams', () => {
  it('gives the parsed parameters (an id in lower case)', async () => {
    expect(await get(`/things/${ID.toUpperCase()}`)).toEqual({ status: 200, body: { id: ID } });
  });

  it.each(['x', '%00', `${ID}%00`, '%ED%A0%80', 'a'.repeat(5000)])('answers %j as not found', async (bad) => {
    expect(await get(`/things/${bad}`)).toEqual({
      status: 404,
      body: { error: { code: 'NOT_FOUND', message: Errors.notFound().userMessage } },
    });
  });

  it("answers with the first bad parameter's own not-found", async () => {
    expect((await get(`/things/x/parts/y`)).body.error.message).toBe('No such thing.');
    expect((await get(`/things/${ID}/parts/y`)).body.error.message).toBe('No such part.');
  });
});

describe('parseQuery', () => {
  it('gives the keys the schema names and leaves others alone', async () => {
    expect(await get('/search?q=roses&other=1&__proto__=x&constructor=y')).toEqual({
      status: 200,
      body: { q: 'roses' },
    });
    expect(await get('/search')).toEqual({ status: 200, body: {} });
  });

  it('refuses a key given twice with 400 naming it', async () => {
    expect(await get('/search?n=1&q=a&q=b')).toEqual({
      status: 400,
      body: { error: { code: 'VALIDATION', message: 'Say what to look for.', field: 'q' } },
    });
  });

  it("answers the route's own error where it has one", async () => {
    expect(await get('/token')).toEqual({
      status: 400,
      body: { error: { code: 'INVALID_LINK', message: 'Bad link.' } },
    });
  });
});

describe('clientIp behind a trusted proxy', () => {
  const ipApp = new Hono().get('/ip', (c) => c.text(clientIp(c, true)));
  const ip = async (forwarded: string) =>
    (await ipApp.request('/ip', { headers: { 'x-forwarded-for': forwarded } })).text();

  it('takes the address our proxy appended, not one the client wrote in front of it', async () => {
    expect(await ip('203.0.113.9')).toBe('203.0.113.9');
    expect(await ip('1.2.3.4, 203.0.113.9')).toBe('203.0.113.9');
    expect(await ip('1.2.3.4,5.6.7.8 ,  203.0.113.9')).toBe('203.0.113.9');
  });
});
