/**
 * `npm run train:safety`: trains the crisis screen's classifier on src/server/ai/safety/corpus/ and
 * writes src/server/ai/safety/model/weights.json. Deterministic: run it twice, get the same file.
 *
 * 1. 5-fold cross-validation (folds stratified by kind, fixed seed) gives out-of-fold scores;
 * 2. the decision (how the two probabilities become a level) is the one that catches the most crisis,
 *    then concern, messages while the layered screen's false alarms on `none` messages stay within
 *    the budgets of train.ts;
 * 3. the model is fitted on the whole corpus and written with that decision.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { MODEL_PATH } from '../../src/server/ai/safety/classifier';
import {
  DEFAULT_BUDGETS,
  assignFolds,
  chooseDecision,
  confusion,
  corpusDigest,
  fit,
  loadCorpus,
  outOfFold,
  toModelFile,
} from '../../src/server/ai/safety/train';

const K = 5;
const started = Date.now();
const examples = loadCorpus();
const folds = assignFolds(examples, K);
const oof = outOfFold(examples, folds, K);
const decision = chooseDecision(oof, DEFAULT_BUDGETS);
const fitted = fit(examples);
fitted.model.decision = decision;
const file = toModelFile(fitted, { messages: examples.length, corpusSha256: corpusDigest(examples) });
writeFileSync(fileURLToPath(MODEL_PATH), `${JSON.stringify(file)}\n`);
const m = confusion(oof, decision);
const pct = (a: number, b: number) => `${((100 * a) / b).toFixed(1)} %`;
const total = (r: 'none' | 'concern' | 'crisis') => m[r].none + m[r].concern + m[r].crisis;
console.log(
  `trained on ${examples.length} messages: ${file.features.length} features, ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
console.log(`decision: ${JSON.stringify(decision)}`);
console.log(
  `out of fold, layered: crisis caught ${pct(m.crisis.crisis, total('crisis'))}, concern caught ${pct(m.concern.concern + m.concern.crisis, total('concern'))}, none called crisis ${pct(m.none.crisis, total('none'))}, none given the check-in ${pct(m.none.concern, total('none'))}`,
);
