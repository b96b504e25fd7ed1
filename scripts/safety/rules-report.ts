/**
 * `npx tsx scripts/safety/rules-report.ts [kind]`: the rules layer alone on the corpus, per kind
 * (a tool for whoever writes rules): recall on crisis and concern kinds, false alarms on none kinds,
 * and, with a kind named, the lines of that kind the rules get wrong. Reads only corpus/.
 */
import { screenRules } from '../../src/server/ai/safety/rules';
import { loadCorpus } from '../../src/server/ai/safety/train';

const only = process.argv[2];
const examples = loadCorpus();
const rows = examples.map((e) => ({ ...e, got: screenRules(e.text) }));
const ok = (want: string, got: string) =>
  want === 'crisis' ? got === 'crisis' : want === 'concern' ? got !== 'none' : got !== 'crisis';
const kinds = [...new Set(rows.map((r) => r.kind))].sort();
let t0 = 0;
for (const kind of kinds) {
  const of = rows.filter((r) => r.kind === kind);
  const good = of.filter((r) => ok(r.risk, r.got.risk)).length;
  const checkIn = of.filter((r) => r.risk === 'none' && r.got.risk === 'concern').length;
  console.log(
    `${kind.padEnd(22)} ${of[0]!.risk.padEnd(8)} n=${String(of.length).padStart(4)}  ${of[0]!.risk === 'none' ? 'not crisis' : 'caught    '} ${((100 * good) / of.length).toFixed(1).padStart(5)}%${of[0]!.risk === 'none' ? `  check-in ${((100 * checkIn) / of.length).toFixed(1)}%` : ''}`,
  );
  t0 += of.length;
}
const by = (risk: string) => rows.filter((r) => r.risk === risk);
const pct = (xs: typeof rows) =>
  ((100 * xs.filter((r) => ok(r.risk, r.got.risk)).length) / Math.max(1, xs.length)).toFixed(1);
console.log(
  `\nall: crisis caught ${pct(by('crisis'))}%  concern caught ${pct(by('concern'))}%  none not crisis ${pct(by('none'))}%  (${t0} lines)`,
);
if (only) {
  console.log(`\nwrong in ${only}:`);
  for (const r of rows.filter((x) => x.kind === only && !ok(x.risk, x.got.risk)))
    console.log(`${r.got.risk.padEnd(7)} ${r.source.padEnd(28)} ${r.text.replace(/\s+/g, ' ')}`);
}
