/**
 * The links in our emails (decision 011). No session: the signed token names the account and
 * authorizes the change, and the answer never says which account (no email address).
 *
 *   POST /api/email/unsubscribe    { token } (our /unsubscribe page), or RFC 8058 one-click: a form
 *                                  POST "List-Unsubscribe=One-Click" to ?token=… from a mail program
 *                                  (no or a foreign Origin; app.ts lets it past the CSRF guard).
 *                                  Turns the token's topic off (anniversary reminder, guestbook
 *                                  or circle digest emails) → { ok: true, topic }
 *   POST /api/email/resubscribe    { token } → turns it on again (the page's Undo) → { ok: true, topic }
 *
 * A token that is not ours answers 400 with REMINDER_MSG.invalidLink.
 */
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { UserPreferences } from '@shared/schemas/preferences';
import { REMINDER_MSG, unsubscribeSchema, type EmailTopic, type UnsubscribeResult } from '@shared/schemas/reminders';
import type { AppDeps, AppEnv } from '../../app-env';
import { verifyUnsubscribeToken } from '../../email/links';
import { AppError } from '../../lib/errors';
import { parseJson, parseQuery } from '../../lib/http';
import { log } from '../../lib/logger';
import { isForeignKeyViolation, setPreferences } from '../preferences/preferences.service';

const invalidLink = () => new AppError('INVALID_LINK', 400, REMINDER_MSG.invalidLink);
/** The user_preferences toggle each topic's link switches. */
const TOPIC_PREFERENCE = {
  anniversary: 'emailAnniversaryReminders',
  guestbook: 'emailGuestbookEntries',
  circles: 'emailCircleMessages',
} as const satisfies Record<EmailTopic, keyof UserPreferences>;

const isJson = (c: Context) => /^application\/json\b/i.test(c.req.header('content-type') ?? '');

/** The one-click form's token, from the link's query; a missing or repeated one is an invalid link. */
const oneClickQuery = z.object({ token: unsubscribeSchema.shape.token });

/** The token of a JSON body; one that is missing or malformed is an invalid link too. */
async function jsonToken(c: Context): Promise<string> {
  const body = await parseJson(c, z.unknown());
  const token = unsubscribeSchema.safeParse(body);
  if (!token.success) throw invalidLink();
  return token.data.token;
}

export function emailRoutes(deps: AppDeps) {
  const change = async (token: string, on: boolean) => {
    const target = token.length <= 300 ? verifyUnsubscribeToken(deps.emailKey, token) : null;
    if (!target) throw invalidLink();
    const values: Partial<UserPreferences> = { [TOPIC_PREFERENCE[target.topic]]: on };
    try {
      await setPreferences(deps.database.db, target.userId, values, deps.now());
    } catch (err) {
      // A deleted account gets no email either way: the answer is the same.
      if (!isForeignKeyViolation(err)) throw err;
    }
    return target;
  };

  return new Hono<AppEnv>()
    .use('*', async (c, next) => {
      c.header('Cache-Control', 'no-store');
      await next();
    })
    .post('/unsubscribe', async (c) => {
      // Our page sends JSON; a mail program's one-click POST is a form with the token in the URL.
      const oneClick = !isJson(c);
      const token = oneClick ? parseQuery(c, oneClickQuery, invalidLink).token : await jsonToken(c);
      const { userId, topic } = await change(token, false);
      log.info('email.unsubscribed', { userId, topic, via: oneClick ? 'one_click' : 'page' });
      return c.json({ ok: true, topic } satisfies UnsubscribeResult);
    })
    .post('/resubscribe', async (c) => {
      const { userId, topic } = await change(await jsonToken(c), true);
      log.info('email.resubscribed', { userId, topic });
      return c.json({ ok: true, topic } satisfies UnsubscribeResult);
    });
}
