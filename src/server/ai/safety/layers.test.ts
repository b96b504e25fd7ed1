/**
 * The layered screen (screen.ts): the classifier shipped is the one its corpus trains, training is
 * reproducible, each layer can only raise the level, a failing layer counts as concern, and no input
 * makes the screen throw. How well it generalises is measured by `npm run eval:safety`, not here.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  MODEL_PATH,
  modelFromFile,
  ruleFeatures,
  scoreByStrings,
  scoreNormalized,
  shippedModel,
  type ModelFile,
} from './classifier';
import { normalize } from './normalize';
import { screenRulesNormalized } from './rules';
import { combine, screenMessage, screenMessageWith } from './screen';
import { DEFAULT_FIT, corpusDigest, fit, loadCorpus, toModelFile } from './train';

const corpus = loadCorpus();

describe('the shipped classifier', () => {
  const file = JSON.parse(readFileSync(fileURLToPath(MODEL_PATH), 'utf8')) as ModelFile;

  it('was trained on the corpus as it is (run `npm run train:safety` after changing the corpus)', () => {
    expect(file.trainedOn.messages).toBe(corpus.length);
    expect(file.trainedOn.corpusSha256).toBe(corpusDigest(corpus));
  });

  it('has a corpus of at least 1,500 labelled messages over at least 15 kinds, every level well represented', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(1500);
    const kinds = new Set(corpus.map((e) => e.kind));
    expect(kinds.size).toBeGreaterThanOrEqual(15);
    for (const risk of ['none', 'concern', 'crisis'] as const)
      expect(corpus.filter((e) => e.risk === risk).length).toBeGreaterThan(400);
    // Every kind holds one level only, as the labelling guide (corpus/README.md) draws them.
    for (const kind of kinds)
      expect(new Set(corpus.filter((e) => e.kind === kind).map((e) => e.risk)).size, kind).toBe(1);
  });

  it('has a decision of probabilities between 0 and 1, and one weight per feature for each head', () => {
    for (const p of Object.values(file.decision)) {
      expect(p).toBeGreaterThan(0);
      expect(p).toBeLessThanOrEqual(1);
    }
    for (const head of [file.risk, file.crisis]) expect(head.weights).toHaveLength(file.features.length);
  });

  it('trains the same weights from the same messages (reproducible, no randomness left)', () => {
    const sample = corpus.filter((_, i) => i % 12 === 0);
    const opt = { ...DEFAULT_FIT, iterations: 30 };
    const a = toModelFile(fit(sample, opt), { messages: sample.length, corpusSha256: corpusDigest(sample) });
    const b = toModelFile(fit(sample, opt), { messages: sample.length, corpusSha256: corpusDigest(sample) });
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
    // And what it learnt points the right way on its own training messages.
    const model = modelFromFile(a);
    const mean = (risk: string) => {
      const xs = sample
        .filter((e) => e.risk === risk)
        .map((e) => {
          const n = normalize(e.text);
          return scoreNormalized(model, n.text, ruleFeatures(screenRulesNormalized(n.text, n.slang))).crisis;
        });
      return xs.reduce((x, y) => x + y, 0) / xs.length;
    };
    expect(mean('crisis')).toBeGreaterThan(mean('none') + 0.2);
  });
});

describe('the layers', () => {
  const model = shippedModel();

  it('the classifier can raise the rules, never lower them', () => {
    const scores = { risk: 0, crisis: 0 };
    expect(combine({ risk: 'crisis', reasons: ['plan'] }, scores, model)).toEqual({
      risk: 'crisis',
      reasons: ['plan'],
    });
    expect(combine({ risk: 'concern', reasons: ['hopelessness'] }, scores, model).risk).toBe('concern');
    expect(combine({ risk: 'none', reasons: [] }, { risk: 1, crisis: 1 }, model)).toEqual({
      risk: 'crisis',
      reasons: ['classifier'],
    });
    expect(combine({ risk: 'none', reasons: [] }, { risk: 1, crisis: 0 }, model)).toEqual({
      risk: 'concern',
      reasons: ['classifier'],
    });
    expect(combine({ risk: 'concern', reasons: ['history'] }, { risk: 1, crisis: 1 }, model)).toEqual({
      risk: 'crisis',
      reasons: ['history', 'classifier'],
    });
  });

  it('a layer that fails counts as concern, never none', () => {
    const boom = () => {
      throw new Error('broken layer');
    };
    const shipped = { normalize, rules: screenRulesNormalized, model: shippedModel };
    expect(screenMessageWith('I miss her so much', { ...shipped, model: boom })).toEqual({
      risk: 'concern',
      reasons: ['layer_failed'],
    });
    expect(screenMessageWith('I miss her so much', { ...shipped, rules: boom }).risk).toBe('concern');
    expect(screenMessageWith('I miss her so much', { ...shipped, normalize: boom })).toEqual({
      risk: 'concern',
      reasons: ['layer_failed'],
    });
    // A crisis found by the rules stays a crisis when the classifier fails.
    expect(screenMessageWith('I want to kill myself tonight', { ...shipped, model: boom }).risk).toBe('crisis');
  });

  it.each([
    ['empty', ''],
    ['only spaces', '   \n\t  '],
    ['emoji only', '💔😭🕯️🙏'],
    ['5,000 characters', 'I miss her every single day and the house is so quiet now. '.repeat(90).slice(0, 5000)],
    ['5,000 dense characters', 'want to die pills tonight bridge goodbye rope gun '.repeat(110).slice(0, 5000)],
    ['mixed languages', 'Mi mamá murió en marzo y je ne sais pas quoi faire, ich vermisse sie so sehr'],
    ['leetspeak', 'i w4nt t0 d13 2n1t3 n0 p01nt'],
    ['misspelt', 'i cant stpo cryin sinse the funerel, evrything is so hevy'],
    ['symbols and controls', '\u0000\u0007<script>alert(1)</script>\uFFFF\uD800'],
    ['right-to-left and combining marks', 'أفتقد أمي كثيرا e\u0301\u0301\u0301'],
  ])('screens %s without error, with a level and known reasons', (_label, text) => {
    const r = screenMessage(text);
    expect(['none', 'concern', 'crisis']).toContain(r.risk);
    expect(Array.isArray(r.reasons)).toBe(true);
    if (r.risk === 'none') expect(r.reasons).toEqual([]);
  });
});

describe('scoring by number', () => {
  it('gives the same scores as the feature strings it was trained on, for every corpus message', () => {
    const model = shippedModel();
    let worst = 0;
    for (const e of corpus) {
      const n = normalize(e.text);
      const extra = ruleFeatures(screenRulesNormalized(n.text, n.slang));
      const a = scoreNormalized(model, n.text, extra);
      const b = scoreByStrings(model, n.text, extra);
      worst = Math.max(worst, Math.abs(a.risk - b.risk), Math.abs(a.crisis - b.crisis));
    }
    expect(worst).toBeLessThan(1e-9);
  });
});
