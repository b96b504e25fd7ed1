/**
 * The web app's import boundaries (decision 017, after Bulletproof React): a feature never imports
 * another feature or a route; routes compose features; shared UI (components/) and helpers (lib/)
 * import no feature. Checked through ESLint with the repository's own eslint.config.js.
 */
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: root });

/** The boundary messages ESLint gives `code` as if it were the file at `path` (src/web/…). */
async function boundaryErrors(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}/${path}` });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('web feature boundaries', () => {
  it('refuses an import of another feature, by alias or by a relative path', async () => {
    expect(
      await boundaryErrors(
        'src/web/features/reminders/x.tsx',
        "import { browserTimeZone } from '@web/features/letters/api';\n",
      ),
    ).toEqual([expect.stringContaining('features/reminders may not import another feature')]);
    expect(
      await boundaryErrors(
        'src/web/features/memorials/x.tsx',
        "import { saveCompanionContext } from '../companion/memorial-context';\n",
      ),
    ).toEqual([expect.stringContaining('outside its folder')]);
  });

  it('refuses a route in a feature, and a feature or a route in shared code', async () => {
    expect(
      await boundaryErrors('src/web/features/journal/x.tsx', "import Page from '@web/routes/journal';\n"),
    ).toHaveLength(1);
    expect(
      await boundaryErrors('src/web/lib/x.ts', "import { useJournal } from '@web/features/journal/api';\n"),
    ).toEqual([expect.stringContaining('shared code')]);
    expect(await boundaryErrors('src/web/components/x.tsx', "import Page from '@web/routes/journal';\n")).toHaveLength(
      1,
    );
  });

  it('lets a feature import its own files, shared code and src/shared, and lets a route compose features', async () => {
    const own = [
      "import { useJournal } from '@web/features/journal/api';",
      "import { EntryCard } from './entry-card';",
      "import { Button } from '@web/components/ui/button';",
      "import { api } from '@web/lib/api';",
      "import { JOURNAL_MSG } from '@shared/schemas/journal';",
      '',
    ].join('\n');
    expect(await boundaryErrors('src/web/features/journal/x.tsx', own)).toEqual([]);
    const nested =
      "import { companionKeys } from '@web/features/companion/api';\nimport { CrisisCard } from './crisis-card';\n";
    expect(await boundaryErrors('src/web/features/companion/chat/x.tsx', nested)).toEqual([]);
    const route =
      "import { useJournal } from '@web/features/journal/api';\nimport { useMyMemorials } from '@web/features/memorials/api';\n";
    expect(await boundaryErrors('src/web/routes/x.tsx', route)).toEqual([]);
  });

  it('still keeps the server out of every part of the web app', async () => {
    for (const path of ['src/web/features/journal/x.ts', 'src/web/lib/x.ts', 'src/web/routes/x.tsx']) {
      expect(await boundaryErrors(path, "import { AppError } from '@server/lib/errors';\n")).toEqual([
        expect.stringContaining('must not import server code'),
      ]);
    }
  });
});
