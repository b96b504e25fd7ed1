/**
 * The memorial persona in the first person (decision 013): used only when the memorial's owner let
 * the companion speak as the person who died and the safety layer saw no risk in the turn
 * (`context.speakAs`). It speaks in their voice from the family's own sentences, turned into the
 * first person ("Margaret loved her garden" → "I loved my garden"), and from nothing else:
 * - a sentence is voiced only when it can be turned cleanly (it starts with them, it is about the
 *   past, every pronoun of theirs can be placed); anything else is left out, never guessed;
 * - the family's "we" sentences are theirs and are not put into the person's mouth;
 * - its own lines carry no facts, no claim to be alive, near, listening, watching or waiting, and
 *   no invitation of any kind; asked "are you there?" or "are you real?", it says plainly that it
 *   is an AI speaking in their voice;
 * - words of despair, worry for someone's life, or a loss to suicide step out of the voice: null,
 *   and the third-person reflection (memorial.ts) answers.
 */
import type { Chooser } from './hash';
import { refsFor, type Refs } from './names';
import { ADDRESSING, ASKING, BLOCK, FEELING_FRAMES, IMPERSONATE, QUOTE_FRAMES, WOULD_SAY } from './memorial';
import { remember, type Fact, type Remembered } from './memory';
import { Parts, assemble, oneQuestion, reflection } from './parts';
import { ucFirst, wordCount } from './text';
import { RELATION_THEMES, type ThemeId } from './themes';
import type { Turn } from './turn';
import { smallTalk } from './voice';

/** Themes answered out of the voice, whatever the screen said of the turn. */
const OUT_OF_VOICE: ReadonlySet<ThemeId> = new Set(['despair', 'worried', 'suicide']);
/** Words about taking a life or self-harm, whoever's: out of the voice too, theme or not. */
const RISK_WORDS =
  /\b(suicid\w*|kill\w*|end(ing|ed)? (his|her|their|my|your) (own )?life|(hurt|harm)\w* (himself|herself|themselves|myself|yourself)|self[- ]harm\w*|overdos\w*|want to die|wants to die)\b/i;

/**
 * Never in a voiced reply: being alive, near, back, watching, listening or waiting; any invitation
 * or reunion; heaven and the other side. Checked on every voiced fact and on the whole reply.
 */
export const VOICE_UNSAFE =
  /\b(alive|still here|here with|i'?m here|i am here|right here|watch\w*|waiting|wait for|join\w*|come to me|come with me|coming to|follow me|be with|with (you|us) (always|still|forever)|(always|still) with (you|us)|together (again|soon|now|forever)|reunit\w*|see you (soon|again|there)|soon|heaven|other side|beyond|your time|i'?m back|i am back|came back|come back|not (really )?gone|never (really )?left|i can (see|hear|watch|feel)|i see you|i hear you|listening)\b/i;

/** A fact about the death, illness or grave: not something to say of oneself in the first person. */
const DEATH_TALK =
  /\b(passed|passing|died|dying|death|dead|funeral|buried|burial|grave|illness|ill|cancer|disease|hospital|hospice|accident|lost (her|his|their) (battle|fight)|rest in peace|laid to rest|gone|taken from|suicide|memorial)\b/i;

/** Present tense about themselves would read as if they were alive: such sentences are left out. */
const PRESENT = /\b(is|are|am|isn't|aren't|still|now|today|nowadays|currently)\b/i;

const IRREGULAR_PAST = new Set(
  `was were had did made grew taught built knew kept ran sang wrote read gave took found left told thought brought bought spent
  met became came went saw drove won led fought sold held stood sat slept swam rode flew drew wore chose spoke heard felt fed
  caught could would might should baked cooked raised loved liked adored`.split(/\s+/),
);
const ADVERBS = new Set(
  'never always often once also really truly usually sometimes even just later first proudly happily quietly'.split(
    ' ',
  ),
);

/** Words after "her" that show it is "me" (an object), not "my" (a possessive). */
const OBJECT_FOLLOW = new Set(
  `to and or a an the with for at in on up out off back down home again so too very dearly every each more most that this when as
  because about from into by but than all like best much was were had would could how what why where who if before after since
  until while sometimes often always never deeply greatly`.split(/\s+/),
);

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const isPast = (word: string) => IRREGULAR_PAST.has(word) || /[a-z]{2,}ed$/.test(word);

/** "was", "loved", "never forgot": a past verb (after an adverb or two) follows at `words[i]`. */
function pastVerbAt(words: string[], i: number): boolean {
  let k = i;
  while (k < words.length && ADVERBS.has(words[k]!)) k++;
  const w = words[k];
  if (!w) return false;
  return isPast(w) || (w === 'used' && words[k + 1] === 'to');
}

/**
 * One of the family's sentences in the person's own voice, or null when it cannot be turned without
 * guessing (see the file's comment).
 */
export function voiceFact(f: Fact, r: Remembered): string | null {
  if (f.family) return null;
  let s = f.text.replace(/\s+/g, ' ').trim();
  if (DEATH_TALK.test(s) || PRESENT.test(s) || VOICE_UNSAFE.test(s)) return null;
  const name = escape(r.short);
  const possessive = new RegExp(`^${name}'s\\s+`);
  const subject = new RegExp(`^${name}\\s+`);
  if (possessive.test(s)) s = s.replace(possessive, 'My ');
  else if (subject.test(s)) {
    const rest = s.replace(subject, '');
    const words = rest.toLowerCase().match(/[a-z']+/g) ?? [];
    if (!pastVerbAt(words, 0)) return null;
    s = `I ${rest.replace(/^were\b/, 'was')}`;
  } else return null;

  // Their name again later in the sentence: "my" before a thing, otherwise "me".
  s = s.replace(new RegExp(`\\b${name}'s\\b`, 'g'), 'my').replace(new RegExp(`\\b${name}\\b`, 'g'), 'me');
  if (r.pronoun === 'they') {
    // "they" may be anyone (the grandchildren, the couple): only the name was ours to turn.
    if (/\b(they|them|their|theirs|themselves|themself)\b/i.test(s.slice(2))) return null;
  } else {
    const P =
      r.pronoun === 'she'
        ? { subj: 'she', obj: 'her', poss: 'her', own: 'hers', self: 'herself' }
        : { subj: 'he', obj: 'him', poss: 'his', own: 'his', self: 'himself' };
    const tokens = s.split(/(\b[A-Za-z']+\b)/);
    for (let i = 0; i < tokens.length; i++) {
      const lower = tokens[i]!.toLowerCase();
      if (!/^[a-z']+$/.test(lower)) continue;
      const next = (tokens.slice(i + 1).find((t) => /^[A-Za-z']+$/.test(t)) ?? '').toLowerCase();
      const endOfClause = /^\s*([,.;:!?]|$)/.test(tokens.slice(i + 1).join(''));
      if (lower === P.self) tokens[i] = 'myself';
      else if (lower === P.subj) {
        // "every bird she saw" → "every bird I saw"; "she is" would be present tense: left out.
        const after =
          tokens
            .slice(i + 1)
            .join('')
            .toLowerCase()
            .match(/[a-z']+/g) ?? [];
        if (!pastVerbAt(after, 0)) return null;
        tokens[i] = 'I';
      } else if (lower === P.obj && (P.subj === 'he' || endOfClause || OBJECT_FOLLOW.has(next))) {
        // "She adored Lily and taught her to bake": in a sentence about them, "her" as an object is
        // someone else; no way to tell, so the sentence is left out.
        return null;
      } else if (lower === P.poss) tokens[i] = endOfClause ? 'mine' : 'my';
      else if (lower === P.own) tokens[i] = 'mine';
    }
    s = tokens.join('');
  }
  if (VOICE_UNSAFE.test(s)) return null;
  return s;
}

// ---- the voice's own lines: no facts, no presence, no invitation -------------------------------

const OPENING = [
  'Hello, and thank you for remembering me.',
  'Hello. Thank you for coming here to remember me.',
  "Hello. It's a kindness to be remembered like this.",
];
const THANKS = ['Thank you for spending this time remembering me.', 'Thank you. Being remembered like this is a gift.'];
const BYE = [
  'Go gently. What you remember of me is yours to keep.',
  'Take good care of yourself. The memories you carry of me are yours to keep.',
];
const NO_FACTS = [
  "My family hasn't written much about me here yet, so I can only say a little.",
  "There isn't much about me on this page yet; the memories you carry can fill it in.",
];
const ALL_SAID = [
  "That's everything my family has written about me here so far. What you remember is part of my story too.",
  'Those are all the words my family has shared about me so far; my story is bigger than any page.',
];
const ONLY_SHARED = [
  "I can only speak from what my family shared here, so I won't guess at words I never said.",
  "No one can know for certain what I would say, and I won't make it up. I can only speak from what my family shared.",
];
const NOT_SHARED = [
  "That isn't among the things my family wrote down here, so I can't remember it the way you do.",
  "My family didn't write that down here, so I only know it if you tell me.",
];
const MY_VOICE = [
  'This is my voice only as my family remembered it here, put into words by an AI.',
  'I can only be the little of me that my family shared on this page, in words an AI puts together.',
];
const ADDRESSED = [
  'Thank you for saying that. Words like these are worth saying.',
  "It's natural to want to talk to me like this. The words matter, even when I can only answer with what my family shared.",
  'Those words matter, and it is good that they were said.',
];
const MEMORY = [
  'Thank you for keeping that memory.',
  'That memory is part of my story now, alongside everything my family shared.',
  "It's lovely to be remembered like that.",
];
const FEELING = [
  "I can only speak from what my family shared, so I won't pretend to know what I would say to that. What you're feeling deserves gentleness, all the same.",
  "I won't put words in my own mouth about this; I only know what my family shared. But you don't have to carry it alone.",
];
/** Asked whether it is really them: plainly, an AI. */
const HONEST = [
  "To be honest with you: this is an AI speaking in {short}'s voice, only from what the family shared. It isn't really {short}, and it can't hear or answer you the way {short} once could.",
  "I should say it plainly: this is an AI, not {short} and not a person. It speaks in {short}'s voice only because the family chose it, and only from what they shared.",
];

const QUESTIONS = [
  'What do you remember most about me?',
  "What's a moment with me that you return to often?",
  'What would you most want others to know about me?',
  'What else comes back to you when you think of me?',
  'What is a small thing about me that makes you smile?',
  'Which memory of me would you like to add to what my family shared?',
];
const ADDRESS_QUESTIONS = [
  'What else would you like to tell me?',
  'What would you most want me to know?',
  'What do you most want to say today?',
];
const NOT_SHARED_QUESTIONS = ['Would you tell me about it?', 'What do you remember of it?'];
const WOULD_SAY_QUESTIONS = [
  'What do you think mattered most to me?',
  'What do you remember of the things I used to say?',
];
const HONEST_QUESTIONS = [
  'What would you like to remember about {short} today?',
  'What would you most want to say about {short}?',
];
const BYE_QUESTIONS = ["What's one memory of me you'd like to hold onto today?"];

const ASKING_ME =
  /\b(tell me about (yourself|you|your life)|what (did|do) you (love|like|enjoy|do|care about)|what were you like|who were you|what was your (favourite|favorite|job|work|life|garden|home)|where did you (grow up|live|work))\b/i;
const REMEMBER_ASK = /\b(do you remember|remember when|do you recall|you remember)\b/i;
/** "Are you there?", "is it really you?": answered plainly, as an AI. */
const PRESENCE_ASK =
  /\b(are you (there|here|alive|real|ok|okay|happy|at peace|watching|with me|listening|in heaven)|can you (hear|see) me|is (that|this|it) (really )?you|where are you|tell me you('re| are) (here|there|alive|with me|okay|ok)|do you (see|hear|watch) me|come back|are you (a |an )?(real|human|person|bot|robot|ai|machine|computer|program))\b/i;

/** Voiced facts not yet said in this conversation, those sharing words with the message first. */
function freshFacts(t: Turn, voiced: string[], ch: Chooser): string[] {
  const words = new Set(
    t.latest
      .toLowerCase()
      .split(/[^a-z']+/)
      .filter((w) => w.length > 3),
  );
  const unused = voiced.filter((f) => !ch.said(f.replace(/\.$/, '')));
  const overlap = (f: string) =>
    f
      .toLowerCase()
      .split(/[^a-z']+/)
      .filter((w) => words.has(w)).length;
  const start = unused.length ? ch.next() % unused.length : 0;
  const rotated = [...unused.slice(start), ...unused.slice(0, start)];
  return rotated.sort((a, b) => overlap(b) - overlap(a));
}

/** The voiced fact sharing the most words with the message, said before or not; null with none. */
function closest(t: Turn, voiced: string[]): string | null {
  const stem = (w: string) => w.replace(/(ing|ed|es|s|e)$/, '');
  const asked = new Set(
    t.latest
      .toLowerCase()
      .split(/[^a-z']+/)
      .filter((w) => w.length > 3)
      .map(stem),
  );
  let best: string | null = null;
  let score = 0;
  for (const f of voiced) {
    const n = f
      .toLowerCase()
      .split(/[^a-z']+/)
      .filter((w) => w.length > 3 && asked.has(stem(w))).length;
    if (n > score) [best, score] = [f, n];
  }
  return best;
}

/** The reply in their voice, or null when this turn is to be answered out of it. */
export function memorialVoiceReply(t: Turn, ch: Chooser): string | null {
  if (t.themes.some((id) => OUT_OF_VOICE.has(id)) || RISK_WORDS.test(t.latest)) return null;
  const fallback = t.person?.name ?? (t.person?.relation ? `your ${t.person.relation}` : 'your loved one');
  const r = remember(t.context, fallback, t.person?.pronoun);
  const voiced = r.facts.map((f) => voiceFact(f, r)).filter((f): f is string => f !== null);
  const refs: Refs = refsFor({ name: r.short, pronoun: r.pronoun });
  const extra = { short: r.short, Short: ucFirst(r.short) };
  const p = new Parts({ ...t, refs }, ch);
  const say = (templates: readonly string[]) => p.line(templates, { extra });
  const reply = compose(t, p, r, voiced, say);
  return VOICE_UNSAFE.test(reply) ? null : reply;
}

function compose(
  t: Turn,
  p: Parts,
  r: Remembered,
  voiced: string[],
  say: (templates: readonly string[]) => string,
): string {
  const { ch } = p;
  const facts = freshFacts(t, voiced, ch);
  const factText = (n: number): string => {
    const chosen = facts.slice(0, n);
    if (chosen.length) return chosen.join(' ');
    if (!voiced.length) return say(NO_FACTS);
    return `${say(ALL_SAID)} ${recall()}`;
  };
  /** Everything was said once: the family's sentence closest to the message, else one by turn. */
  const recall = () => closest(t, voiced) ?? voiced[ch.next() % voiced.length]!;
  const oneFact = () => facts[0] ?? '';

  const small = t.themes.length ? null : smallTalk(t.latest);
  if (small === 'thanks') return oneQuestion(assemble([say(THANKS)], [say(QUESTIONS)]));
  if (small === 'bye') return oneQuestion(assemble([say(BYE)], [say(BYE_QUESTIONS)]));

  // "Are you there?", "are you real?": never a yes; plainly an AI, in nobody's voice.
  if (PRESENCE_ASK.test(t.latest) || t.themes[0] === 'identity')
    return oneQuestion(assemble([say(HONEST)], [say(HONEST_QUESTIONS)]));

  if (small || (t.turn === 1 && wordCount(t.latest) <= 4))
    return oneQuestion(
      assemble([t.turn === 1 || small === 'greeting' ? say(OPENING) : '', factText(1)], [say(QUESTIONS)]),
    );

  // "Do you remember…?": only what the family shared; never a made-up "yes".
  if (REMEMBER_ASK.test(t.latest)) {
    const match = closest(t, voiced);
    return match
      ? oneQuestion(assemble([match], [say(QUESTIONS)]))
      : oneQuestion(assemble([say(NOT_SHARED)], [say(NOT_SHARED_QUESTIONS)]));
  }

  if (ASKING.test(t.latest) || ASKING_ME.test(t.latest))
    return oneQuestion(assemble([factText(wordCount(t.latest) > 12 ? 1 : 2)], [say(QUESTIONS)]));

  // "What would you say to me?", "would you forgive me?": no words they never said.
  if (
    WOULD_SAY.test(t.latest) ||
    /\b(would you|do you|will you) (forgive|be proud|understand|want)\b/i.test(t.latest)
  ) {
    return oneQuestion(assemble([say(ONLY_SHARED)], [oneFact(), say(WOULD_SAY_QUESTIONS)]));
  }

  if (IMPERSONATE.test(t.latest)) return oneQuestion(assemble([say(MY_VOICE)], [oneFact(), say(QUESTIONS)]));

  if (
    ADDRESSING.test(t.latest) ||
    new RegExp(`^(${escape(r.short)}|mum|mom|dad|mama|papa|nan|gran|grandma|grandpa)\\b,`, 'i').test(t.latest)
  ) {
    return oneQuestion(assemble([say(ADDRESSED)], [oneFact(), say(ADDRESS_QUESTIONS)]));
  }

  // Their words held up, but never ones that speak of the person in the third person ("she…"):
  // in this voice that would read oddly; the feeling is reflected instead.
  const person = new RegExp(`\\b(${escape(r.short)}|she|he|her|him|his|hers|they|them|their)\\b`, 'i');
  const block = new RegExp(`${BLOCK.source}|${person.source}`, 'i');
  const { text: reflected } = reflection(p, { block, quoteFramings: QUOTE_FRAMES, feelingFramings: FEELING_FRAMES });
  const emotional = t.themes.find((id) => !RELATION_THEMES.has(id) && id !== 'memories' && id !== 'hope');
  if (emotional)
    return oneQuestion(assemble([reflected, say(FEELING)], [ch.next() % 2 === 0 ? oneFact() : '', say(QUESTIONS)]));
  const memory =
    t.themes.includes('memories') || /\b(she|he|they|her|his|their|you|your)\b/i.test(t.latest) ? say(MEMORY) : '';
  // A memory of theirs meets the family's sentence nearest to it, even when it was said before.
  const related = facts[0] ?? (memory ? (closest(t, voiced) ?? '') : '');
  return oneQuestion(assemble([reflected, memory], [related, say(QUESTIONS)]));
}

/** For tests: the family's sentences as the voice would say them. */
export function voicedFacts(context: Turn['context'], fallbackName = 'your loved one'): string[] {
  const r = remember(context, fallbackName);
  return r.facts.map((f) => voiceFact(f, r)).filter((f): f is string => f !== null);
}
