/** `npm start`: build when the sources changed since the last build, then run the server. */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { inputFingerprint, root, stampFile } from './build-lib.mjs';

const current = inputFingerprint();
const built = existsSync(stampFile) ? readFileSync(stampFile, 'utf8').trim() : '';
if (built !== current || !existsSync(path.join(root, 'dist/server/main.js'))) {
  console.log('Building Forget-me-not (first start or changed sources)…');
  const result = spawnSync(process.execPath, [path.join(root, 'scripts/build.mjs')], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
await import(pathToFileURL(path.join(root, 'dist/server/main.js')).href);
