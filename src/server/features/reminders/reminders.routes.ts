/**
 * HTTP of anniversary reminders (decision 011). Every route needs a session and answers only the
 * memorial's owner; anyone else (admins included) gets 404 as for a missing memorial.
 *
 *   GET   /api/reminders/:memorialId               MemorialReminders
 *   PATCH /api/reminders/:memorialId               { birthReminder?, passingReminder?, timeZone? } → MemorialReminders
 *   GET   /api/reminders/:memorialId/calendar.ics  the dates as a yearly calendar (text/calendar download)
 */
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { uuidParam } from '@shared/schemas/fields';
import { remindersUpdateSchema, type MemorialReminders } from '@shared/schemas/reminders';
import type { AppDeps, AppEnv } from '../../app-env';
import { parseJson, parseParams } from '../../lib/http';
import { requireUser } from '../../lib/session';
import * as svc from './reminders.service';

/** A memorial id that cannot be one answers 404 without asking the database. */
const memorialId = (c: Context) =>
  parseParams(c, z.object({ memorialId: uuidParam() }), svc.memorialNotFound).memorialId;

export function reminderRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .use('*', requireUser(deps))
    .use('*', async (c, next) => {
      c.header('Cache-Control', 'no-store');
      await next();
    })
    .get('/:memorialId/calendar.ics', async (c) => {
      const id = memorialId(c);
      const { fileName, ics } = await svc.calendarDownload(deps, c.var.user, id);
      return c.body(ics, 200, {
        'Content-Type': 'text/calendar; charset=utf-8',
        'Content-Disposition': `attachment; filename="${fileName}"`,
      });
    })
    .get('/:memorialId', async (c) =>
      c.json((await svc.getReminders(deps, c.var.user, memorialId(c))) satisfies MemorialReminders),
    )
    .patch('/:memorialId', async (c) => {
      const id = memorialId(c);
      const input = await parseJson(c, remindersUpdateSchema);
      return c.json((await svc.updateReminders(deps, c.var.user, id, input)) satisfies MemorialReminders);
    });
}
