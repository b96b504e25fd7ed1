/**
 * The partner programme (decision 037; contract in src/shared/schemas/partners.ts).
 *
 *   POST  /api/partners/applications              partnerApplicationSchema → 201 PartnerApplicationCreated
 *                                                 (signed in or not; rate limited per IP and address)
 *   GET   /api/partners/downloads/:file           brochure.pdf, referral-cards.pdf, partner-guide.pdf
 *   GET   /api/admin/partner-applications         AdminPartnerApplicationsResponse (site admins)
 *   PATCH /api/admin/partner-applications/:id     { status } → { application }
 */
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { uuidParam } from '@shared/schemas/fields';
import {
  PARTNER_DOWNLOADS,
  partnerApplicationSchema,
  partnerApplicationStatusSchema,
  type AdminPartnerApplicationsResponse,
  type PartnerApplication,
} from '@shared/schemas/partners';
import type { AppDeps, AppEnv } from '../../app-env';
import { requireSitePermission } from '../../access/access';
import { Errors } from '../../lib/errors';
import { clientIp, parseJson, parseParams } from '../../lib/http';
import { log } from '../../lib/logger';
import { currentUserOf, requireUser } from '../../lib/session';
import { referralCodeOf } from '../referrals/referral-codes';
import { partnerPdf } from './partner-pdfs';
import * as svc from './partners.service';

const noStore = async (c: { header: (k: string, v: string) => void }, next: () => Promise<void>) => {
  c.header('Cache-Control', 'no-store');
  await next();
};

export function partnerRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .post('/applications', async (c) => {
      c.header('Cache-Control', 'no-store');
      const input = await parseJson(c, partnerApplicationSchema);
      const user = await currentUserOf(deps, c);
      const created = await svc.apply(deps, user?.id ?? null, clientIp(c, deps.config.trustProxy), input);
      return c.json(created, 201);
    })
    .get('/downloads/:file', async (c) => {
      const download = PARTNER_DOWNLOADS.find((d) => d.file === c.req.param('file'));
      if (!download) throw Errors.notFound();
      const personal = download.file === 'referral-cards.pdf';
      const user = personal ? await currentUserOf(deps, c) : null;
      const link = user
        ? `${deps.config.publicUrl}/auth?ref=${encodeURIComponent(await referralCodeOf(deps.database.db, user.id))}`
        : null;
      const started = Date.now();
      const bytes = await partnerPdf(
        download.file,
        { publicUrl: deps.config.publicUrl, support: deps.config.support },
        link,
      );
      log.info('partners.download', { file: download.file, personal: link !== null, ms: Date.now() - started });
      return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
        'Content-Type': 'application/pdf',
        'Content-Length': String(bytes.byteLength),
        'Content-Disposition': `attachment; filename="${download.name}"`,
        // The cards carry the signed-in person's own link: never kept by a shared cache. The
        // Brochure and the Guide are the same for everyone and change only with the site's settings.
        'Cache-Control': personal ? 'private, no-store' : 'public, max-age=3600',
        ...(personal ? { Vary: 'Cookie' } : {}),
      });
    });
}

const applicationId = (c: Context) => parseParams(c, z.object({ id: uuidParam() }), svc.applicationNotFound).id;

export function partnerAdminRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .use('*', noStore)
    .use('*', requireUser(deps))
    .use('*', requireSitePermission(deps, 'outreach:manage'))
    .get('/', async (c) =>
      c.json({ applications: await svc.adminApplications(deps) } satisfies AdminPartnerApplicationsResponse),
    )
    .patch('/:id', async (c) => {
      const id = applicationId(c);
      const { status } = await parseJson(c, partnerApplicationStatusSchema);
      const application: PartnerApplication = await svc.changeApplicationStatus(deps, id, status);
      return c.json({ application });
    });
}
