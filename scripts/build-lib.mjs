/** Shared by build.mjs and start.mjs: what the build reads, and a fingerprint of it. */
import { createHash } from 'node:crypto';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const stampFile = path.join(root, 'dist', '.build-stamp');

const inputs = ['src', 'public', 'vite.config.ts', 'tsconfig.json', 'package-lock.json', 'scripts/build.mjs'];

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
