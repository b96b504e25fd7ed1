/**
 * Local-disk storage (the default, under DATA_DIR/storage). An object `memorial-photos/u/m/a.jpg`
 * is the plain file `<root>/memorial-photos/u/m/a.jpg`, so backups and migrations see ordinary
 * files. Its content type lives in a sidecar `<root>/.meta/memorial-photos/u/m/a.jpg.json`: a
 * separate tree, because a sidecar beside the object could collide with another object's key, and
 * ".meta" can never be a key's first segment (keys start with a bucket name).
 */
import { randomUUID } from 'node:crypto';
import fs, { type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import { assertSafeKey, type ObjectInfo, type ObjectRead, type StorageDriver } from './storage';

const META_DIR = '.meta';
const DEFAULT_CONTENT_TYPE = 'application/octet-stream';

function isMissing(err: unknown): boolean {
  const code = (err as NodeJS.ErrnoException | null)?.code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}

/** Storage in a folder on local disk; nothing is touched until the first write. */
export function createLocalStorage(rootDir: string): StorageDriver {
  const root = path.resolve(rootDir);
  const metaRoot = path.join(root, META_DIR);

  /** The path of `relative` under `base`, refusing anything that would leave it. */
  function inside(base: string, relative: string): string {
    const resolved = path.resolve(base, ...relative.split('/'));
    if (!resolved.startsWith(base + path.sep)) throw new Error('Refusing a storage path outside the storage folder');
    return resolved;
  }

  function pathsFor(key: string): { file: string; meta: string } {
    assertSafeKey(key);
    return { file: inside(root, key), meta: inside(metaRoot, `${key}.json`) };
  }

  /** Writes through a temp file in the same folder and renames it over the target (atomic). */
  async function atomicWrite(target: string, write: (tmp: string) => Promise<void>): Promise<void> {
    await fs.mkdir(path.dirname(target), { recursive: true });
    const tmp = path.join(path.dirname(target), `.${path.basename(target)}.${randomUUID()}.tmp`);
    try {
      await write(tmp);
      // Flushed before the rename so a crash never leaves a renamed but empty file.
      const handle = await fs.open(tmp, 'r+');
      try {
        await handle.sync();
      } finally {
        await handle.close();
      }
      await fs.rename(tmp, target);
    } catch (err) {
      await fs.rm(tmp, { force: true });
      throw err;
    }
  }

  async function writeMeta(meta: string, contentType: string): Promise<void> {
    await atomicWrite(meta, (tmp) => fs.writeFile(tmp, JSON.stringify({ contentType }), { mode: 0o600 }));
  }

  async function readContentType(meta: string): Promise<string> {
    try {
      const parsed = JSON.parse(await fs.readFile(meta, 'utf8')) as { contentType?: unknown };
      return typeof parsed.contentType === 'string' && parsed.contentType ? parsed.contentType : DEFAULT_CONTENT_TYPE;
    } catch (err) {
      if (isMissing(err) || err instanceof SyntaxError) return DEFAULT_CONTENT_TYPE;
      throw err;
    }
  }

  return {
    kind: 'local',

    async putFile(key, filePath, contentType) {
      const { file, meta } = pathsFor(key);
      // Copied, not moved: the caller owns (and removes) its spooled upload, which may be on another device.
      // The bytes first: a failed copy leaves any previous object and its type as they were.
      await atomicWrite(file, (tmp) => fs.copyFile(filePath, tmp));
      await writeMeta(meta, contentType);
    },

    async putBuffer(key, data, contentType) {
      const { file, meta } = pathsFor(key);
      await atomicWrite(file, (tmp) => fs.writeFile(tmp, data, { mode: 0o600 }));
      await writeMeta(meta, contentType);
    },

    async read(key, range): Promise<ObjectRead | null> {
      const { file, meta } = pathsFor(key);
      let handle: FileHandle;
      try {
        handle = await fs.open(file, 'r');
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
      try {
        // Size from the open handle, so a concurrent replace cannot make it disagree with the bytes.
        const stats = await handle.stat();
        if (!stats.isFile()) {
          await handle.close();
          return null;
        }
        const size = stats.size;
        const start = range ? range.start : 0;
        const end = range ? Math.min(range.end, size - 1) : size - 1;
        if (range && (start < 0 || start > end)) throw new RangeError('Unsatisfiable byte range');
        const contentType = await readContentType(meta);
        // The stream owns the handle from here and closes it when it ends or is destroyed.
        const body = range ? handle.createReadStream({ start, end }) : handle.createReadStream();
        return { body, size, contentType, start, end };
      } catch (err) {
        await handle.close().catch(() => undefined);
        throw err;
      }
    },

    async stat(key): Promise<ObjectInfo | null> {
      const { file, meta } = pathsFor(key);
      try {
        const stats = await fs.stat(file);
        if (!stats.isFile()) return null;
        return { size: stats.size, contentType: await readContentType(meta) };
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },

    async delete(key) {
      const { file, meta } = pathsFor(key);
      await fs.rm(file, { force: true });
      await fs.rm(meta, { force: true });
    },

    async deletePrefix(prefix) {
      // Only whole folders below a bucket: "memorial-photos/<user>/" or deeper, never a bucket or the root.
      if (!prefix.endsWith('/')) throw new Error('A storage prefix must end with "/"');
      const folder = prefix.slice(0, -1);
      assertSafeKey(folder);
      await fs.rm(inside(root, folder), { recursive: true, force: true });
      await fs.rm(inside(metaRoot, folder), { recursive: true, force: true });
    },
  };
}
