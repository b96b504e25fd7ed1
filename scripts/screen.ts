/**
 * `npm run --silent screen < messages.jsonl`: runs the crisis-safety screen over JSON lines.
 *
 * Reads one JSON object per line from standard input, `{"text": "..."}`, and writes one line per
 * input line, in order, to standard output: `{"risk":"none"|"concern"|"crisis","reasons":[...]}`.
 * Blank lines are skipped. A line that is not JSON, or has no string `text`, fails safe: it gets
 * `{"risk":"concern","reasons":["unreadable_input"]}` and the run goes on. Nothing else is written to
 * standard output. Input is streamed line by line, so files of any size work.
 */
import { createInterface } from 'node:readline';
import { screenMessage } from '../src/server/ai/safety/screen';

const UNREADABLE = JSON.stringify({ risk: 'concern', reasons: ['unreadable_input'] });

function screenLine(line: string): string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(line);
  } catch {
    return UNREADABLE;
  }
  const text = parsed && typeof parsed === 'object' ? (parsed as { text?: unknown }).text : undefined;
  if (typeof text !== 'string') return UNREADABLE;
  const { risk, reasons } = screenMessage(text);
  return JSON.stringify({ risk, reasons });
}

async function main(): Promise<void> {
  const lines = createInterface({ input: process.stdin, crlfDelay: Infinity });
  let out: string[] = [];
  for await (const line of lines) {
    if (line.trim() === '') continue;
    out.push(screenLine(line));
    if (out.length >= 256) {
      const chunk = `${out.join('\n')}\n`;
      out = [];
      if (!process.stdout.write(chunk))
        await new Promise<void>((resolve) => process.stdout.once('drain', () => resolve()));
    }
  }
  if (out.length) process.stdout.write(`${out.join('\n')}\n`);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : String(err));
  process.exitCode = 1;
});
