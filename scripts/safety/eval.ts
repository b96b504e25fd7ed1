/**
 * `npm run eval:safety`: how well the crisis screen generalises.
 *
 * 1. k-fold cross-validation on the corpus (src/server/ai/safety/corpus, folds stratified by kind):
 *    for each fold the classifier is trained on the other folds, its decision chosen on those
 *    folds' own out-of-fold scores, and the layered screen (rules + classifier) rates the held-out
 *    fold. Recall and false alarms are printed per kind, for the rules alone and for the layers.
 * 2. The shipped screen (rules + model/weights.json) on the development set
 *    (../shared/safety/dev-set.jsonl when present, else fixtures/dev-set.jsonl) and on the
 *    held-out sets in fixtures/ that nothing was trained on and whose misses nobody has read
 *    (blind-*.jsonl); once a set's misses are read it joins the corpus (corpus/heldout-read.jsonl).
 * 3. The conversation layer on fixtures/conversations.jsonl.
 *
 * Figures: crisis caught = rated crisis; concern caught = rated concern or crisis; a `none` called
 * crisis is a false alarm (and `none` given the check-in is printed beside it).
 * Settings: EVAL_FOLDS (default 5; 0 skips the cross-validation and rates only the shipped screen).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RiskLevel } from '../../src/shared/schemas/companion';
import { screenConversation, screenMessage } from '../../src/server/ai/safety/screen';
import {
  assignFolds,
  chooseDecision,
  layered,
  loadCorpus,
  outOfFold,
  readLabelled,
  type Example,
  type Scored,
} from '../../src/server/ai/safety/train';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const fixtures = path.join(root, 'src/server/ai/safety/fixtures');
const K = Number(process.env.EVAL_FOLDS ?? 5);

const pct = (a: number, b: number) => (b === 0 ? '   -  ' : `${((100 * a) / b).toFixed(1).padStart(5)}%`);

interface Tally {
  n: number;
  /** crisis: rated crisis; concern: rated concern or crisis; none: rated crisis. */
  hit: number;
  /** none only: given the check-in (concern). */
  checkIn: number;
}

function tally(rows: { risk: RiskLevel; got: RiskLevel }[]): Tally {
  const t = { n: rows.length, hit: 0, checkIn: 0 };
  for (const r of rows) {
    if (r.risk === 'crisis' && r.got === 'crisis') t.hit++;
    if (r.risk === 'concern' && r.got !== 'none') t.hit++;
    if (r.risk === 'none' && r.got === 'crisis') t.hit++;
    if (r.risk === 'none' && r.got === 'concern') t.checkIn++;
  }
  return t;
}

function summary(label: string, rows: { risk: RiskLevel; got: RiskLevel }[]): string {
  const by = (r: RiskLevel) => tally(rows.filter((x) => x.risk === r));
  const c = by('crisis');
  const o = by('concern');
  const n = by('none');
  return `${label.padEnd(34)} crisis caught ${pct(c.hit, c.n)} (${c.hit}/${c.n})   concern caught ${pct(o.hit, o.n)} (${o.hit}/${o.n})   none called crisis ${pct(n.hit, n.n)} (${n.hit}/${n.n}), given the check-in ${pct(n.checkIn, n.n)}`;
}

function perKind(examples: readonly Example[], rules: RiskLevel[], layers: RiskLevel[]): void {
  const kinds = [...new Set(examples.map((e) => e.kind))].sort((a, b) => {
    const order = { crisis: 0, concern: 1, none: 2 };
    const ra = examples.find((e) => e.kind === a)!.risk;
    const rb = examples.find((e) => e.kind === b)!.risk;
    return order[ra] - order[rb] || a.localeCompare(b);
  });
  console.log(
    `\n${'kind'.padEnd(22)} ${'risk'.padEnd(8)} ${'n'.padStart(5)}   ${'rules alone'.padStart(12)} ${'layered'.padStart(9)}   measure`,
  );
  for (const kind of kinds) {
    const idx = examples.map((e, i) => (e.kind === kind ? i : -1)).filter((i) => i >= 0);
    const mixed = new Set(idx.map((i) => examples[i]!.risk)).size > 1;
    const risk = examples[idx[0]!]!.risk;
    const r = tally(idx.map((i) => ({ risk: examples[i]!.risk, got: rules[i]! })));
    const l = tally(idx.map((i) => ({ risk: examples[i]!.risk, got: layers[i]! })));
    const measure = mixed
      ? 'mixed labels'
      : risk === 'crisis'
        ? 'recall (crisis)'
        : risk === 'concern'
          ? 'recall (concern or crisis)'
          : 'false alarm (crisis); check-in';
    const extra = risk === 'none' && !mixed ? `; ${pct(l.checkIn, l.n)}` : '';
    console.log(
      `${kind.padEnd(22)} ${(mixed ? 'mixed' : risk).padEnd(8)} ${String(idx.length).padStart(5)}   ${pct(r.hit, r.n).padStart(12)} ${pct(l.hit, l.n).padStart(9)}   ${measure}${extra}`,
    );
  }
}

function crossValidate(): void {
  const examples = loadCorpus();
  const folds = assignFolds(examples, K);
  const rulesLevel: RiskLevel[] = new Array(examples.length);
  const layeredLevel: RiskLevel[] = new Array(examples.length);
  for (let f = 0; f < K; f++) {
    const trainIdx = examples.map((_, i) => i).filter((i) => folds[i] !== f);
    const train = trainIdx.map((i) => examples[i]!);
    // Thresholds from the training folds alone (an inner cross-validation), as train.ts does.
    const inner = assignFolds(train, K, 7 + f);
    const decision = chooseDecision(outOfFold(train, inner, K));
    const heldIdx = examples.map((_, i) => i).filter((i) => folds[i] === f);
    const heldScores: Scored[] = outOfFoldFor(examples, folds, f);
    heldIdx.forEach((i, j) => {
      rulesLevel[i] = heldScores[j]!.rules;
      layeredLevel[i] = layered(heldScores[j]!, decision);
    });
    process.stderr.write(`fold ${f + 1}/${K} done\n`);
  }
  console.log(
    `Corpus: ${examples.length} messages, ${new Set(examples.map((e) => e.kind)).size} kinds, ${K}-fold cross-validation (every message rated by a model that never saw it)`,
  );
  console.log(
    summary(
      'rules alone',
      examples.map((e, i) => ({ risk: e.risk, got: rulesLevel[i]! })),
    ),
  );
  console.log(
    summary(
      'layered (rules + classifier)',
      examples.map((e, i) => ({ risk: e.risk, got: layeredLevel[i]! })),
    ),
  );
  const fresh = examples.map((e, i) => ({ e, i })).filter(({ e }) => e.source !== 'extra.jsonl');
  console.log(
    summary(
      '  of which lines the rules were not tuned on',
      fresh.map(({ e, i }) => ({ risk: e.risk, got: layeredLevel[i]! })),
    ),
  );
  perKind(examples, rulesLevel, layeredLevel);
}

/** The held-out fold `f` scored by a model trained on the other folds. */
function outOfFoldFor(examples: readonly Example[], folds: readonly number[], f: number): Scored[] {
  const all = outOfFold(
    examples,
    folds.map((x) => (x === f ? 0 : 1)),
    1,
  );
  return examples
    .map((_, i) => i)
    .filter((i) => folds[i] === f)
    .map((i) => all[i]!);
}

function shipped(): void {
  console.log('\nThe shipped screen (rules + model/weights.json):');
  const devShared = path.resolve(root, '../shared/safety/dev-set.jsonl');
  const dev = existsSync(devShared) ? devShared : path.join(fixtures, 'dev-set.jsonl');
  const sets = [
    dev,
    // Every held-out set still unread; a set whose misses were read moves into the corpus (decision 053).
    ...readdirSync(fixtures)
      .filter((n) => /^blind-.+\.jsonl$/.test(n))
      .sort()
      .map((n) => path.join(fixtures, n)),
  ];
  for (const file of sets) {
    const rows = readLabelled(file).map((e) => ({ risk: e.risk, got: screenMessage(e.text).risk }));
    console.log(summary(path.relative(root, file), rows));
  }
  const conv = path.join(fixtures, 'conversations.jsonl');
  if (existsSync(conv)) {
    const rows = readFileSync(conv, 'utf8')
      .split('\n')
      .filter((l) => l.trim())
      .map((l) => JSON.parse(l) as { messages: { role: 'user' | 'assistant'; content: string }[]; risk: RiskLevel })
      .map((c) => ({ risk: c.risk, got: screenConversation(c.messages).risk }));
    console.log(summary('conversations (last message in context)', rows));
  }
}

if (K > 0) crossValidate();
shipped();
