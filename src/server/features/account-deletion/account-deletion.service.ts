/**
 * Leaving (decision 031). A person asks for their account to be deleted, proving it is them; they
 * are signed out everywhere and told by email; 14 days later the scheduler deletes the account
 * unless a sign-in cancelled it meanwhile. The admin CLI deletes at once through the same code.
 *
 * Deleting: in one transaction the account row is locked, the storage prefixes of every memorial
 * it owns (and its export files) are recorded in `storage_deletions`, and the account row is
 * deleted, which cascades to every row that references it. After the commit the files are
 * removed; one that fails stays recorded and is tried again on a later run, so an account is
 * never left half-deleted and no file outlives its rows for long.
 */
import { afterCommit, type LiveBatch } from '../../live/events';
import { handOnCirclesOfDeletedAccount } from '../circles/circles.service';
import { endConnectionsOfDeletedAccount } from '../peer-support/peer-support.service';
import type { Db } from '../../db/client';
import type { AppDeps, SessionUser } from '../../app-env';
import { renderEmail } from '../../email/layout';
import { MailError } from '../../email/mailer';
import { AppError, Errors } from '../../lib/errors';
import { errorFields, log } from '../../lib/logger';
import { hashKey, hit, reset } from '../../lib/rate-limit';
import { BUCKETS } from '../../storage/storage';
import { DELETION_MSG, deletionDay } from '@shared/messages.settings';
import type { z } from 'zod';
import type { deletionProofSchema } from '@shared/schemas/account-deletion';

export { deletionDay };
import { signOut } from '../auth/auth.service';
import { passkeyConfirms } from '../auth/passkeys.service';
import * as q from './account-deletion.queries';
import { endPaymentsOfAccount } from '../billing/stripe.service';

/** Days between the request and the deletion. */
export const GRACE_DAYS = 14;
const DAY_MS = 86_400_000;
/** Proof attempts (right or wrong) per account in the rate-limit window. */
export const PROOF_ATTEMPTS = 5;
/** A file that could not be removed is tried again after this long (then the next run). */
const FILE_RETRY_MS = 60 * 60_000;

/**
 * When a request made at `now` is carried out: the start of the UTC day 15 days on, so the
 * account is kept for at least 14 full days and "sign in before <that day>" is always true.
 */
export function deleteAfterFor(now: Date): Date {
  const day = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return new Date(day + (GRACE_DAYS + 1) * DAY_MS);
}

// ---- proof -------------------------------------------------------------------------------------

/**
 * Checks that the caller is the account's owner, by one of the proofs of `deletionProofSchema`.
 * A passkey proof becomes another `case` here (verifying the WebAuthn assertion for this
 * account); the rate limit and the route stay as they are.
 */
async function verifyProof(
  deps: AppDeps,
  user: SessionUser,
  headers: Headers,
  proof: z.output<typeof deletionProofSchema>,
): Promise<boolean> {
  switch (proof.method) {
    case 'password':
      try {
        const res = await deps.auth.api.verifyPassword({ body: { password: proof.password }, headers });
        return res.status === true;
      } catch {
        return false;
      }
    case 'passkey':
      return passkeyConfirms(deps, user, proof.response, headers);
  }
}

// ---- request, cancel, notice -----------------------------------------------------------------

export async function requestDeletion(
  deps: AppDeps,
  user: SessionUser,
  proof: z.output<typeof deletionProofSchema>,
  headers: Headers,
): Promise<{ deleteAfter: Date; cookies: string[] }> {
  const { db } = deps.database;
  const now = deps.now();
  const limitKey = `deletion:proof:${hashKey(user.id)}`;
  const window = await hit(db, limitKey, deps.config.rateLimits.windowSeconds, now);
  if (window.count > PROOF_ATTEMPTS) {
    log.warn('account.deletion_rate_limited', { userId: user.id });
    throw Errors.rateLimited(DELETION_MSG.tooManyTries(window.retryAfterSeconds), window.retryAfterSeconds);
  }
  if (!(await verifyProof(deps, user, headers, proof))) {
    log.info('account.deletion_proof_failed', { userId: user.id, method: proof.method });
    if (proof.method === 'passkey') throw new AppError('AUTH_FAILED', 400, DELETION_MSG.passkeyFailed);
    throw new AppError('AUTH_FAILED', 400, DELETION_MSG.wrongPassword, 'password');
  }
  await reset(db, limitKey);

  const deleteAfter = deleteAfterFor(now);
  await q.upsertDeletion(db, user.id, now, deleteAfter);
  // Signed out everywhere: this session (its cookie cleared), then every other one.
  const cookies = await signOut(deps, headers);
  const ctx = await deps.auth.$context;
  await ctx.internalAdapter.deleteUserSessions(user.id);
  deps.sessions.forgetUser(user.id);
  log.info('account.deletion_requested', { userId: user.id, deleteAfter: deleteAfter.toISOString() });

  const day = deletionDay(deleteAfter);
  await sendQuietly(deps, 'requested', user.id, {
    to: user.email,
    subject: DELETION_MSG.emailRequestedSubject,
    ...renderEmail({
      paragraphs: [...DELETION_MSG.emailRequested(day)],
      action: { label: DELETION_MSG.emailRequestedAction, url: `${deps.config.publicUrl}/auth` },
      footer: [DELETION_MSG.emailRequestedFooter],
    }),
  });
  return { deleteAfter, cookies };
}

/** For every new session (auth.ts): a sign-in during the grace period cancels the deletion. */
export async function cancelDeletionOnSignIn(db: Db, userId: string, now: Date): Promise<void> {
  if (await q.cancelPendingDeletion(db, userId, now)) log.info('account.deletion_cancelled', { userId });
}

/** Whether a sign-in cancelled this account's deletion; true only the first time it is asked. */
export function takeCancelledNotice(deps: AppDeps, userId: string): Promise<boolean> {
  return q.takeCancelledDeletion(deps.database.db, userId);
}

// ---- deleting ----------------------------------------------------------------------------------

interface Deleted {
  userId: string;
  email: string;
  /** Storage keys, or prefixes ending in "/", recorded for removal. */
  keys: string[];
}

/** The prefixes of a memorial's files: under its owner at upload time, which a hand-over does not change. */
function memorialPrefixes(memorialId: string, ownerIds: Set<string>): string[] {
  const prefixes: string[] = [];
  for (const bucket of BUCKETS) for (const owner of ownerIds) prefixes.push(`${bucket}/${owner}/${memorialId}/`);
  return prefixes;
}

const ownerInKey = (key: string | null | undefined) => {
  const parts = key?.split('/');
  return parts && parts.length >= 3 && (BUCKETS as readonly string[]).includes(parts[0]!) ? parts[1]! : null;
};

/** Deletes the account's rows in the caller's transaction, after recording its files. */
async function deleteRows(
  deps: AppDeps,
  tx: Parameters<Parameters<Db['transaction']>[0]>[0],
  userId: string,
  now: Date,
  live: LiveBatch,
) {
  const account = await q.lockUser(tx, userId);
  if (!account) return null;
  // No one is charged for an account that is gone; if Stripe cannot be reached, nothing is deleted now.
  await endPaymentsOfAccount(deps, tx, userId);
  const owned = await q.ownedMemorials(tx, userId);
  const media = await q.mediaPathsOf(
    tx,
    owned.map((m) => m.id),
  );
  const keys: string[] = [];
  for (const memorial of owned) {
    const owners = new Set([userId]);
    const paths = media.filter((m) => m.memorialId === memorial.id);
    for (const key of [memorial.featuredSongUrl, ...paths.flatMap((m) => [m.filePath, m.displayPath, m.thumbPath])]) {
      const owner = ownerInKey(key);
      if (owner) owners.add(owner);
    }
    keys.push(...memorialPrefixes(memorial.id, owners));
  }
  keys.push(...(await q.exportKeysOf(tx, userId)));
  await q.recordStorageDeletions(tx, keys, now);
  // Circles it administers pass to another member, or go when no one else remains (decision 035).
  await handOnCirclesOfDeletedAccount(tx, userId);
  // Its grief buddies' open conversations close (decision 036); published after the commit.
  await endConnectionsOfDeletedAccount(tx, live, userId);
  await q.deleteUserRow(tx, userId);
  return { userId, email: account.email, keys } satisfies Deleted;
}

/** Removes recorded files; each one that fails stays recorded and is tried again later. */
async function removeFiles(deps: AppDeps, keys: string[], now: Date): Promise<number> {
  let failed = 0;
  for (const key of keys) {
    try {
      if (key.endsWith('/')) await deps.storage.deletePrefix(key);
      else await deps.storage.delete(key);
      await q.storageDeletionDone(deps.database.db, key);
    } catch (err) {
      failed += 1;
      const code = (err as NodeJS.ErrnoException).code ?? (err as Error).name ?? 'ERROR';
      await q.storageDeletionFailed(
        deps.database.db,
        key,
        String(code).slice(0, 60),
        new Date(now.getTime() + FILE_RETRY_MS),
      );
      log.error('account.file_delete_failed', { ...errorFields(err) });
    }
  }
  return failed;
}

/** After the commit: sessions forgotten, files removed, the last email sent. */
async function afterDeletion(deps: AppDeps, deleted: Deleted, via: 'scheduled' | 'admin'): Promise<void> {
  deps.sessions.forgetUser(deleted.userId);
  const failedFiles = await removeFiles(deps, deleted.keys, deps.now());
  log.info('account.deleted', { userId: deleted.userId, via, files: deleted.keys.length, failedFiles });
  await sendQuietly(deps, 'deleted', deleted.userId, {
    to: deleted.email,
    subject: DELETION_MSG.emailDeletedSubject,
    ...renderEmail({ paragraphs: [...DELETION_MSG.emailDeleted], footer: [DELETION_MSG.emailDeletedFooter] }),
  });
}

/**
 * Deletes an account now, whatever its request's state (the admin CLI). False when there is no
 * such account.
 */
export async function deleteAccountNow(deps: AppDeps, userId: string): Promise<boolean> {
  const now = deps.now();
  const live = afterCommit(deps.live);
  const deleted = await deps.database.db.transaction((tx) => deleteRows(deps, tx, userId, now, live));
  await live.flush();
  if (!deleted) return false;
  await afterDeletion(deps, deleted, 'admin');
  return true;
}

/** The account with this email (for the admin CLI), or null. */
export function accountByEmail(deps: AppDeps, email: string) {
  return q.userByEmail(deps.database.db, email.trim().toLowerCase());
}

export interface DeletionRun {
  deleted: number;
  filesRetried: number;
}

/**
 * The scheduler's job: deletes every account whose day has come (one transaction each, claimed
 * with SKIP LOCKED so instances share the work), then tries again the files that failed before.
 */
export async function runDueDeletions(deps: AppDeps, max = 100): Promise<DeletionRun> {
  let deleted = 0;
  for (let tries = 0; tries < max; tries++) {
    const now = deps.now();
    let claimed: string | null = null;
    let result: Deleted | null;
    const live = afterCommit(deps.live);
    try {
      result = await deps.database.db.transaction(async (tx) => {
        claimed = await q.claimDueDeletion(tx, now);
        return claimed ? deleteRows(deps, tx, claimed, now, live) : null;
      });
    } catch (err) {
      // Nothing of it was deleted (Stripe could not be reached): it waits an hour; the others go on.
      if (!claimed) throw err;
      log.error('account.deletion_postponed', { userId: claimed, ...errorFields(err) });
      await q.postponeDeletion(deps.database.db, claimed, new Date(now.getTime() + 3_600_000));
      continue;
    }
    if (!result) break;
    deleted += 1;
    await live.flush();
    await afterDeletion(deps, result, 'scheduled');
  }
  const due = await q.dueStorageDeletions(deps.database.db, deps.now(), 500);
  await removeFiles(deps, due, deps.now());
  return { deleted, filesRetried: due.length };
}

/** Sends an email without failing the caller: the account's state is what matters; the failure is logged. */
async function sendQuietly(
  deps: AppDeps,
  kind: string,
  userId: string,
  mail: Parameters<AppDeps['mailer']['send']>[0],
): Promise<void> {
  try {
    await deps.mailer.send(mail);
  } catch (err) {
    log.error('account.deletion_email_failed', {
      kind,
      userId,
      code: err instanceof MailError ? err.code : 'SEND_ERROR',
    });
  }
}
