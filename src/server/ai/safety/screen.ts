/**
 * The crisis-safety screen: what every user message and every model reply goes through, whatever
 * the provider. Layers, each able to raise the level and none able to lower a rule's crisis:
 *
 * 1. rules (rules.ts, patterns.ts): hand-written readings of clinical warning signs (C-SSRS ideation,
 *    intent, plan and behaviour; means, timing, goodbyes, burden), who they are about, negation,
 *    past tense, a survivor telling of a death;
 * 2. a statistical classifier (classifier.ts): logistic regression on word and character n-grams,
 *    trained offline on the labelled corpus in corpus/ (`npm run train:safety`);
 * 3. the conversation (conversation.ts): earlier messages and the companion's last question;
 * 4. with an OpenAI-compatible model configured, the model's own judgement of risk (model-judge.ts,
 *    awaited in safe-reply.ts before any reply is shown).
 *
 * `risk` is `none`, `concern` (a direct, gentle check-in is added to the reply) or `crisis` (the
 * fixed crisis response replaces any model reply). The screen never throws: a layer that fails
 * counts as `concern`, never `none`. Reasons are short codes; the user's words are never echoed.
 */
import type { RiskLevel } from '@shared/schemas/companion';
import { levelOf, ruleFeatures, scoreNormalized, shippedModel, type Model, type Scores } from './classifier';
import { screenConversationWith, type ConversationMessage } from './conversation';
import { normalize } from './normalize';
import { screenRulesNormalized, type ScreenResult } from './rules';

export type { ScreenResult } from './rules';
export { screenModelOutput, type OutputScreenResult, type ScreenPersona } from './output';

const RANK: Record<RiskLevel, number> = { none: 0, concern: 1, crisis: 2 };

/** The higher of two levels. */
export const maxRisk = (a: RiskLevel, b: RiskLevel): RiskLevel => (RANK[a] >= RANK[b] ? a : b);

/** What the classifier's scores add to the rules' verdict. */
export function combine(
  rules: ScreenResult,
  scores: Scores | null,
  model: Pick<Model, 'decision'> | null,
): ScreenResult {
  if (!scores || !model) return rules;
  const level = levelOf(scores, model.decision);
  if (RANK[level] <= RANK[rules.risk]) return rules;
  return { risk: level, reasons: [...rules.reasons, 'classifier'] };
}

const failed = (): ScreenResult => ({ risk: 'concern', reasons: ['layer_failed'] });

/** The layers of the one-message screen; tests replace them to prove a failing layer fails safe. */
export interface Layers {
  normalize: typeof normalize;
  rules: typeof screenRulesNormalized;
  model: () => Model;
}

const SHIPPED: Layers = { normalize, rules: screenRulesNormalized, model: shippedModel };

/** Rates one user message with the given layers. Never throws: a failing layer counts as concern. */
export function screenMessageWith(text: string, layers: Layers): ScreenResult {
  if (typeof text !== 'string') return { risk: 'concern', reasons: ['unreadable_input'] };
  let normalized: { text: string; slang: boolean };
  try {
    normalized = layers.normalize(text);
  } catch {
    return failed();
  }
  let rules: ScreenResult;
  try {
    rules = layers.rules(normalized.text, normalized.slang);
  } catch {
    rules = failed();
  }
  let model: Model;
  let scores: Scores;
  try {
    model = layers.model();
    scores = scoreNormalized(model, normalized.text, model.stacksRules ? ruleFeatures(rules) : []);
  } catch {
    return { risk: maxRisk(rules.risk, 'concern'), reasons: [...new Set([...rules.reasons, 'layer_failed'])] };
  }
  return combine(rules, scores, model);
}

/** Rates one user message with the rules and the classifier. Never throws. */
export function screenMessage(text: string): ScreenResult {
  return screenMessageWith(text, SHIPPED);
}

/** The longest piece of a long text the screen reads at once: a few sentences, like a message. */
export const WRITING_PIECE_CHARS = 600;

/**
 * A long text (a journal entry, up to 50,000 characters) in message-sized pieces: paragraphs,
 * joined while they fit in WRITING_PIECE_CHARS; a longer paragraph by its sentences; a longer
 * sentence cut at a space. The classifier reads a message's words as a whole, so a sentence of
 * despair in pages of memories would be lost in one reading.
 */
export function writingPieces(text: string): string[] {
  const pieces: string[] = [];
  let current = '';
  const add = (part: string) => {
    if (current && current.length + 1 + part.length > WRITING_PIECE_CHARS) {
      pieces.push(current);
      current = '';
    }
    current = current ? `${current}\n${part}` : part;
  };
  for (const paragraph of text.split(/\n\s*\n|\r?\n/)) {
    const p = paragraph.trim();
    if (!p) continue;
    if (p.length <= WRITING_PIECE_CHARS) {
      add(p);
      continue;
    }
    for (const sentence of p.split(/(?<=[.!?…])\s+/)) {
      let rest = sentence;
      while (rest.length > WRITING_PIECE_CHARS) {
        const cut = rest.lastIndexOf(' ', WRITING_PIECE_CHARS);
        const at = cut > WRITING_PIECE_CHARS / 2 ? cut : WRITING_PIECE_CHARS;
        add(rest.slice(0, at));
        rest = rest.slice(at).trimStart();
      }
      if (rest) add(rest);
    }
  }
  if (current) pieces.push(current);
  return pieces;
}

/**
 * Rates a long piece of the person's own writing (decision 043): each message-sized piece through
 * the one-message screen, the highest level wins. Never throws.
 */
export function screenWriting(text: string): ScreenResult {
  try {
    const pieces = writingPieces(text);
    if (pieces.length <= 1) return screenMessage(pieces[0] ?? text);
    let worst: ScreenResult = { risk: 'none', reasons: [] };
    for (const piece of pieces) {
      const result = screenMessage(piece);
      if (RANK[result.risk] > RANK[worst.risk]) worst = result;
      if (worst.risk === 'crisis') break;
    }
    return worst;
  } catch {
    return failed();
  }
}

/** Rates the newest user message of a conversation, read with what came before it. Never throws. */
export function screenConversation(messages: ConversationMessage[]): ScreenResult {
  try {
    return screenConversationWith(messages, screenMessage);
  } catch {
    return failed();
  }
}
