/**
 * The background side of "Export my data" (decision 030). A request inserts a pending row and
 * kicks this instance's worker; the worker claims pending exports one at a time (FOR UPDATE SKIP
 * LOCKED, so with several instances each export is built once), writes the ZIP to a temp file,
 * stores it (local disk or S3), marks it ready and emails its owner. While it runs it renews a
 * lease (`expires_at`) with its progress every second; a running export whose lease ran out lost
 * its instance (a restart, a crash) and is marked failed by the scheduler's sweep, so its owner
 * can ask again. The same sweep resumes pending exports after a restart and removes expired ones
 * with their files. Logs hold ids and codes only.
 */
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { EXPORT_MSG } from '@shared/messages.settings';
import { EXPORT_RETENTION_DAYS } from '@shared/schemas/exports';
import type { AppDeps } from '../../app-env';
import { renderEmail } from '../../email/layout';
import { errorFields, log } from '../../lib/logger';
import type { Planner } from '../../scheduler/scheduler';
import { EXPORTS_AREA } from '../../storage/storage';
import { ExportError, writeAccountArchive } from './account-archive';
import * as q from './exports.queries';

/** How long a running export's claim holds without being renewed. */
export const EXPORT_LEASE_MS = 2 * 60_000;
/** How often a running export records its progress and renews its claim. */
const HEARTBEAT_MS = 1000;
const DAY_MS = 86_400_000;

const EXPIRY_DATE = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

export interface ExportWorker {
  /** Starts working through pending exports unless it already is. */
  kick(): void;
  /** Resolves once there is nothing left to do (for tests and the CLI). */
  idle(): Promise<void>;
  /** Fails abandoned exports, removes expired ones, resumes pending ones. */
  sweep(now: Date): Promise<void>;
}

const workers = new WeakMap<AppDeps, ExportWorker>();

/** The one worker of these deps (the app's routes and the scheduler share it). */
export function exportWorker(deps: AppDeps): ExportWorker {
  let worker = workers.get(deps);
  if (!worker) {
    worker = createExportWorker(deps);
    workers.set(deps, worker);
  }
  return worker;
}

/** The scheduler's planner: the sweep, once a minute. */
export function exportPlanner(deps: AppDeps): Planner {
  return { name: 'data-exports', everyMs: 60_000, run: (now) => exportWorker(deps).sweep(now) };
}

export const exportKey = (userId: string, exportId: string) => `${EXPORTS_AREA}/${userId}/${exportId}.zip`;

function createExportWorker(deps: AppDeps): ExportWorker {
  const db = deps.database.db;
  let running: Promise<void> | null = null;
  let wanted = false;

  async function build(row: q.DataExportRow): Promise<void> {
    const tmp = path.join(deps.tmpDir, `export-${row.id}-${randomUUID().slice(0, 8)}.zip.part`);
    let fraction = 0;
    let cancelled = false;
    let beat: Promise<void> = Promise.resolve();
    const heartbeat = setInterval(() => {
      beat = beat.then(async () => {
        const progress = Math.min(99, Math.floor(fraction * 100));
        try {
          const still = await q.recordProgress(db, row.id, progress, new Date(deps.now().getTime() + EXPORT_LEASE_MS));
          if (!still) cancelled = true;
        } catch (err) {
          log.warn('export.progress_failed', { exportId: row.id, ...errorFields(err) });
        }
      });
    }, HEARTBEAT_MS);
    heartbeat.unref();
    const out = createWriteStream(tmp, { mode: 0o600 });
    try {
      const { mediaFiles } = await writeAccountArchive(
        {
          db,
          storage: deps.storage,
          now: deps.now(),
          onProgress: (f) => {
            if (cancelled) throw new ExportError('CANCELLED');
            fraction = f;
          },
        },
        row.userId,
        out,
      );
      clearInterval(heartbeat);
      await beat;
      if (cancelled) throw new ExportError('CANCELLED');
      const { size } = await stat(tmp);
      const key = exportKey(row.userId, row.id);
      await deps.storage.putFile(key, tmp, 'application/zip');
      const finishedAt = deps.now();
      const expiresAt = new Date(finishedAt.getTime() + EXPORT_RETENTION_DAYS * DAY_MS);
      // The column is an integer: a size it cannot hold is left out (the ZIP itself is under 4 GiB).
      const sizeBytes = size <= 2_147_483_647 ? size : 0;
      if (!(await q.markReady(db, row.id, { storageKey: key, sizeBytes, finishedAt, expiresAt }))) {
        // The row went away meanwhile (the account was deleted): so does the file.
        await deps.storage.delete(key);
        throw new ExportError('CANCELLED');
      }
      log.info('export.ready', { exportId: row.id, userId: row.userId, bytes: size, mediaFiles });
      await notify(row.userId, expiresAt);
    } catch (err) {
      const code = err instanceof ExportError ? err.code : 'EXPORT_FAILED';
      if (code === 'CANCELLED') log.info('export.cancelled', { exportId: row.id, userId: row.userId });
      else log.error('export.failed', { exportId: row.id, userId: row.userId, code, ...errorFields(err) });
      await q.markFailed(db, row.id, code, deps.now()).catch((markErr: unknown) => {
        log.error('export.mark_failed_failed', { exportId: row.id, ...errorFields(markErr) });
      });
    } finally {
      clearInterval(heartbeat);
      await beat;
      // Closed before the temp file is removed, so a file still being opened cannot outlive it.
      if (!out.closed) await new Promise<void>((resolve) => out.once('close', () => resolve()).destroy());
      await rm(tmp, { force: true });
    }
  }

  /** The "ready" email; a failed send is logged (the export is ready all the same, and shown in Settings). */
  async function notify(userId: string, expiresAt: Date): Promise<void> {
    try {
      const account = await q.accountOf(db, userId);
      if (!account) return;
      const { text, html } = renderEmail({
        paragraphs: [EXPORT_MSG.emailIntro, EXPORT_MSG.emailExpiry(EXPIRY_DATE.format(expiresAt))],
        action: { label: EXPORT_MSG.emailAction, url: `${deps.config.publicUrl}/settings?tab=account` },
        footer: [EXPORT_MSG.emailFooter],
      });
      await deps.mailer.send({ to: account.email, subject: EXPORT_MSG.emailSubject, text, html });
    } catch (err) {
      log.warn('export.email_failed', { userId, ...errorFields(err) });
    }
  }

  async function work(): Promise<void> {
    do {
      wanted = false;
      for (;;) {
        const row = await q.claimPendingExport(db, new Date(deps.now().getTime() + EXPORT_LEASE_MS));
        if (!row) break;
        log.info('export.started', { exportId: row.id, userId: row.userId });
        await build(row);
      }
    } while (wanted);
  }

  function kick(): void {
    wanted = true;
    if (running) return;
    running = work()
      .catch((err: unknown) => log.error('export.worker_failed', errorFields(err)))
      .finally(() => {
        running = null;
      });
  }

  return {
    kick,
    async idle() {
      while (running) await running;
    },
    async sweep(now) {
      const abandoned = await q.requeueAbandonedExports(db, now);
      for (const { id, status } of abandoned) {
        log.warn(status === 'pending' ? 'export.resumed' : 'export.abandoned', { exportId: id });
      }
      const stale = await q.exportsToRemove(db, now, new Date(now.getTime() - EXPORT_RETENTION_DAYS * DAY_MS));
      for (const row of stale) {
        try {
          if (row.storageKey) await deps.storage.delete(row.storageKey);
          await q.deleteExportRow(db, row.id);
          log.info('export.removed', { exportId: row.id, userId: row.userId, status: row.status });
        } catch (err) {
          log.error('export.remove_failed', { exportId: row.id, ...errorFields(err) });
        }
      }
      if (await q.hasPendingExport(db)) kick();
    },
  };
}
