/**
 * HTTP of the grief journal (spec sections 2, 3 and 8). Every route needs a session and sees only
 * the signed-in author's entries: another user's entry answers 404, exactly like a missing one.
 *
 *   GET    /api/journal?before=<cursor>  newest first, 100 a page; nextCursor while older remain
 *   POST   /api/journal                  201 with the entry; 200 with the one saved before when its
 *                                        clientId was sent already (an offline entry sent again)
 *   GET    /api/journal/export?tz=<zone> the whole journal as a Markdown download, oldest first
 *   GET    /api/journal/:id              one entry
 *   PATCH  /api/journal/:id              edit title, content and/or mood
 *   DELETE /api/journal/:id              204
 */
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { countryFromAcceptLanguage } from '@shared/safety';
import { uuidParam } from '@shared/schemas/fields';
import {
  journalCreateSchema,
  journalExportQuerySchema,
  journalListQuerySchema,
  journalUpdateSchema,
  type JournalEntryResponse,
  type JournalPage,
} from '@shared/schemas/journal';
import type { AppDeps, AppEnv } from '../../app-env';
import { parseJson, parseParams, parseQuery } from '../../lib/http';
import { requireUser } from '../../lib/session';
import * as svc from './journal.service';

/** An id that cannot be an entry is answered as a missing one: 404, the database is not asked. */
const entryId = (c: Context) => parseParams(c, z.object({ id: uuidParam() }), svc.entryNotFound).id;

export function journalRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .use('*', requireUser(deps))
    .use('*', async (c, next) => {
      // Private writing: never kept by a browser or proxy cache.
      c.header('Cache-Control', 'no-store');
      await next();
    })
    .get('/', async (c) =>
      c.json(
        (await svc.listEntries(deps, c.var.user, parseQuery(c, journalListQuerySchema).before)) satisfies JournalPage,
      ),
    )
    .post('/', async (c) => {
      const input = await parseJson(c, journalCreateSchema);
      const { entry, created } = await svc.createEntry(deps, c.var.user, input);
      const support = svc.supportFor(entry, countryFromAcceptLanguage(c.req.header('accept-language')));
      return c.json({ entry, ...(support && { support }) } satisfies JournalEntryResponse, created ? 201 : 200);
    })
    .get('/export', async (c) => {
      const { fileName, markdown } = await svc.exportJournal(
        deps,
        c.var.user,
        parseQuery(c, journalExportQuerySchema).tz,
      );
      return c.body(markdown, 200, {
        'Content-Type': 'text/markdown; charset=utf-8',
        'Content-Disposition': `attachment; filename="${fileName}"`,
      });
    })
    .get('/:id', async (c) =>
      c.json({ entry: await svc.getEntry(deps, c.var.user, entryId(c)) } satisfies JournalEntryResponse),
    )
    .patch('/:id', async (c) => {
      const id = entryId(c);
      const input = await parseJson(c, journalUpdateSchema);
      const entry = await svc.updateEntry(deps, c.var.user, id, input);
      // Only what was just written is read again: a change of mood alone is not.
      const support =
        input.title !== undefined || input.content !== undefined
          ? svc.supportFor(entry, countryFromAcceptLanguage(c.req.header('accept-language')))
          : undefined;
      return c.json({ entry, ...(support && { support }) } satisfies JournalEntryResponse);
    })
    .delete('/:id', async (c) => {
      await svc.deleteEntry(deps, c.var.user, entryId(c));
      return c.body(null, 204);
    });
}
