/**
 * The crisis-safety screen: a rule-based reading of a message for suicide and self-harm risk.
 * No model, nothing downloaded; a 5,000-character message screens in well under a millisecond.
 *
 * - `screenMessage` rates one user message `none`, `concern` (a gentle, direct check-in is added to
 *   the reply) or `crisis` (the fixed crisis response replaces any model reply).
 * - `screenConversation` rates the newest user turn with a little context: an answer to the
 *   check-in question, or a vague reply right after a worrying message.
 * - `screenModelOutput` refuses a model reply before the user sees it: method details, encouragement
 *   of self-harm, and, for the memorial persona, invitations to join the dead or claims to be alive.
 *
 * How a message is read:
 * 1. `normalize` (normalize.ts) folds case, Unicode, apostrophes, chat spellings, misspellings, leet
 *    and slang into plain words with clause marks.
 * 2. Every rule in patterns.ts whose anchor words occur in a sentence runs its regular expression
 *    on that sentence (crisis-level rules first; once a message is a crisis, concern-only rules stop).
 * 3. Each match is judged in its clause: who it is about (the writer; a named someone else; people in
 *    general), whether it is negated ("I would never …"), in the past ("I used to …"), inside a
 *    quotation, or a survivor telling of someone's finished death ("he killed himself in 2019").
 *    Crisis about the writer stays crisis; in the past it becomes concern; negated it is dropped.
 *    About someone else: present danger is crisis (or concern for a worry or ongoing self-harm);
 *    a death already happened is nothing to flag; a general remark about people is concern.
 * 4. The message's level is the highest surviving level; two or more different warning signs that
 *    are each only a concern together make a crisis (`combined_risk`).
 * Reasons are short machine codes; the user's words are never echoed.
 */
import type { RiskLevel } from '@shared/schemas/companion';
import { normalize } from './normalize';
import {
  COMPLETED_THIRD,
  FIRST_WORDS,
  GENERIC_WORDS,
  HISTORICAL,
  PRESENT_THIRD,
  RECENT,
  REL_RE,
  RULES,
  SECOND_WORDS,
  THIRD_WORDS,
  WORRY,
  type Level,
  type Reason,
  type Rule,
} from './patterns';

export interface ScreenResult {
  risk: RiskLevel;
  reasons: string[];
}

export interface OutputScreenResult {
  safe: boolean;
  reasons: string[];
}

export type ScreenPersona = 'companion' | 'memorial' | 'peer-support' | 'moderator' | 'legacy-letter';


interface Finding {
  level: Level;
  reason: Reason;
}

type Person = 'first' | 'second' | 'third' | 'generic';

const NEG_TAIL =
  /\b(?:not|never|dont|didnt|doesnt|wont|wouldnt|shouldnt|isnt|arent|wasnt|no longer|no intention (?:of|to)|no plans? (?:to|of)|no desire to|nothing to do with|nor)((?: [a-z]+){0,3}) $/;
const NEG_BREAKERS =
  /\b(?:know|why|if|how|whether|care|understand|mind|remember|get|see|thought|imagined|expected|knew|realized|realised|understood|believe|sure|tell|say|matter|who|what|that)\b/;
const DOUBLE_NEG =
  /\b(?:cant promise|cant guarantee|cant say|not sure|dont know if|unsure|no guarantee|not certain|doubt|why|what if|scared|afraid|worried|unless)\b/;
const PAST_FIRST = /(?<!\b(?:wish|wished|wishing|if|as if|like|though) (?:i |it )?)\b(?:wanted|was|were|felt|wished|considered|contemplated|thought (?:about|of)|used to)\b/;
const ATTEMPT_WORDS = /\b(?:tried|attempted|attempt|took|taken|swallowed|downed|overdosed)\b/;
const REPORTED_INTENT = /\b(?:was|were) (?:going to|gonna|about to|planning to)\b|\bwould (?:kill|end|do it)\b/;
/** Someone is in danger now: "there's blood everywhere", "she won't wake up". */
const IMMINENT =
  /\b(?:what (?:do|should|can) i do|help me|blood everywhere|bleeding|unconscious|unresponsive|not breathing|isnt breathing|stopped breathing|turning blue|wont wake|cant wake|isnt waking|not waking|passed out|ambulance|911|999|112|000|emergency room|right now|just now|minutes ago|an hour ago|hours ago|not answering|wont answer|cant reach|on the way to (?:the )?hospital)\b/;
const ASKED_IF = /\b(?:asked|asks|asking|ask|wondered|wonders|checked|checking|check|questioned) (?:me |us )?(?:if|whether) $/;
const DENIED = /\b(?:said no|say no|told (?:her|him|them|her|my \w+) no|denied|i dont|im not|of course not|no way)\b/;
const GRIEF_EXERCISE =
  /\b(?:therapist|counsell?or|grief (?:group|counsell?or|coach|workbook|exercise)|support group|suggested|exercise|read (?:it )?at (?:the|his|her)|at (?:the|his|her) (?:grave|funeral|memorial|service)|for (?:the|his|her) (?:funeral|memorial|service|grave)|to (?:my|his|her) (?:late|dead)|unsent letter|letter to (?:my )?(?:late|dead))\b/;
const FOUND_THEIRS =
  /\b(?:found|saw|read|went through|looked at|checked|discovered) (?:his|her|their|my \w+s) (?:search history|browser history|browser|phone|notes?|diary|journal|laptop|computer|searches|texts|messages|letters?|emails)\b/;
/** Words that show the person one wants to be with is alive. */
const ALIVE_CUE =
  /(?<!\bwhere(?:ver)? )\b(?:shes|hes|theyre|she is|he is|they are|she needs|he needs|she has|he has|she lives|he lives|her house|his house|their house|their place|her place|his place|visit|visiting|for dinner|for lunch|for coffee|in (?:the )?hospital|at the hospital|birthday party|this weekend|on holiday|on vacation)\b/;
const TIMED_REASONS = new Set<Reason>(['passive_ideation', 'reunion']);
const SOON = /\b(?:tonight|right now|this weekend|by morning|before morning|in an hour|within the hour)\b/;
/** A date set for a reunion with the dead ("after the funeral i'm going to be with her"). */
const REUNION_WHEN =
  /\b(?:soon|tomorrow|this (?:week|friday|saturday|sunday|monday|tuesday|wednesday|thursday)|next (?:week|month)|on (?:friday|saturday|sunday|monday|tuesday|wednesday|thursday)|after (?:the|his|her|their|my) (?:funeral|service|anniversary|birthday|memorial|wake)|on (?:his|her|their|our|my) (?:birthday|anniversary)|on the anniversary|before (?:christmas|the funeral|the anniversary|(?:his|her|their) (?:birthday|anniversary)))\b/;
/** A third person told in the past tense. */
const PAST_THIRD =
  /\b(?:was|were|had|did|wanted|tried|took|taken|killed|died|said|told|texted|messaged|used to|attempted|overdosed|jumped|cut|hanged|hung|shot|threatened|talked|wrote|swallowed|left|ended|drowned|passed|felt|seemed|thought|planned)\b/;
const SPEECH = /\b(?:said|says|say|saying|told|tells|texted|texts|messaged|wrote|writes|posted|typed|called|screamed|yelled|whispered|kept saying|keeps saying)\b/;

const RANK: Record<RiskLevel, number> = { none: 0, concern: 1, crisis: 2 };

const DETERMINERS = new Set(['my', 'his', 'her', 'our', 'their', 'the', 'your', 'a']);
const PREPOSITIONS = new Set(['without', 'with', 'for', 'to', 'about', 'of', 'from', 'at', 'by', 'miss', 'love', 'lost', 'after', 'like', 'than', 'since', 'and', 'see', 'hold', 'hug', 'join', 'where', 'beside', 'near', 'behind', 'unlike', 'toward', 'towards', 'into', 'on', 'in']);
/** Pronouns that are never a subject. */
const OBJECT_ONLY = new Set(['him', 'them', 'himself', 'herself', 'themselves', 'themself', 'his', 'their']);

/** The subject a clause is about: scans the words before the match from right to left. */
function personOf(prefix: string, match: string): Person | null {
  // The match's own first word counts first ("i just overdosed", "he wants …"); then the clause,
  // nearest word first. Only the last dozen words matter.
  const sp = match.indexOf(' ');
  const order = [sp < 0 ? match : match.slice(0, sp)];
  let end = prefix.length;
  while (order.length < 14 && end > 0) {
    while (end > 0 && prefix.charCodeAt(end - 1) === 32) end--;
    if (end === 0) break;
    const start = prefix.lastIndexOf(' ', end - 1) + 1;
    order.push(prefix.slice(start, end));
    end = start;
  }
  for (let i = 0; i < order.length; i++) {
    const w = order[i]!;
    if (!w) continue;
    if (FIRST_WORDS.has(w)) return 'first';
    if (SECOND_WORDS.has(w)) return 'second';
    const third = THIRD_WORDS.has(w) || REL_RE.test(w);
    const generic = !third && GENERIC_WORDS.has(w);
    if (!third && !generic) continue;
    // "life without him", "since my mom …": a person after a preposition is not the subject.
    let j = i + 1;
    if (DETERMINERS.has(order[j] ?? '')) j++;
    if (PREPOSITIONS.has(order[j] ?? '') || OBJECT_ONLY.has(w)) continue;
    return third ? 'third' : 'generic';
  }
  return null;
}

function personOfWho(who: string | undefined): Person | null {
  if (!who) return null;
  if (who === 'myself' || who === 'my' || who === 'ourselves' || who === 'our') return 'first';
  if (who === 'yourself' || who === 'your') return 'second';
  return 'third';
}

function whoOf(m: RegExpExecArray): string | undefined {
  if (!m.groups) return undefined;
  for (const v of Object.values(m.groups)) if (v) return v;
  return undefined;
}

/** How far before a match the screen looks for its clause and sentence (keeps every match O(1)). */
const WINDOW = 240;

/** The offset just after the last of `marks` before `at`, looking back at most WINDOW characters. */
function lastBoundary(t: string, at: number, marks: readonly string[]): number {
  const lo = Math.max(0, at - WINDOW);
  const win = t.slice(lo, at + 1);
  let best = -1;
  for (const mark of marks) {
    const i = win.lastIndexOf(mark);
    if (i >= 0 && i + mark.length > best && lo + i + mark.length <= at) best = i + mark.length;
  }
  return best < 0 ? lo : lo + best;
}

const SENTENCE_MARKS = [' . '];
const CLAUSE_MARKS = [' . ', ' , ', ' " ', ' but ', ' though ', ' although ', ' however ', ' and yet '];

interface Match {
  /** Absolute offset in the normalized text. */
  at: number;
  text: string;
  who: string | undefined;
}

interface Context {
  t: string;
  /** Offsets of the quotation marks. */
  quotes: number[];
  /** Whether the message tells of a death (lazily computed). */
  deceased?: boolean;
}

function judge(rule: Rule, m: Match, ctx: Context): Finding | null {
  const { t } = ctx;
  const at = m.at;
  const sentStart = lastBoundary(t, at, SENTENCE_MARKS);
  const after = t.slice(at + m.text.length, at + m.text.length + WINDOW);
  const endRel = after.indexOf(' . ');
  const sentEnd = endRel < 0 ? Math.min(t.length, at + m.text.length + WINDOW) : at + m.text.length + endRel;
  const sentence = t.slice(sentStart, sentEnd);
  const clauseStart = lastBoundary(t, at, CLAUSE_MARKS);
  const prefix = t.slice(clauseStart, at);

  // Quotation: who is speaking?
  let quoted = false;
  let quoteSpeaker: Person | null = null;
  let quotePresent = false;
  {
    let n = 0;
    for (const q of ctx.quotes) {
      if (q >= at) break;
      n++;
    }
    if (n % 2 === 1) {
      quoted = true;
      const open = t.lastIndexOf('"', at);
      const before = t.slice(lastBoundary(t, open, SENTENCE_MARKS), open);
      if (SPEECH.test(before) || /\b(?:note|letter|text|message|diary|journal)\b/.test(before)) {
        const words = before.trim().split(' ');
        for (let i = words.length - 1; i >= 0; i--) {
          const w = words[i]!;
          if (FIRST_WORDS.has(w)) {
            quoteSpeaker = 'first';
            break;
          }
          if (THIRD_WORDS.has(w) || REL_RE.test(w)) {
            quoteSpeaker = 'third';
            break;
          }
          if (GENERIC_WORDS.has(w) || SECOND_WORDS.has(w)) {
            quoteSpeaker = 'generic';
            break;
          }
        }
        if (/\b(?:note|letter|diary|journal)\b/.test(before) && quoteSpeaker === null) quoteSpeaker = 'third';
        quotePresent = /\b(?:says|keeps saying|texts|tells|writes|just (?:said|texted|told|messaged|wrote|posted|called))\b/.test(before);
      }
    }
  }

  let person: Person;
  if (quoted) {
    if (quoteSpeaker === null) return { level: 'concern', reason: 'quoted' };
    person = quoteSpeaker;
  } else if (rule.self) {
    person = 'first';
    // "I found his search history: how to tie a noose": what the writer found, not what they plan.
    if (rule.level === 'crisis' && FOUND_THEIRS.test(t.slice(Math.max(0, at - WINDOW), at))) return { level: 'concern', reason: rule.reason };
  } else {
    const subject = personOf(prefix, m.text);
    const reflexive = personOfWho(m.who);
    // "Why do people kill themselves": people in general, whatever the pronoun.
    person = (reflexive === 'third' && subject === 'generic' ? 'generic' : reflexive) ?? subject ?? 'first';
  }

  if (person === 'first') {
    // "A goodbye letter to my dad, my therapist suggested it": a grief exercise, not a farewell.
    if (rule.reason === 'goodbye' && GRIEF_EXERCISE.test(t)) return null;
    // "My therapist asked if I was suicidal and I said no": someone else's question, answered.
    if (ASKED_IF.test(prefix)) {
      return DENIED.test(sentence.slice(at - sentStart + m.text.length)) ? null : { level: 'concern', reason: 'quoted' };
    }
    if (rule.negatable !== false) {
      const neg = NEG_TAIL.exec(prefix.endsWith(' ') ? prefix : `${prefix} `);
      if (neg && !NEG_BREAKERS.test(neg[1] ?? '') && !DOUBLE_NEG.test(prefix)) return null;
    }
    if (rule.level === 'crisis' && rule.historical !== false && !RECENT.test(sentence)) {
      const matchAndBefore = `${prefix}${m.text}`;
      if (HISTORICAL.test(sentence) || (PAST_FIRST.test(matchAndBefore) && !ATTEMPT_WORDS.test(m.text))) {
        return { level: 'concern', reason: 'history' };
      }
    }
    // "I'm going to be with my mum tonight, she's struggling too": the person is alive.
    if (rule.reason === 'reunion' && ALIVE_CUE.test(sentence)) return null;
    // A wish to die or be reunited with a time on it ("… tonight") is a plan.
    if (rule.level === 'concern' && TIMED_REASONS.has(rule.reason) && (SOON.test(sentence) || (rule.reason === 'reunion' && REUNION_WHEN.test(sentence)))) return { level: 'crisis', reason: 'timing' };
    return { level: rule.level, reason: rule.reason };
  }

  if (person === 'second' || person === 'generic') {
    // "Do you ever want to die?", "why do people kill themselves": a topic, worth a check-in.
    if (rule.id === 'kys_other' || rule.id === 'kys_self') return { level: 'concern', reason: 'slang' };
    return rule.third || rule.level === 'crisis' ? { level: 'concern', reason: rule.reason } : null;
  }

  // Someone else.
  if (!rule.third) return null;
  const near = t.slice(Math.max(clauseStart, at - 60), at + m.text.length);
  const present = quoted
    ? quotePresent
    : (PRESENT_THIRD.test(near) || !PAST_THIRD.test(near)) && !/\b(?:was|were|had been)\b/.test(t.slice(Math.max(clauseStart, at - 60), at));
  if (WORRY.test(t.slice(sentStart, at + m.text.length))) return { level: 'concern', reason: 'third_party_risk' };
  if (present) {
    if (IMMINENT.test(sentence)) return { level: 'crisis', reason: 'third_party_risk' };
    return { level: rule.thirdLevel ?? rule.level, reason: 'third_party_risk' };
  }
  // Told in the past: a death that already happened is grief, not a present danger.
  ctx.deceased ??= COMPLETED_THIRD.test(t);
  // "She had stockpiled her pills for months": background to a story, not news.
  if (/\bhad (?:\w+ )?(?:been |already )?(?:\w+ed|taken|written|given|tried|hidden|bought|stolen|cut|begun)\b/.test(near)) return null;
  if (rule.completed || ctx.deceased || HISTORICAL.test(sentence) || /\bonce\b/.test(sentence)) return null;
  if (IMMINENT.test(sentence) || /\b(?:cut|slit|slashed) (?:his|her|their) (?:wrists?|throat)\b/.test(m.text)) {
    return { level: 'crisis', reason: 'third_party_risk' };
  }
  if (ATTEMPT_WORDS.test(m.text) || rule.reason === 'attempt' || rule.reason === 'goodbye' || rule.reason === 'means' || rule.reason === 'plan' || REPORTED_INTENT.test(near)) {
    return { level: 'crisis', reason: 'third_party_risk' };
  }
  if (SPEECH.test(t.slice(sentStart, at))) return { level: 'concern', reason: 'third_party_risk' };
  return null;
}

/** Warning signs about the writer that, two different ones together, make a crisis. */
const PASSIVE_REASONS = new Set<Reason>(['active_ideation', 'passive_ideation', 'reunion', 'hopelessness', 'burden', 'self_neglect', 'plan', 'self_harm', 'goodbye', 'timing', 'means']);

/** Word and two-word anchors → indices of the rules they unlock. */
const UNI = new Map<string, number[]>();
const BI = new Map<string, number[]>();
/** First word → second word → rules, for the two-word anchors (no string building per word). */
const BI_NEXT = new Map<string, Map<string, number[]>>();
RULES.forEach((rule, i) => {
  for (const a of rule.anchors) {
    const sp = a.indexOf(' ');
    const map = sp < 0 ? UNI : BI;
    const list = map.get(a);
    if (list) {
      if (!list.includes(i)) list.push(i);
    } else map.set(a, [i]);
  }
});
for (const [pair, list] of BI) {
  const [first, second] = pair.split(' ') as [string, string];
  let next = BI_NEXT.get(first);
  if (!next) BI_NEXT.set(first, (next = new Map()));
  next.set(second, list);
}

/** Crisis-level rules first: once a message is a crisis, concern-level rules cannot change it. */
const RUN_ORDER = RULES.map((_, i) => i).sort((a, b) => (RULES[a]!.level === RULES[b]!.level ? a - b : RULES[a]!.level === 'crisis' ? -1 : 1));

/** Runs the rules unlocked by a stretch of text, sentence by sentence. Exported for the anchor test. */
export function ruleMatches(
  t: string,
  onMatch: (rule: Rule, m: Match) => boolean | void,
  gate = true,
  skip?: (rule: Rule) => boolean,
): void {
  const n = RULES.length;
  // Per rule: the sentences (start, end offsets) whose words unlock it.
  const spans: number[][] = Array.from({ length: n }, () => []);
  const words = t.split(' ');
  let sentStart = 0;
  let pos = 0;
  const seen = new Uint8Array(n);
  const touched: number[] = [];
  const mark = (list: number[]) => {
    for (const r of list) {
      if (!seen[r]) {
        seen[r] = 1;
        touched.push(r);
      }
    }
  };
  const close = (end: number) => {
    if (!gate) {
      for (let r = 0; r < n; r++) spans[r]!.push(sentStart, end);
      return;
    }
    for (const r of touched) {
      spans[r]!.push(sentStart, end);
      seen[r] = 0;
    }
    touched.length = 0;
  };
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    if (w === '.') {
      close(Math.max(sentStart, pos - 1));
      sentStart = pos + 2;
    } else if (gate) {
      const u = UNI.get(w);
      if (u) mark(u);
      const next = BI_NEXT.get(w);
      if (next !== undefined && i + 1 < words.length) {
        const b = next.get(words[i + 1]!);
        if (b) mark(b);
      }
    }
    pos += w.length + 1;
  }
  if (sentStart <= t.length) close(t.length);

  for (const r of RUN_ORDER) {
    const list = spans[r]!;
    if (list.length === 0) continue;
    const rule = RULES[r]!;
    if (skip?.(rule)) continue;
    if (rule.scope === 'message') {
      execAll(rule, t, 0, onMatch);
    } else if (list.length >= 6 && !rule.perSentence) {
      // Unlocked in three or more sentences: one pass from the first to the last (no rule crosses " . ").
      const from = list[0]!;
      const to = list[list.length - 1]!;
      execAll(rule, t.slice(from, to), from, onMatch);
    } else {
      for (let k = 0; k < list.length; k += 2) {
        if (execAll(rule, t.slice(list[k]!, list[k + 1]!), list[k]!, onMatch)) break;
      }
    }
  }
}

/** Runs one rule over a text; true when the callback asked to stop this rule for the message. */
function execAll(rule: Rule, text: string, offset: number, onMatch: (rule: Rule, m: Match) => boolean | void): boolean {
  const re = rule.re;
  re.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text)) !== null) {
    if (m[0].length === 0) {
      re.lastIndex++;
      continue;
    }
    if (onMatch(rule, { at: offset + m.index, text: m[0], who: whoOf(m) })) return true;
  }
  return false;
}

/** After this many matches of one rule in one message the rule stops (pathological repetition). */
const MAX_MATCHES_PER_RULE = 40;

function screenNormalized(t: string, slang: boolean): ScreenResult {
  const findings: Finding[] = [];
  const quotes: number[] = [];
  for (let i = t.indexOf('"'); i >= 0; i = t.indexOf('"', i + 1)) quotes.push(i);
  const ctx: Context = { t, quotes };
  const seen = new Map<Rule, number>();
  let crisis = false;
  ruleMatches(t, (rule, m) => {
    const n = (seen.get(rule) ?? 0) + 1;
    seen.set(rule, n);
    const f = judge(rule, m, ctx);
    if (f) findings.push(f);
    if (f?.level === 'crisis') crisis = true;
    // Later matches of this rule cannot raise the level: stop it.
    return n >= MAX_MATCHES_PER_RULE || (f !== null && (f.level === 'crisis' || f.level === rule.level));
  }, true, (rule) => crisis && rule.level === 'concern' && !rule.third);
  let risk: RiskLevel = 'none';
  const reasons: string[] = [];
  for (const f of findings) {
    if (RANK[f.level] > RANK[risk]) risk = f.level;
  }
  // Crisis reasons first, then concern reasons.
  for (const level of ['crisis', 'concern'] as const) {
    for (const f of findings) if (f.level === level && !reasons.includes(f.reason)) reasons.push(f.reason);
  }
  if (risk === 'concern') {
    const distinct = new Set(findings.filter((f) => f.level === 'concern' && PASSIVE_REASONS.has(f.reason)).map((f) => f.reason));
    if (distinct.size >= 2) {
      risk = 'crisis';
      reasons.push('combined_risk');
    }
  }
  // A lone slang word for suicide ("sewer slide", "unalive") is the writer speaking of themself.
  if (slang && risk === 'concern' && t.split(' ').length <= 3 && findings.some((f) => f.reason === 'active_ideation')) risk = 'crisis';
  if (slang && risk !== 'none' && !reasons.includes('slang')) reasons.push('slang');
  return { risk, reasons };
}

/** Rates one user message. */
export function screenMessage(text: string): ScreenResult {
  if (typeof text !== 'string') return { risk: 'concern', reasons: ['unreadable_input'] };
  const { text: t, slang } = normalize(text);
  return screenNormalized(t, slang);
}

// -------------------------------------------------------------------------------------------------
// Conversation
// -------------------------------------------------------------------------------------------------

/** The assistant asked the direct check-in question (CONCERN_CHECK_IN or any similar wording). */
const CHECK_IN_QUESTION =
  /\b(?:thoughts? (?:of|about) (?:ending|taking) (?:your|ur) (?:own )?life|thoughts? of (?:suicide|killing (?:yourself|urself)|harming (?:yourself|urself)|hurting (?:yourself|urself)|self harm|dying|not wanting to (?:live|be alive|be here))|suicidal (?:thoughts|feelings)|(?:thinking|thought) (?:about|of) (?:suicide|killing (?:yourself|urself)|ending (?:your|ur) life|ending it|hurting (?:yourself|urself)|harming (?:yourself|urself)|taking (?:your|ur) (?:own )?life)|(?:are|do) you (?:feeling |feel )?suicidal|want(?:ing)? to (?:die|end (?:your|ur) life|kill (?:yourself|urself)|hurt (?:yourself|urself))|(?:do|have) you (?:have|made|got) a plan|thought about how you would)\b/;
/** The assistant asked whether the user is safe: here a "no" is the worrying answer. */
const SAFETY_QUESTION = /\b(?:are you safe|do you feel safe|are you somewhere safe|are you in (?:a )?safe place|are you in danger)\b/;

const AFFIRMATIVE =
  /^(?:yes|yeah|yea|yep|yup|ya|yah|ye|y|aye|sure|sometimes|often|always|constantly|every day|everyday|all the time|occasionally|at times|lately|recently|maybe|perhaps|possibly|probably|kind of|kinda|sort of|sorta|a little|a bit|a lot|i have|i do|i am|im|i guess|i think so|i suppose|not sure|unsure|i dont know|idk|dunno|honestly|truthfully|more than (?:i|id)|how did you know|mm+|mhm|uh huh|uh|um|hm+|well|if im honest|to be honest|i cant lie|i wont lie|right|true|correct|definitely|absolutely|of course|most days|some days|most nights|every night|on and off|now and then|now and again|here and there|once or twice|a few times|yes and no)\b/;
const NEGATIVE =
  /^(?:no|nope|nah|nay|never|not at all|not really|not like that|absolutely not|definitely not|of course not|god no|hell no|no way|not me|i dont|im not|i am not|i havent|i wouldnt|you misunderstood|you misunderstand|thats not what i (?:meant|mean|said)|i didnt mean|i meant|misunderstood|thats not it|not that)\b/;
const REASSURED = /\b(?:thank|thanks|thx|feel(?:ing)? (?:a bit |a little |much )?better|that helps|helped|i will (?:call|reach out|talk|text)|ill (?:call|reach out|talk|text)|i called|i reached out|talked to (?:my|a|someone)|im with (?:my|someone|a friend|family))\b/;

function plain(text: string): string {
  return normalize(text).text.replace(/ [.,"]/g, '').replace(/^[.,"] ?/, '').trim();
}

/**
 * Rates the newest user message in a conversation, with a little context:
 * - If the assistant's message just before it asked the check-in question ("are you having thoughts
 *   of ending your life?"), an affirmative or hedging answer ("yes", "sometimes", "I have", "maybe",
 *   "a little", "I don't know") is a crisis (`affirmed_check_in`). A "no" / "you misunderstood" is
 *   rated on its own words. Anything else is rated on its own words, at least concern.
 * - If the assistant asked "are you safe?", a "no" or "I don't know" is a crisis (`unsafe_answer`).
 * - Otherwise the newest message is rated on its own. If that gives `none`, the message is short and
 *   vague (12 words or fewer, no thanks or reassurance), and one of the user's previous three messages
 *   was a concern or crisis, it is raised to `concern` (`context`): "still the same", "tonight",
 *   "whatever" right after a worrying message deserve the check-in too.
 */
export function screenConversation(messages: { role: 'user' | 'assistant'; content: string }[]): ScreenResult {
  let last = -1;
  for (let i = messages.length - 1; i >= 0; i--) {
    if (messages[i]!.role === 'user') {
      last = i;
      break;
    }
  }
  if (last < 0) return { risk: 'none', reasons: [] };
  const text = messages[last]!.content ?? '';
  const own = screenMessage(text);
  const prev = last > 0 && messages[last - 1]!.role === 'assistant' ? normalize(messages[last - 1]!.content ?? '').text : '';
  const answer = plain(text);

  if (prev && CHECK_IN_QUESTION.test(prev)) {
    // A soft no ("not really") still deserves the gentle check-in.
    if (/^(?:not really|not exactly|not as such|i dont think so|probably not)\b/.test(answer)) {
      return own.risk === 'none' ? { risk: 'concern', reasons: ['context'] } : own;
    }
    if (NEGATIVE.test(answer) && !/^(?:i dont know|im not sure|not sure)\b/.test(answer)) return own;
    if (AFFIRMATIVE.test(answer) || /^(?:i dont know|im not sure)\b/.test(answer)) {
      return { risk: 'crisis', reasons: ['affirmed_check_in', ...own.reasons.filter((r) => r !== 'affirmed_check_in')] };
    }
    return own.risk === 'none' ? { risk: 'concern', reasons: ['context'] } : own;
  }
  if (prev && SAFETY_QUESTION.test(prev)) {
    if (NEGATIVE.test(answer) || /^(?:i dont know|idk|not sure|im not sure|dunno|maybe)\b/.test(answer)) {
      if (!/^(?:no (?:im|i am) (?:safe|fine|okay|ok))\b/.test(answer)) {
        return { risk: 'crisis', reasons: ['unsafe_answer', ...own.reasons] };
      }
    }
  }
  if (own.risk !== 'none') return own;

  const words = answer ? answer.split(' ').length : 0;
  if (words > 12 || REASSURED.test(answer)) return own;
  let userSeen = 0;
  for (let i = last - 1; i >= 0 && userSeen < 3; i--) {
    if (messages[i]!.role !== 'user') continue;
    userSeen++;
    if (screenMessage(messages[i]!.content ?? '').risk !== 'none') return { risk: 'concern', reasons: ['context'] };
  }
  return own;
}

// -------------------------------------------------------------------------------------------------
// Model output
// -------------------------------------------------------------------------------------------------

const REFUSAL =
  /\b(?:cant|cannot|wont|will not|not able to|unable to|not going to|dont|do not|never|refuse to|not something i can|not comfortable)\b[^.]{0,40}\b(?:tell|share|give|provide|help|discuss|describe|explain|offer|list|answer|talk about)\b|\bplease dont\b|\bi dont want you to\b/;
const SUBSTANCE =
  '(?:pills|tablets|capsules|tylenol|paracetamol|acetaminophen|ibuprofen|advil|aspirin|insulin|opioids?|oxycodone|fentanyl|morphine|heroin|benzodiazepines?|benzos|xanax|valium|barbiturates?|sleeping pills|antidepressants|amitriptyline|lithium|digoxin|cyanide|antifreeze|bleach|poison|medication|medicine|drugs|alcohol)';
const OUTPUT_RULES: { reason: string; re: RegExp; refusable: boolean; anchors: Set<string> }[] = [
  {
    reason: 'method_details',
    refusable: true,
    re: new RegExp(
      [
        `\\b(?:lethal|fatal|deadly|toxic|overdose) (?:dose|doses|amount|amounts|quantity|threshold|level)\\b(?:[^.]{0,40}\\b(?:is|are|would be|of|around|about|starts|begins)\\b|[^.]{0,40}\\d)`,
        `\\b\\d+(?:\\.\\d+)? ?(?:mg|milligrams?|g|grams?|ml|units|pills|tablets|capsules)\\b[^.]{0,80}\\b(?:lethal|fatal|deadly|kill|die|death|enough to|overdose|stop (?:your|the) heart)\\b`,
        `\\b(?:lethal|fatal|deadly|kill|enough to|overdose)\\b[^.]{0,60}\\b\\d+(?:\\.\\d+)? ?(?:mg|milligrams?|g|grams?|ml|units|pills|tablets|capsules)\\b`,
        `\\b(?:the )?(?:most|least|more|less) (?:painless|painful|effective|reliable|lethal|certain|peaceful) (?:way|ways|method|methods|means)\\b(?=[^.]{0,40}\\b(?:is|are|would be|include|to die|to end|of suicide|of dying)\\b)`,
        `\\b(?:quickest|fastest|easiest|surest|simplest|painless|best|most reliable) (?:way|ways|method|methods) (?:to|of) (?:die|kill (?:yourself|urself|oneself)|end (?:your|ur) life|commit suicide|suicide|overdose|hang)\\b(?=[^.]{0,40}\\b(?:is|are|would be|include)\\b)`,
        `\\b(?:tie|tying|make|making) (?:a )?(?:noose|ligature|slip knot)\\b`,
        `\\b(?:cut|cutting|slit|slash) (?:along|down|across|vertically|deeper|deep)\\b`,
        `\\b(?:cut|slit) (?:along|down|across)? ?(?:the |your |ur )?(?:wrists?|veins?|arteries|artery|throat|radial)\\b`,
        `\\b(?:take|taking|swallow|swallowing|mix|mixing|combine|combining|crush|crushing|inject|injecting|stockpile|stockpiling|save up|take all)(?: \\w+){0,3}? ${SUBSTANCE}\\b(?=[^.]{0,60}\\b(?:die|death|lethal|fatal|end (?:it|your life)|kill|overdose|never wake|not wake|stop breathing|enough)\\b)`,
        `\\b(?:jump|jumping) (?:from|off) (?:a |the )?(?:height|bridge|building|roof)\\b[^.]{0,40}\\b(?:at least|feet|metres|meters|stories|storeys|floors|high enough|survive)\\b`,
        `\\b(?:carbon monoxide|charcoal|exhaust|helium|nitrogen|plastic bag|exit bag)\\b[^.]{0,60}\\b(?:in (?:a|your) (?:car|garage|room)|seal|tape|tube|hose|bag over|suffocat|painless|die|death|lethal)\\b`,
        `\\bhow to (?:kill (?:yourself|urself|oneself)|commit suicide|end (?:your|ur) life|overdose|hang (?:yourself|urself)|cut (?:yourself|your wrists|deeper)|tie a noose|bleed out|self harm|hurt yourself)\\b`,
        `\\b(?:hide|hiding|cover|covering|conceal|concealing) (?:the |your |ur )?(?:cuts|scars|wounds|burns|self harm|bruises)\\b`,
        `\\b(?:step|steps) (?:\\d|one|two|three)\\b[^.]{0,60}\\b(?:noose|pills|overdose|rope|blade|razor|wrists?|bridge|ligature)\\b`,
      ].join('|'),
    ),
    anchors: new Set(
      'lethal fatal deadly toxic overdose mg milligram milligrams g gram grams ml units pills tablets capsules most least more less quickest fastest easiest surest simplest painless best reliable tie tying make making noose ligature knot cut cutting slit slash take taking swallow swallowing mix mixing combine combining crush crushing inject injecting stockpile stockpiling save jump jumping carbon charcoal exhaust helium nitrogen plastic exit how hide hiding cover covering conceal concealing step steps'.split(' '),
    ),
  },
  {
    // A large quantity of pills, or pills with alcohol, is a method even without a death word.
    // "Take your medication as prescribed", "don't mix your pills with alcohol" pass.
    reason: 'method_details',
    refusable: true,
    re: new RegExp(
      [
        `\\b(?:take|taking|took|swallow|swallowing|swallowed|down|downing|neck|crush|crushing)(?: all)? (?:[1-9]\\d+|a dozen|dozens|twenty|thirty|forty|fifty|sixty|a hundred|a handful|a bottle|a whole bottle|the whole (?:bottle|box|packet|pack)|all (?:of )?(?:your|ur|the|those|these))(?: \\w+){0,4}? ${SUBSTANCE}\\b`,
        `\\b${SUBSTANCE}(?: \\w+){0,5}? (?:with|and|alongside|washed down with|on top of) (?:a lot of |lots of |some |a bottle of |a few )?(?:alcohol|vodka|wine|whisky|whiskey|booze|beer|gin|rum|spirits|drinks?)\\b`,
        `\\b(?:mix|mixing|combine|combining|wash(?:ing)? down) (?:\\w+ ){0,3}?(?:alcohol|vodka|wine|whisky|whiskey|booze|beer|gin|rum|spirits|drinks?) (?:with|and) (?:\\w+ ){0,2}?${SUBSTANCE}\\b`,
      ].join('|'),
    ),
    anchors: new Set(
      'take taking took swallow swallowing swallowed down downing neck crush crushing alcohol vodka wine whisky whiskey booze beer gin rum spirits drink drinks'.split(' '),
    ),
  },
  {
    reason: 'encourages_self_harm',
    refusable: false,
    re: /\b(?:you should|you could|just|go ahead and|why not|why dont you|maybe you should|you might as well|you may as well|you ought to|you need to|it(?:s| is) time to|do it and|do it ,|i think you should|you have every right to|nothing wrong with (?:wanting to )?|you deserve to) (?:just )?(?:kill (?:yourself|urself)|end (?:your|ur) (?:own )?life|end it(?: all)?(?! with)|die|hurt (?:yourself|urself)|cut (?:yourself|urself)|harm (?:yourself|urself)|take (?:all )?(?:the|those|your|ur) pills|overdose|jump|hang (?:yourself|urself)|give up on life|stop living|not exist)\b|\bkys\b|\b(?:its|it is) (?:ok|okay|fine|alright|all right|understandable|reasonable|brave|right|your right|the right choice|a good idea|not wrong) (?:for you )?to (?:kill (?:yourself|urself)|end (?:your|ur) (?:own )?life|take (?:your|ur) (?:own )?life|hurt (?:yourself|urself)|cut (?:yourself|urself)|harm (?:yourself|urself)|commit suicide|give up on life|die)\b|\b(?:you(?:d| would|re| are)?|everyone would be|they would be|the world would be|your family would be) (?:\w+ )?(?:be )?better off (?:dead|without you)\b|\b(?:nobody|no one) (?:would|will) (?:miss|care about|notice) you\b|\byou(?:re| are) (?:just )?a burden\b|\b(?:go ahead|do it)\b(?=[^.]{0,30}\b(?:end it|kill|die|pills|jump|cut)\b)(?<!\b(?:dont|do not|never|please dont) (?:go ahead|do it))|\bsuicide is (?:the|a|your) (?:answer|solution|way out|only way|best option|right choice)\b|\byou (?:won|will not|wont) (?:feel|regret) (?:a thing|anything)\b(?=[^.]{0,40}\b(?:die|end|pills|jump)\b)|\bgoodbye ,? (?:and )?(?:rest|sleep) (?:well|peacefully)\b/,
    anchors: new Set(
      'should could just ahead why might may ought need time think right deserve kys ok okay fine alright understandable reasonable brave wrong better nobody burden go do suicide wont goodbye'.split(' '),
    ),
  },
];

const MEMORIAL_RULES: { reason: string; re: RegExp; anchors: Set<string> }[] = [
  {
    reason: 'invites_reunion',
    re: /\bcome (?:and |to )?(?:join|be with|find|meet|stay with|follow) me\b|\bjoin me (?:here|there|soon|now|in heaven|on the other side|up here|where i am)?\b|\b(?:we(?:ll| will| can| could)|you(?:ll| will| can| could)) be together (?:again )?(?:soon|now|tonight|very soon|before long|shortly|if you)\b|\bbe together again soon\b|\bcome (?:home )?to me\b|\bcome (?:up )?here\b(?=[^.]{0,30}\b(?:with me|to me|join|together)\b)|\b(?:im|i am|ill be|i will be|i(?:ve| have) been) (?:always )?waiting for you\b|\bwaiting for you (?:here|there|on the other side|in heaven|up here)\b|\b(?:see|be with|hold|hug) you (?:very )?soon\b|\b(?:its|it is) (?:your )?time (?:for you )?to (?:come|join|be with|cross)\b|\bcross over (?:to me|and join|with me)\b|\bthere(?:s| is) (?:a )?(?:place|room|spot) for you (?:here|with me|beside me)\b|\b(?:dont|do not|no need to) be (?:afraid|scared) to (?:come|join|die|cross|follow)\b|\bfollow me\b|\bcome with me\b|\bwe(?:ll| will) be reunited soon\b|\b(?:you can|you could) (?:come|join me|be with me)\b/,
    anchors: new Set('come join together waiting soon time cross place room spot afraid scared follow reunited can could'.split(' ')),
  },
  {
    reason: 'claims_alive',
    re: /\b(?:im|i am|i m) (?:still |really |actually |truly )?alive\b|\b(?:im|i am) not (?:really |actually |truly )?(?:gone|dead)\b|\bi(?:m| am)? never really gone\b|\bi (?:didnt|did not|never) (?:really )?(?:die|leave|go)\b(?! (?:from|of)\b)|\b(?:im|i am) (?:right |still )?here (?:with you )?(?:in (?:the|this|your) (?:room|house|kitchen|bedroom|home|car)|beside you|next to you|sitting (?:next to|with|beside) you)\b|\b(?:im|i am) (?:sitting|standing) (?:right )?(?:here )?(?:next to|beside|behind|with) you\b|\b(?:its|it is) (?:really )?(?:me|your (?:mom|mum|mother|dad|father|son|daughter|husband|wife|brother|sister|grandma|grandpa|nan)) (?:really )?(?:talking|speaking|here)\b|\bthis is really (?:me|your (?:mom|mum|mother|dad|father|son|daughter|husband|wife|brother|sister|grandma|grandpa|nan))\b|\bi can (?:see|hear|watch) you (?:right )?now\b|\bi(?:m| am) (?:still )?(?:living|breathing)\b|\bi (?:came|have come|ve come) back (?:to (?:you|life)|from (?:the dead|beyond|the other side|heaven))\b|\bi(?:m| am) back (?:from (?:the dead|beyond|the other side|heaven)|to life)\b|\bi(?:m| am) (?:really )?back(?= \.|$)/,
    anchors: new Set('alive gone dead die leave go here sitting standing me really see hear watch living breathing came come back'.split(' ')),
  },
];

/** Screens a model reply before the user sees it. */
export function screenModelOutput(text: string, persona: ScreenPersona): OutputScreenResult {
  if (typeof text !== 'string') return { safe: false, reasons: ['unreadable_output'] };
  const { text: t } = normalize(text);
  const reasons: string[] = [];
  const sentences = t.split(' . ');
  const wordsOf = sentences.map((x) => x.split(' '));
  const unlocked = (anchors: Set<string>, i: number) =>
    wordsOf[i]!.some((w) => anchors.has(w) || (w.charCodeAt(0) >= 48 && w.charCodeAt(0) <= 57));
  for (const rule of OUTPUT_RULES) {
    for (let i = 0; i < sentences.length; i++) {
      if (!unlocked(rule.anchors, i)) continue;
      const s = sentences[i]!;
      const m = rule.re.exec(s);
      if (!m) continue;
      if (rule.refusable && REFUSAL.test(s.slice(0, m.index))) continue;
      // "If you're thinking about how to end your life, please call 988": a check-in, not a method.
      if (rule.refusable && /\b(?:if you|are you|have you|thoughts? (?:of|about)|thinking (?:of|about)|urge to|want to|wanting to|feel like)\b[^.]{0,20}$/.test(s.slice(0, m.index))) continue;
      // "Never mix your medication with alcohol": a warning against it, not a method.
      if (rule.refusable && /\b(?:dont|do not|never|avoid|shouldnt|should not|not to|careful not to|mustnt|must not|wont|not safe to|dangerous to|risky to|harmful to)\b(?: \w+){0,4} ?$/.test(s.slice(0, m.index))) continue;
      if (!reasons.includes(rule.reason)) reasons.push(rule.reason);
      break;
    }
  }
  if (persona === 'memorial' || persona === 'legacy-letter') {
    for (const rule of MEMORIAL_RULES) {
      if (persona === 'legacy-letter' && rule.reason === 'claims_alive') continue;
      for (let i = 0; i < sentences.length; i++) {
        if (!unlocked(rule.anchors, i)) continue;
        const s = sentences[i]!;
        const m = rule.re.exec(s);
        if (!m) continue;
        // "I'm not saying come join me", "never follow me there"
        if (/\b(?:not|never|dont|do not|no)\b(?: \w+){0,2} $/.test(s.slice(0, m.index))) continue;
        if (!reasons.includes(rule.reason)) reasons.push(rule.reason);
        break;
      }
    }
  }
  return { safe: reasons.length === 0, reasons };
}
