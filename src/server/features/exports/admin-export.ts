/** `npm run admin -- export <email> [file]`: an account's data-export ZIP written to a file, for operators. */
import { createWriteStream } from 'node:fs';
import { rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../../db/client';
import type { StorageDriver } from '../../storage/storage';
import { writeAccountArchive } from './account-archive';
import { accountIdByEmail } from './exports.queries';

export class AdminExportError extends Error {}

/** Writes the archive to `file` (default: ./forget-me-not-export-<date>-<user id>.zip); returns the line to print. */
export async function exportAccountToFile(
  db: Db,
  storage: StorageDriver,
  email: string,
  file: string | undefined,
  now: Date = new Date(),
): Promise<string> {
  const userId = await accountIdByEmail(db, email);
  if (!userId) throw new AdminExportError(`No account with the email ${email}.`);
  const target = path.resolve(file ?? `forget-me-not-export-${now.toISOString().slice(0, 10)}-${userId}.zip`);
  const partial = `${target}.part`;
  try {
    // Written beside the target and renamed at the end: a failed export never leaves half a ZIP under its name.
    const { mediaFiles } = await writeAccountArchive(
      { db, storage, now },
      userId,
      createWriteStream(partial, { flags: 'wx', mode: 0o600 }),
    );
    await rename(partial, target);
    const { size } = await stat(target);
    return `Wrote ${target} (${size} bytes, ${mediaFiles} media files).`;
  } catch (err) {
    await rm(partial, { force: true });
    throw err;
  }
}
