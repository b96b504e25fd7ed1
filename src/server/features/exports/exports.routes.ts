/**
 * HTTP of data exports (decision 030). Every route needs a session; another person's export or
 * memorial answers 404, exactly like a missing one.
 *
 *   POST /api/exports                     202: an export of my data starts in the background;
 *                                         409 while one is being prepared
 *   GET  /api/exports/latest              my newest export (its progress, or its download), or null
 *   GET  /api/exports/:id/download        the ZIP (mine, ready and not expired)
 *   GET  /api/exports/memorials/:id/site  my memorial as a website ZIP, streamed as it is made
 */
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { uuidParam } from '@shared/schemas/fields';
import { EXPECTED_BYTES_HEADER, type DataExportResponse } from '@shared/schemas/exports';
import type { AppDeps, AppEnv } from '../../app-env';
import { Errors } from '../../lib/errors';
import { parseParams } from '../../lib/http';
import { requireUser } from '../../lib/session';
import { memorialNotFound } from '../memorials/memorials.access';
import { memorialSite } from './memorial-site';
import { latestExport, openExport, requestExport } from './exports.service';
import { webStreamOf } from './web-stream';

const idParams = z.object({ id: uuidParam() });
const exportId = (c: Context) => parseParams(c, idParams, () => Errors.notFound()).id;
const memorialId = (c: Context) => parseParams(c, idParams, memorialNotFound).id;

/** `attachment` with an ASCII file name (ours are made of letters, digits, dots and hyphens). */
const attachment = (fileName: string) => `attachment; filename="${fileName.replace(/[^A-Za-z0-9._-]/g, '_')}"`;

export function exportRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .use('*', requireUser(deps))
    .use('*', async (c, next) => {
      // Someone's whole archive: never kept by a browser or proxy cache.
      c.header('Cache-Control', 'private, no-store');
      await next();
    })
    .post('/', async (c) => c.json({ export: await requestExport(deps, c.var.user) } satisfies DataExportResponse, 202))
    .get('/latest', async (c) => c.json({ export: await latestExport(deps, c.var.user) } satisfies DataExportResponse))
    .get('/:id/download', async (c) => {
      const { fileName, object } = await openExport(deps, c.var.user, exportId(c));
      const headers = {
        'Content-Type': 'application/zip',
        'Content-Length': String(object.size),
        'Content-Disposition': attachment(fileName),
        'X-Content-Type-Options': 'nosniff',
      };
      // Hono answers HEAD with the GET handler and drops the body: release the file now.
      if (c.req.method === 'HEAD') {
        object.body.destroy();
        return c.body(null, 200, headers);
      }
      return c.body(webStreamOf(object.body), 200, headers);
    })
    .get('/memorials/:id/site', async (c) => {
      const site = await memorialSite(deps, c.var.user, memorialId(c));
      const headers = {
        'Content-Type': 'application/zip',
        'Content-Disposition': attachment(site.fileName),
        [EXPECTED_BYTES_HEADER]: String(site.expectedBytes),
        'X-Content-Type-Options': 'nosniff',
      };
      // A HEAD gets the headers only: the ZIP being made for it stops at once.
      if (c.req.method === 'HEAD') {
        await site.body.cancel();
        return c.body(null, 200, headers);
      }
      return c.body(site.body, 200, headers);
    });
}
