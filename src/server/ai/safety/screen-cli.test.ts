import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../../..');

function run(input: string) {
  return spawnSync(process.execPath, ['--import', 'tsx', 'scripts/screen.ts'], {
    cwd: ROOT,
    input,
    encoding: 'utf8',
    timeout: 60_000,
  });
}

describe('scripts/screen.ts (npm run screen)', () => {
  it('writes one JSON line per input line, in order, failing safe on unreadable lines', () => {
    const res = run(
      [
        JSON.stringify({ text: 'I want to kill myself' }),
        '',
        'not json at all',
        JSON.stringify({ message: 'no text field' }),
        JSON.stringify({ text: 42 }),
        JSON.stringify({ text: 'My mom died last week and I can’t stop crying' }),
        `${JSON.stringify({ text: 'I just want to be with her again' })}\r`,
      ].join('\n'),
    );
    expect(res.status).toBe(0);
    const lines = res.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { risk: string; reasons: string[] });
    expect(lines).toHaveLength(6);
    expect(lines[0]).toEqual({ risk: 'crisis', reasons: ['active_ideation'] });
    for (const i of [1, 2, 3]) expect(lines[i]).toEqual({ risk: 'concern', reasons: ['unreadable_input'] });
    expect(lines[4]).toEqual({ risk: 'none', reasons: [] });
    expect(lines[5]!.risk).toBe('concern');
  });

  it('handles empty input and many lines', () => {
    expect(run('').stdout).toBe('');
    const many = Array.from({ length: 2000 }, (_, i) => JSON.stringify({ text: i % 2 ? 'kms' : 'I miss him' })).join(
      '\n',
    );
    const out = run(many).stdout.trim().split('\n');
    expect(out).toHaveLength(2000);
    expect(JSON.parse(out[1]!).risk).toBe('crisis');
    expect(JSON.parse(out[1998]!).risk).toBe('none');
  });
});
