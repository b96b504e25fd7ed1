/** Data exports for their owner: ask for one (one at a time), see the latest, download it. */
import { EXPORT_MSG } from '@shared/messages.settings';
import type { DataExportView } from '@shared/schemas/exports';
import type { AppDeps, SessionUser } from '../../app-env';
import { actorOf, privateResource, requireAccess } from '../../access/access';
import { AppError, Errors } from '../../lib/errors';
import { log } from '../../lib/logger';
import type { ObjectRead } from '../../storage/storage';
import { exportWorker } from './export-worker';
import * as q from './exports.queries';

const expired = () => new AppError('NOT_FOUND', 404, EXPORT_MSG.expired);

function isLive(row: q.DataExportRow, now: Date): boolean {
  return row.status === 'ready' && !!row.storageKey && !!row.expiresAt && row.expiresAt > now;
}

export function exportView(row: q.DataExportRow, now: Date): DataExportView {
  const live = isLive(row, now);
  return {
    id: row.id,
    status: row.status,
    progress: row.status === 'ready' ? 100 : row.progress,
    sizeBytes: row.status === 'ready' ? row.sizeBytes : null,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    // While running, the column holds the worker's lease: not the person's business.
    expiresAt: row.status === 'ready' ? (row.expiresAt?.toISOString() ?? null) : null,
    downloadUrl: live ? `/api/exports/${row.id}/download` : null,
  };
}

/** Starts an export in the background; 409 while one is pending or running. */
export async function requestExport(deps: AppDeps, user: SessionUser): Promise<DataExportView> {
  const row = await q.insertExport(deps.database.db, user.id, deps.now());
  if (!row) throw new AppError('EXPORT_IN_PROGRESS', 409, EXPORT_MSG.alreadyRunning);
  log.info('export.requested', { exportId: row.id, userId: user.id });
  exportWorker(deps).kick();
  return exportView(row, deps.now());
}

export async function latestExport(deps: AppDeps, user: SessionUser): Promise<DataExportView | null> {
  const row = await q.latestExportOf(deps.database.db, user.id);
  return row ? exportView(row, deps.now()) : null;
}

export interface ExportDownload {
  fileName: string;
  object: ObjectRead;
}

/** The owner's ready export as a stream; anyone else's (or one that is gone) answers 404. */
export async function openExport(deps: AppDeps, user: SessionUser, id: string): Promise<ExportDownload> {
  const row = await q.findExport(deps.database.db, id);
  await requireAccess(
    actorOf(deps, user),
    'data-export:download',
    privateResource('data-export', row?.userId, () => Errors.notFound()),
  );
  if (!row || !isLive(row, deps.now())) throw expired();
  const object = await deps.storage.read(row.storageKey!);
  if (!object) throw expired();
  return { fileName: `forget-me-not-export-${row.createdAt.toISOString().slice(0, 10)}.zip`, object };
}
