/**
 * A built web app in a temporary folder, as scripts/build.mjs leaves dist/web: an empty app shell
 * (`index.html`) and the given files under `prerendered/`. Removed after `run`, whatever it does.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const EMPTY_SHELL = '<div id="root"></div>';

export async function withBuiltWeb(
  prerendered: Readonly<Record<string, string>>,
  run: (dir: string) => Promise<void>,
): Promise<void> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'fmn-static-'));
  try {
    mkdirSync(path.join(dir, 'prerendered'));
    writeFileSync(path.join(dir, 'index.html'), EMPTY_SHELL);
    for (const [file, html] of Object.entries(prerendered)) writeFileSync(path.join(dir, 'prerendered', file), html);
    await run(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
