/**
 * HTTP of leaving (decision 031). Every route needs a session except the offer's preview, which
 * the link alone opens.
 *
 *   POST   /api/users/:id/deletion          { method: 'password', password } or { method: 'passkey', response }
 *                                            → 202 { deleteAfter }; signed out
 *   POST   /api/users/:id/deletion/passkey-options → WebAuthn request options for the account's own passkeys
 *   POST   /api/users/:id/deletion-notice   → { cancelled }: a sign-in cancelled the deletion (true once)
 *   GET    /api/memorial-transfers          the caller's public memorials and their open offers
 *   POST   /api/memorial-transfers          { memorialId, toEmail } → 201 { offer }; the receiver is emailed
 *   DELETE /api/memorial-transfers/:id      withdraws one's own open offer
 *   GET    /api/memorial-transfers/by-token/:token          what the receiver's page shows
 *   POST   /api/memorial-transfers/by-token/:token/accept   the signed-in receiver accepts
 *
 * `:id` is the caller's own account: any other id, admins' included, is not found (404).
 */
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { OkResponse } from '@shared/schemas/common';
import {
  deletionProofSchema,
  transferOfferSchema,
  transferTokenSchema,
  type DeletionNoticeResponse,
  type DeletionRequestedResponse,
} from '@shared/schemas/account-deletion';
import { uuidParam } from '@shared/schemas/fields';
import { AppError, Errors } from '../../lib/errors';
import { parseJson, parseParams } from '../../lib/http';
import { passOnCookies, requireUser } from '../../lib/session';
import { DELETION_MSG } from '@shared/messages.settings';
import type { AppDeps, AppEnv } from '../../app-env';
import { requestDeletion, takeCancelledNotice } from './account-deletion.service';
import { confirmationOptions } from '../auth/passkeys.service';
import * as transfers from './memorial-transfer.service';

const noStore = async (c: Context, next: () => Promise<void>) => {
  c.header('Cache-Control', 'no-store');
  await next();
};

/** The account named in the path, which must be the caller's own. */
function ownAccount(c: Context<AppEnv>): void {
  const { id } = parseParams(c, z.object({ id: uuidParam() }));
  if (id !== c.var.user.id.toLowerCase()) throw Errors.notFound();
}

export function accountDeletionRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .use('*', requireUser(deps))
    .use('*', noStore)
    .post('/:id/deletion', async (c) => {
      ownAccount(c);
      const proof = await parseJson(c, deletionProofSchema);
      const { deleteAfter, cookies } = await requestDeletion(deps, c.var.user, proof, c.req.raw.headers);
      passOnCookies(c, cookies);
      return c.json({ deleteAfter: deleteAfter.toISOString() } satisfies DeletionRequestedResponse, 202);
    })
    .post('/:id/deletion/passkey-options', async (c) => {
      ownAccount(c);
      const { options, cookies } = await confirmationOptions(deps, c.var.user, c.req.raw.headers);
      passOnCookies(c, cookies);
      return c.json(options);
    })
    .post('/:id/deletion-notice', async (c) => {
      ownAccount(c);
      return c.json({ cancelled: await takeCancelledNotice(deps, c.var.user.id) } satisfies DeletionNoticeResponse);
    });
}

const tokenParam = (c: Context) =>
  parseParams(
    c,
    z.object({ token: transferTokenSchema }),
    () => new AppError('INVALID_LINK', 404, DELETION_MSG.linkUnknown),
  ).token;

export function memorialTransferRoutes(deps: AppDeps) {
  const signedIn = requireUser(deps);
  return new Hono<AppEnv>()
    .use('*', noStore)
    .get('/by-token/:token', async (c) => c.json(await transfers.previewTransfer(deps, tokenParam(c))))
    .post('/by-token/:token/accept', signedIn, async (c) =>
      c.json(await transfers.acceptTransfer(deps, c.var.user, tokenParam(c))),
    )
    .get('/', signedIn, async (c) => c.json(await transfers.listTransfers(deps, c.var.user)))
    .post('/', signedIn, async (c) => {
      const input = await parseJson(c, transferOfferSchema);
      return c.json({ offer: await transfers.offerTransfer(deps, c.var.user, input) }, 201);
    })
    .delete('/:id', signedIn, async (c) => {
      const { id } = parseParams(c, z.object({ id: uuidParam() }));
      await transfers.withdrawTransfer(deps, c.var.user, id);
      return c.json({ ok: true } satisfies OkResponse);
    });
}
