/**
 * Offline training of the statistical layer (classifier.ts), used by `npm run train:safety` and
 * `npm run eval:safety`. Deterministic: the same corpus gives the same weights, byte for byte.
 *
 * Each head is an L2-regularised logistic regression fitted by full-batch gradient descent with Adam
 * on binary n-gram features, classes weighted to count equally. The vocabulary is every feature
 * seen in at least MIN_DOCS training messages. Thresholds are chosen on out-of-fold predictions of
 * the whole layered screen (rules first), so that the classifier adds what the rules miss without
 * spending more than a set budget of false alarms on ordinary grief (see chooseThresholds).
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { RiskLevel } from '@shared/schemas/companion';
import {
  buildModel,
  featuresOf,
  levelOf,
  ruleFeatures,
  scoreNormalized,
  type Decision,
  type Model,
  type ModelFile,
} from './classifier';
import { normalize } from './normalize';
import { screenRulesNormalized } from './rules';

export interface Example {
  text: string;
  risk: RiskLevel;
  kind: string;
  /** The corpus file it came from. */
  source: string;
}

export const CORPUS_DIR = new URL('./corpus/', import.meta.url);

/** Every labelled line of the corpus, in file-name order then line order. */
export function loadCorpus(dir: string | URL = CORPUS_DIR): Example[] {
  const root = typeof dir === 'string' ? dir : dir.pathname;
  const out: Example[] = [];
  for (const name of readdirSync(root)
    .filter((n) => n.endsWith('.jsonl'))
    .sort()) {
    out.push(...readLabelled(path.join(root, name), name));
  }
  return out;
}

/** One JSON Lines file of `{text, risk, kind?}`. */
export function readLabelled(file: string, source = path.basename(file)): Example[] {
  const out: Example[] = [];
  readFileSync(file, 'utf8')
    .split('\n')
    .forEach((line, i) => {
      if (!line.trim()) return;
      const row = JSON.parse(line) as { text?: unknown; risk?: unknown; kind?: unknown };
      if (typeof row.text !== 'string' || (row.risk !== 'none' && row.risk !== 'concern' && row.risk !== 'crisis')) {
        throw new Error(`${source}:${i + 1}: needs a string text and a risk of none, concern or crisis`);
      }
      out.push({ text: row.text, risk: row.risk, kind: typeof row.kind === 'string' ? row.kind : row.risk, source });
    });
  return out;
}

export function corpusDigest(examples: readonly Example[]): string {
  const h = createHash('sha256');
  for (const e of examples) h.update(`${e.risk}\t${e.kind}\t${e.text}\n`);
  return h.digest('hex');
}

// -------------------------------------------------------------------------------------------------
// Fitting
// -------------------------------------------------------------------------------------------------

export interface FitOptions {
  /** L2 penalty on the mean loss. */
  l2: number;
  iterations: number;
  learningRate: number;
  /** A feature must occur in at least this many training messages. */
  minDocs: number;
  /** Scale features by their naive-Bayes log-count ratio (NB-LR). */
  nb?: boolean;
  /** Read the rules layer's verdict as features too (ruleFeatures). */
  stackRules: boolean;
}

export const DEFAULT_FIT: FitOptions = { l2: 2e-5, iterations: 400, learningRate: 0.05, minDocs: 2, stackRules: true };

interface Encoded {
  vocabulary: string[];
  index: Map<string, number>;
  rows: Int32Array[];
}

function encode(featureLists: readonly string[][], minDocs: number): Encoded {
  const df = new Map<string, number>();
  for (const list of featureLists) for (const f of list) df.set(f, (df.get(f) ?? 0) + 1);
  const vocabulary = [...df.entries()]
    .filter(([, n]) => n >= minDocs)
    .map(([f]) => f)
    .sort();
  const index = new Map<string, number>();
  vocabulary.forEach((f, i) => index.set(f, i));
  const rows = featureLists.map((list) => {
    const ids: number[] = [];
    for (const f of list) {
      const i = index.get(f);
      if (i !== undefined) ids.push(i);
    }
    return Int32Array.from(ids);
  });
  return { vocabulary, index, rows };
}

/** One binary head: weights and bias minimising the class-weighted log loss plus the L2 penalty. */
function fitHead(rows: readonly Int32Array[], labels: readonly number[], dims: number, opt: FitOptions) {
  const n = rows.length;
  const positives = labels.reduce((a, b) => a + b, 0);
  // NB-LR (Wang and Manning 2012): each feature is scaled by its log-count ratio between the classes,
  // which helps a linear model on small text sets; the scale is folded into the weights at the end.
  const scale = new Float64Array(dims).fill(1);
  if (opt.nb) {
    const pc = new Float64Array(dims).fill(1);
    const nc = new Float64Array(dims).fill(1);
    rows.forEach((row, r) => {
      const target = labels[r] ? pc : nc;
      for (let k = 0; k < row.length; k++) target[row[k]!]! += 1;
    });
    let ps = 0;
    let ns = 0;
    for (let j = 0; j < dims; j++) {
      ps += pc[j]!;
      ns += nc[j]!;
    }
    for (let j = 0; j < dims; j++) scale[j] = Math.log(pc[j]! / ps / (nc[j]! / ns));
  }
  const wPos = positives ? n / (2 * positives) : 0;
  const wNeg = n - positives ? n / (2 * (n - positives)) : 0;
  const w = new Float64Array(dims);
  let b = 0;
  const m = new Float64Array(dims + 1);
  const v = new Float64Array(dims + 1);
  const g = new Float64Array(dims);
  const beta1 = 0.9;
  const beta2 = 0.999;
  for (let it = 1; it <= opt.iterations; it++) {
    g.fill(0);
    let gb = 0;
    for (let r = 0; r < n; r++) {
      const row = rows[r]!;
      let z = b;
      for (let k = 0; k < row.length; k++) z += w[row[k]!]! * scale[row[k]!]!;
      const p = 1 / (1 + Math.exp(-z));
      const y = labels[r]!;
      const d = (p - y) * (y ? wPos : wNeg);
      gb += d;
      for (let k = 0; k < row.length; k++) g[row[k]!]! += d * scale[row[k]!]!;
    }
    const lr = (opt.learningRate * Math.sqrt(1 - beta2 ** it)) / (1 - beta1 ** it);
    for (let j = 0; j <= dims; j++) {
      const grad = j === dims ? gb / n : g[j]! / n + opt.l2 * w[j]!;
      m[j] = beta1 * m[j]! + (1 - beta1) * grad;
      v[j] = beta2 * v[j]! + (1 - beta2) * grad * grad;
      const step = (lr * m[j]!) / (Math.sqrt(v[j]!) + 1e-8);
      if (j === dims) b -= step;
      else w[j]! -= step;
    }
  }
  for (let j = 0; j < dims; j++) w[j] = w[j]! * scale[j]!;
  return { weights: w, bias: b };
}

export interface Fitted {
  model: Model;
  vocabulary: string[];
}

/** The decision of a model before chooseDecision has looked at its out-of-fold scores. */
export const UNDECIDED: Decision = { concern: 0.5, crisis: 0.5, riskForCrisis: 1, crisisWithRisk: 1 };

/** Fits both heads on the examples. Its decision is UNDECIDED; chooseDecision sets it. */
export function fit(examples: readonly Example[], opt: FitOptions = DEFAULT_FIT): Fitted {
  const enc = encode(
    examples.map((e) => {
      const n = normalize(e.text);
      return featuresOf(n.text, opt.stackRules ? ruleFeatures(screenRulesNormalized(n.text, n.slang)) : []);
    }),
    opt.minDocs,
  );
  const dims = enc.vocabulary.length;
  const risk = fitHead(
    enc.rows,
    examples.map((e) => (e.risk === 'none' ? 0 : 1)),
    dims,
    opt,
  );
  const crisis = fitHead(
    enc.rows,
    examples.map((e) => (e.risk === 'crisis' ? 1 : 0)),
    dims,
    opt,
  );
  const head = (h: { weights: Float64Array; bias: number }) => ({
    bias: round(h.bias),
    weights: Float32Array.from(h.weights, round),
  });
  return {
    model: buildModel(enc.index, head(risk), head(crisis), opt.stackRules, UNDECIDED),
    vocabulary: enc.vocabulary,
  };
}

const round = (x: number) => Math.round(x * 1e4) / 1e4;

/** The weights file for a fitted model; features whose two weights both round to 0 are left out. */
export function toModelFile(fitted: Fitted, trainedOn: ModelFile['trainedOn']): ModelFile {
  const keep: number[] = [];
  fitted.vocabulary.forEach((_, i) => {
    if (fitted.model.risk.weights[i] !== 0 || fitted.model.crisis.weights[i] !== 0) keep.push(i);
  });
  return {
    format: 'forget-me-not-safety-lr/1',
    trainedOn,
    stacksRules: fitted.model.stacksRules,
    features: keep.map((i) => fitted.vocabulary[i]!),
    risk: { bias: fitted.model.risk.bias, weights: keep.map((i) => fitted.model.risk.weights[i]!) },
    crisis: { bias: fitted.model.crisis.bias, weights: keep.map((i) => fitted.model.crisis.weights[i]!) },
    decision: fitted.model.decision,
  };
}

// -------------------------------------------------------------------------------------------------
// Cross-validation and thresholds
// -------------------------------------------------------------------------------------------------

/** A seeded generator (mulberry32), so folds are the same on every machine. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Fold number of each example: stratified by kind, so every fold holds every kind. */
export function assignFolds(examples: readonly Example[], k: number, seed = 20261123): number[] {
  const rand = seeded(seed);
  const byKind = new Map<string, number[]>();
  examples.forEach((e, i) => {
    const list = byKind.get(e.kind) ?? [];
    list.push(i);
    byKind.set(e.kind, list);
  });
  const folds = new Array<number>(examples.length).fill(0);
  let offset = 0;
  for (const kind of [...byKind.keys()].sort()) {
    const list = byKind.get(kind)!;
    for (let i = list.length - 1; i > 0; i--) {
      const j = Math.floor(rand() * (i + 1));
      [list[i], list[j]] = [list[j]!, list[i]!];
    }
    list.forEach((idx, i) => (folds[idx] = (i + offset) % k));
    offset += list.length;
  }
  return folds;
}

export interface Budgets {
  /**
   * Largest share of `none` messages the classifier may call crisis where the rules did not, out of
   * fold (the rules' own false crises are theirs to mend, and do not widen the classifier's).
   */
  noneToCrisis: number;
  /** Largest share of `none` messages it may give the check-in (concern), out of fold. */
  noneToConcern: number;
}

/**
 * The budgets the shipped decision is chosen under. The corpus's `none` messages are mostly hard
 * negatives (death words, means of the dead, suicide loss), so these rates are higher than on
 * ordinary conversation; the goal on the outside sets is a false crisis on at most 5 % of them.
 * 4 % rather than 3 % bought about 2 points of crisis recall out of fold (86.6 → 88.9 %) for 1 point
 * of false crisis. Since decision 053 the budget is the classifier's own (false crises the rules
 * already made are not counted), so that mending a rule's false alarm lowers the screen's false
 * alarms instead of handing the classifier room for more. With the floors (MIN_CRISIS …) it no longer binds:
 * out of fold the screen calls 3.5 % of the corpus's `none` lines a crisis, 1.5 % of the ordinary
 * lines of the held-out sets already read (`heldout_none`), and keeps 99.2 % of their crises.
 * The check-in budget is 16 % since decision 056 (12 % before): a check-in is a gentle question and
 * a link, never a hold, and the fresh sets showed concerns missed that a slightly readier check-in
 * catches (the threshold went from 0.25 to 0.15).
 */
export const DEFAULT_BUDGETS: Budgets = { noneToCrisis: 0.04, noneToConcern: 0.16 };

export interface Scored {
  risk: RiskLevel;
  /** The rules layer's level for the message. */
  rules: RiskLevel;
  pRisk: number;
  pCrisis: number;
}

const RANK: Record<RiskLevel, number> = { none: 0, concern: 1, crisis: 2 };
const LEVELS: RiskLevel[] = ['none', 'concern', 'crisis'];

/** The layered level of a scored example under a decision (as screen.ts combines the layers). */
export function layered(s: Scored, d: Decision): RiskLevel {
  const c = levelOf({ risk: s.pRisk, crisis: s.pCrisis }, d);
  return RANK[c] > RANK[s.rules] ? c : s.rules;
}

const steps = (from: number, to: number, by: number) =>
  Array.from({ length: Math.round((to - from) / by) + 1 }, (_, i) => Math.round((from + i * by) * 1000) / 1000);

/**
 * The decision that catches the most crisis messages (then the most concern messages) while the
 * layered screen's false alarms on `none` messages stay within the budgets, searched on a grid.
 */
/**
 * Floors under the decision's search (decision 053). The corpus's `none` lines are mostly hard
 * negatives with death words, on which the heads are rarely unsure; ordinary grief and ordinary plans
 * are fewer there, and a bold choice that spends the budget on the corpus calls them a crisis. Without
 * these floors the choice came to call a crisis whenever the risk head read 0.45 and the crisis head
 * 0.1 ("I keep thinking about my sister and how quiet everything is now": 0.88 and 0.30), or the
 * crisis head alone read 0.58 ("the plan is a train to Leeds to see my aunt": 0.74).
 * Decision 056 lowered the two floors of a crisis read on both heads (0.6 → 0.5 and 0.35 → 0.3): on
 * the fresh sets they cost no false crisis and caught five more crises in 560; out of fold, 0.6
 * points more false crises on the corpus's `none` lines. The first example above still reads 0.88 and
 * 0.29 (a check-in), the second 0.26 and 0.70 (none).
 */
const MIN_CRISIS = 0.79;
const MIN_RISK_FOR_CRISIS = 0.5;
const MIN_CRISIS_WITH_RISK = 0.3;

export function chooseDecision(scored: readonly Scored[], budgets: Budgets = DEFAULT_BUDGETS): Decision {
  const n = scored.length;
  const R = Float64Array.from(scored, (s) => s.pRisk);
  const C = Float64Array.from(scored, (s) => s.pCrisis);
  const rules = Uint8Array.from(scored, (s) => RANK[s.rules]);
  const y = Uint8Array.from(scored, (s) => RANK[s.risk]);
  const count = [0, 0, 0];
  for (let i = 0; i < n; i++) count[y[i]!]!++;
  let best: Decision = UNDECIDED;
  let bestScore = [-1, -1];
  for (const riskForCrisis of steps(MIN_RISK_FOR_CRISIS, 1, 0.05)) {
    for (const crisis of steps(MIN_CRISIS, 0.99, 0.03)) {
      for (const crisisWithRisk of steps(MIN_CRISIS_WITH_RISK, crisis, 0.05)) {
        // The crisis mask does not depend on the concern threshold: count it once.
        let crisisHits = 0;
        let noneCrisis = 0;
        const isCrisis = new Uint8Array(n);
        for (let i = 0; i < n; i++) {
          const c = C[i]! >= crisis || (R[i]! >= riskForCrisis && C[i]! >= crisisWithRisk) || rules[i] === 2;
          isCrisis[i] = c ? 1 : 0;
          if (c && y[i] === 2) crisisHits++;
          // The budget is the classifier's own: what the rules call a crisis is theirs (decision 053).
          if (c && y[i] === 0 && rules[i] !== 2) noneCrisis++;
        }
        if (noneCrisis > budgets.noneToCrisis * count[0]!) continue;
        if (crisisHits < bestScore[0]!) continue;
        // The lowest concern threshold within the check-in budget.
        for (const concern of steps(0.1, 0.95, 0.05)) {
          let noneConcern = 0;
          let concernHits = 0;
          for (let i = 0; i < n; i++) {
            if (isCrisis[i]) {
              if (y[i] === 1) concernHits++;
              continue;
            }
            const k = R[i]! >= concern || rules[i] === 1;
            if (k && y[i] === 0) noneConcern++;
            if (k && y[i] === 1) concernHits++;
          }
          if (noneConcern > budgets.noneToConcern * count[0]!) continue;
          if (crisisHits > bestScore[0]! || concernHits > bestScore[1]!) {
            best = { concern, crisis, riskForCrisis, crisisWithRisk };
            bestScore = [crisisHits, concernHits];
          }
          break;
        }
      }
    }
  }
  return best;
}

/** Counts of a layered screen's answers by the expected level: [expected][got]. */
export function confusion(scored: readonly Scored[], d: Decision): Record<RiskLevel, Record<RiskLevel, number>> {
  const out = Object.fromEntries(LEVELS.map((a) => [a, Object.fromEntries(LEVELS.map((b) => [b, 0]))])) as Record<
    RiskLevel,
    Record<RiskLevel, number>
  >;
  for (const s of scored) out[s.risk][layered(s, d)]++;
  return out;
}

/** Scores every example with a model fitted on the other folds (out-of-fold). */
export function outOfFold(
  examples: readonly Example[],
  folds: readonly number[],
  k: number,
  opt: FitOptions = DEFAULT_FIT,
): Scored[] {
  const out = new Array<Scored>(examples.length);
  for (let f = 0; f < k; f++) {
    const train = examples.filter((_, i) => folds[i] !== f);
    const { model } = fit(train, opt);
    examples.forEach((e, i) => {
      if (folds[i] !== f) return;
      const n = normalize(e.text);
      const rules = screenRulesNormalized(n.text, n.slang);
      const s = scoreNormalized(model, n.text, model.stacksRules ? ruleFeatures(rules) : []);
      out[i] = { risk: e.risk, rules: rules.risk, pRisk: s.risk, pCrisis: s.crisis };
    });
  }
  return out;
}
