/** Shared by build.mjs and start.mjs: what the build reads, and a fingerprint of it. */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const stampFile = path.join(root, 'dist', '.build-stamp');

const inputs = [
  'src',
  'public',
  'vite.config.ts',
  'pwa.config.ts',
  'tsconfig.json',
  'package-lock.json',
  'scripts/build.mjs',
  'scripts/build-lib.mjs',
  'scripts/js-budget.mjs',
  'scripts/js-budgets.json',
];

function walk(p, out) {
  let s;
  try {
    s = statSync(p);
  } catch {
    return;
  }
  if (s.isDirectory()) {
    for (const name of readdirSync(p).sort()) {
      if (/\.test\.tsx?$/.test(name)) continue;
      walk(path.join(p, name), out);
    }
  } else {
    out.push(`${path.relative(root, p)}\0${s.size}\0${s.mtimeMs}`);
  }
}

/** Changes whenever a file the build reads changes. */
export function inputFingerprint() {
  const entries = [];
  for (const input of inputs) walk(path.join(root, input), entries);
  return createHash('sha256').update(entries.join('\n')).digest('hex');
}

/** Text files worth compressing ahead of time (images and fonts are compressed already). */
const PRECOMPRESS = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt)$/;

/**
 * Writes `<file>.br` (brotli, best quality) and `<file>.gz` (gzip, level 9) beside every text file
 * of at least 1 KB under `dir`, so the server sends them as they are (lib/static.ts) instead of
 * compressing each answer, and brotli to browsers that take it. Returns how many files.
 */
export function precompress(dir) {
  let count = 0;
  const visit = (p) => {
    for (const name of readdirSync(p)) {
      const file = path.join(p, name);
      const s = statSync(file);
      if (s.isDirectory()) visit(file);
      else if (PRECOMPRESS.test(name) && s.size >= 1024) {
        const data = readFileSync(file);
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(data, {
            params: {
              [zlibConstants.BROTLI_PARAM_QUALITY]: 11,
              [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
              [zlibConstants.BROTLI_PARAM_SIZE_HINT]: data.length,
            },
          }),
        );
        writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
        count += 1;
      }
    }
  };
  visit(dir);
  return count;
}
