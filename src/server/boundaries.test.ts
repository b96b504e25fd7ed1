/**
 * The server's import boundary (decision 018): a feature's SQL is its own. A file in
 * src/server/features/<feature>/ imports only its own folder's *.queries; another feature's (or the
 * scheduler's) goes through that module's service. Checked with the repository's eslint.config.js.
 */
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: root });

async function importErrors(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}/${path}` });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('server feature boundaries', () => {
  it("refuses another feature's or the scheduler's queries in a feature, however the path is spelt", async () => {
    for (const from of [
      '../preferences/preferences.queries',
      '@server/features/entitlements/entitlements.queries',
      '../../scheduler/email-jobs.queries',
    ]) {
      expect(
        await importErrors('src/server/features/reminders/x.ts', `import { q } from '${from}';\nexport const y = q;\n`),
      ).toEqual([expect.stringContaining("never imports another module's queries")]);
    }
  });

  it("lets a feature import its own queries and another feature's service, and still bans web code", async () => {
    const ok =
      "import { q } from './reminders.queries';\nimport { s } from '../preferences/preferences.service';\nexport const y = [q, s];\n";
    expect(await importErrors('src/server/features/reminders/x.ts', ok)).toEqual([]);
    expect(
      await importErrors(
        'src/server/features/reminders/x.ts',
        "import { a } from '@web/lib/api';\nexport const y = a;\n",
      ),
    ).toEqual([expect.stringContaining('must not import web code')]);
  });
});
