/**
 * A gentle, explainable reading of how the person's words sound lately, shown as "Stage: …" in
 * gentle words (GRIEF_STAGE_LABELS) with the reminder that grief does not move through fixed stages
 * in order. Our own code, the same for every provider: phrases typical of each of the five classic
 * stages are counted in the person's messages, newer messages weigh more (each older message counts
 * 0.6 times the one after it), and the mood they chose adds a little. Nothing here is a diagnosis.
 *
 * It says nothing until there is enough to go on: at least MIN_MESSAGES messages from the person,
 * a reading of at least MIN_SCORE (two signs, in one message or across recent ones), and a clear lead over the
 * next stage. One sad message is not "depression".
 */
import type { Mood } from '@shared/constants';
import { GRIEF_STAGES, type GriefStage } from '@shared/schemas/companion';

export interface StageMessage {
  role: 'user' | 'assistant';
  content: string;
}

/** Messages from the person before any reading is shown. */
export const MIN_MESSAGES = 3;
/** The weighted score the leading stage needs. */
export const MIN_SCORE = 2.25;
/** How far the leading stage must be ahead of the next one. */
const MIN_LEAD = 1;

/** How much each older message counts compared with the one after it. */
const RECENCY = 0.6;
/** Only the latest messages are read. */
const WINDOW = 12;
/** What the chosen mood adds to the newest message's reading. */
const MOOD_WEIGHT: Record<Mood, Partial<Record<GriefStage, number>>> = {
  sad: { depression: 1 },
  angry: { anger: 1.5 },
  overwhelmed: { depression: 0.6, denial: 0.4 },
  grateful: { acceptance: 1.5 },
  peaceful: { acceptance: 1.5 },
  hopeful: { acceptance: 1 },
};

/** A word not preceded by a negation ("not angry", "don't feel guilty"). */
const NOT = String.raw`(?<!(?:\bnot|\bnever|\bno longer|n't)\s)(?<!(?:\bnot|\bnever|n't)\s\w+\s)`;
const re = (source: string) => new RegExp(`${NOT}\\b(?:${source})\\b`, 'i');

/** [pattern, weight] for each stage; weights reflect how clearly a phrase points there. */
export const STAGE_SIGNS: Record<GriefStage, [RegExp, number][]> = {
  denial: [
    [re(String.raw`can'?t believe|cannot believe|don'?t believe|can'?t be (true|real)|can'?t accept`), 2],
    [
      re(String.raw`unreal|surreal|not real|doesn'?t feel real|don'?t feel real|like a (dream|nightmare)|wake up from`),
      2,
    ],
    [
      re(
        String.raw`(expect|expecting|waiting for) (him|her|them) to|walk (in|through the door)|any minute|still set (his|her|their) place|still call (his|her|their)|pretend`,
      ),
      2,
    ],
    [re(String.raw`numb|numbness|in shock|shock|in a fog|autopilot|feel nothing|don'?t feel anything|denial`), 1.5],
  ],
  anger: [
    [re(String.raw`angry|anger|furious|fury|rage|raging|livid|pissed|mad (at|about|with)|so mad`), 2],
    [
      re(
        String.raw`unfair|not fair|how could (he|she|they|god|you)|why did (this|he|she|they|god)|why (him|her|them|me|us)`,
      ),
      1.5,
    ],
    [
      re(
        String.raw`blame (?!myself)\w+|their fault|(his|her|the hospital's|the doctors'?) fault|negligen\w*|resent\w*|bitter|hate (it|this|them|him|her|god|everyone|everything)`,
      ),
      1.5,
    ],
  ],
  bargaining: [
    [re(String.raw`if only|should have|should'?ve|shouldn'?t have|could have|could'?ve|if i had|if i'?d`), 2],
    [
      re(
        String.raw`what if|i'?d give anything|would give anything|trade places|take me instead|one more (day|chance|conversation)|bargain\w*|promise (god|to be)`,
      ),
      2,
    ],
    [re(String.raw`guilt|guilty|my fault|blame myself|regret\w*`), 1.5],
  ],
  depression: [
    [re(String.raw`empty|emptiness|hollow|alone|lonely|loneliness|no point|pointless|nothing matters|hopeless`), 1.5],
    [
      re(
        String.raw`can'?t get out of bed|can'?t get up|can'?t eat|can'?t sleep|don'?t want to do anything|no energy|exhausted`,
      ),
      1.5,
    ],
    [re(String.raw`crying|cry|cried|tears|sad|sadness|heartbroken|broken|devastated|dark|grey|gray`), 1],
    [re(String.raw`miss|missing|yearn\w*|long for|ache|aching`), 0.75],
  ],
  acceptance: [
    [re(String.raw`grateful|thankful|gratitude|cherish\w*|blessed|lucky to have`), 1.5],
    [
      re(
        String.raw`remember (him|her|them) with a smile|smile when i think|make me smile|made me smile|makes me smile|good memories|happy memories`,
      ),
      2,
    ],
    [
      re(
        String.raw`learning to live|living with it|at peace|peace|peaceful|healing|starting to heal|good days?|a bit better|little better|lighter|okay now|ok now`,
      ),
      1.5,
    ],
    [
      re(
        String.raw`carry (him|her|them) with me|(his|her|their) memory lives|honou?r (his|her|their) (memory|life)|celebrate (his|her|their) life|comfort in|accept\w*`,
      ),
      2,
    ],
  ],
};

/** The stage scores for one text (exported for tests and explanations). */
export function stageScores(text: string): Record<GriefStage, number> {
  const scores = { denial: 0, anger: 0, bargaining: 0, depression: 0, acceptance: 0 };
  for (const stage of GRIEF_STAGES) {
    for (const [pattern, weight] of STAGE_SIGNS[stage]) if (pattern.test(text)) scores[stage] += weight;
  }
  // "I can't accept it" is denial, not acceptance.
  if (/\b(can'?t|cannot|won'?t|will never|refuse to) accept/i.test(text))
    scores.acceptance = Math.max(0, scores.acceptance - 2);
  return scores;
}

/**
 * The grief stage that the person's words sound closest to, from their messages (weighted toward
 * recent ones) and their mood, or null while there is not enough to go on. Ties go to the reading
 * of the newest message.
 */
export function estimateGriefStage(messages: readonly StageMessage[], mood?: Mood | null): GriefStage | null {
  const userTexts = messages
    .filter((m) => m.role === 'user')
    .map((m) => m.content.replace(/[\u2018\u2019]/g, "'"))
    .slice(-WINDOW);
  if (userTexts.length < MIN_MESSAGES) return null;
  const total: Record<GriefStage, number> = { denial: 0, anger: 0, bargaining: 0, depression: 0, acceptance: 0 };
  let newest: Record<GriefStage, number> | null = null;
  let weight = 1;
  for (let i = userTexts.length - 1; i >= 0; i--) {
    const scores = stageScores(userTexts[i]!);
    if (!newest) newest = scores;
    for (const stage of GRIEF_STAGES) total[stage] += scores[stage] * weight;
    weight *= RECENCY;
  }
  if (mood) for (const [stage, w] of Object.entries(MOOD_WEIGHT[mood]) as [GriefStage, number][]) total[stage] += w;

  const ranked = [...GRIEF_STAGES].sort((a, b) => total[b] - total[a] || (newest?.[b] ?? 0) - (newest?.[a] ?? 0));
  const best = ranked[0]!;
  const lead = total[best] - total[ranked[1]!];
  return total[best] >= MIN_SCORE && lead >= MIN_LEAD ? best : null;
}
