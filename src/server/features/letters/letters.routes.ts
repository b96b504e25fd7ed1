/**
 * HTTP of legacy letters (spec sections 2, 3, 5 and 8; delivery by email: decision 011).
 *
 * The author's routes need a session and see only the author's own letters (another's id: 404,
 * exactly like a missing one). Nothing is cached by a browser or proxy.
 *
 *   GET    /api/letters             { letters } newest first
 *   POST   /api/letters             201 { letter } (plan: canCreateLegacyLetters)
 *   GET    /api/letters/:id         { letter }
 *   PATCH  /api/letters/:id         { letter }; 409 once delivered or while being sent
 *   POST   /api/letters/:id/cancel  { letter } a scheduled letter becomes 'cancelled'
 *   DELETE /api/letters/:id         204, in every state
 *
 * The recipient's route needs no session: the 256-bit token in the emailed link is the key.
 *
 *   GET    /api/delivered-letters/:token  { letter } while delivered and not deleted
 */
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { uuidParam } from '@shared/schemas/fields';
import {
  letterCreateSchema,
  letterUpdateSchema,
  type DeliveredLetterResponse,
  type LetterListResponse,
  type LetterResponse,
} from '@shared/schemas/letters';
import type { AppDeps, AppEnv } from '../../app-env';
import { parseJson, parseParams } from '../../lib/http';
import { requireUser } from '../../lib/session';
import * as svc from './letters.service';

/** An id that cannot be a letter is answered as a missing one: 404, the database is not asked. */
const letterId = (c: Context) => parseParams(c, z.object({ id: uuidParam() }), svc.letterNotFound).id;

/** 32 random bytes in base64url, as letter-delivery.ts makes them; anything else is no letter. */
const deliveredParams = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/) });

const noStore: MiddlewareHandler<AppEnv> = async (c, next) => {
  // Private writing: never kept by a browser or proxy cache.
  c.header('Cache-Control', 'no-store');
  await next();
};

export function letterRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .use('*', noStore)
    .use('*', requireUser(deps))
    .get('/', async (c) => c.json({ letters: await svc.listLetters(deps, c.var.user) } satisfies LetterListResponse))
    .post('/', async (c) => {
      const input = await parseJson(c, letterCreateSchema);
      return c.json({ letter: await svc.createLetter(deps, c.var.user, input) } satisfies LetterResponse, 201);
    })
    .get('/:id', async (c) =>
      c.json({ letter: await svc.getLetter(deps, c.var.user, letterId(c)) } satisfies LetterResponse),
    )
    .patch('/:id', async (c) => {
      const id = letterId(c);
      const input = await parseJson(c, letterUpdateSchema);
      return c.json({ letter: await svc.updateLetter(deps, c.var.user, id, input) } satisfies LetterResponse);
    })
    .post('/:id/cancel', async (c) =>
      c.json({ letter: await svc.cancelLetter(deps, c.var.user, letterId(c)) } satisfies LetterResponse),
    )
    .delete('/:id', async (c) => {
      await svc.deleteLetter(deps, c.var.user, letterId(c));
      return c.body(null, 204);
    });
}

export function deliveredLetterRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .use('*', noStore)
    .use('*', async (c, next) => {
      // A private letter: never in a search engine, whoever links to it.
      c.header('X-Robots-Tag', 'noindex');
      await next();
    })
    .get('/:token', async (c) => {
      const { token } = parseParams(c, deliveredParams, svc.letterUnavailable);
      return c.json({ letter: await svc.readDeliveredLetter(deps, token) } satisfies DeliveredLetterResponse);
    });
}
