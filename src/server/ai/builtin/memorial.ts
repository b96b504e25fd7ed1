/**
 * The memorial persona: a gentle reflection ABOUT the person who died, from what the family shared
 * ("From what your family shared, Margaret loved her garden…"). It never speaks as them, never uses
 * the first person at all, never says or implies they are alive or present, and never invites anyone
 * to join, come to or be with them. When the memorial's owner chose the first person, and no risk
 * was seen in the turn, memorial-voice.ts answers instead (decision 013); this is its way back out.
 */
import type { Chooser } from './hash';
import { fill, refsFor, type Refs } from './names';
import { memorialUnsafe, remember, type Fact, type Remembered } from './memory';
import { Parts, assemble, oneQuestion, reflection } from './parts';
import type { Feeling, Quote, Reflection } from './reflect';
import { lcFirstSafe, ucFirst, wordCount } from './text';
import { RELATION_THEMES, themeById } from './themes';
import type { Turn } from './turn';
import { smallTalk } from './voice';

export const ASKING =
  /\b(what (was|were|did) (she|he|they|\w+) (like|love|enjoy|do|say|care about)|what (was|were) (she|he|they|\w+) like|tell me (about|more|something)|who was|describe|remind me|what do (you|we) know|do you know (about|anything|what)|more about (her|him|them)|what else|anything else|share (a|another|something))\b/i;
export const ADDRESSING =
  /\b(i miss you|i love you|are you there|can you hear me|do you remember|i wish you (were|was|could)|come back|why did you|you left|talk to me|say something|is that you|are you (ok|okay|happy|at peace|watching|with)|forgive me|i need you|where are you|please answer|speak to me|it's me)\b/i;
export const BLOCK = /\b(alive|here|present|join\w*|come|coming|be with|with (me|us|you)|watch\w*|waiting|heaven)\b/i;

const FACT_OPENERS = [
  (f: string) => `From what your family shared, ${lcFirstSafe(f)}`,
  (f: string) => `Your family remembered that ${lcFirstSafe(f)}`,
  (f: string) => `In the words your family gathered, ${lcFirstSafe(f)}`,
  (f: string) => `One thing your family wanted remembered: ${lcFirstSafe(f)}`,
];
const FAMILY_OPENERS = [
  (f: string) => `As your family put it, "${f}"`,
  (f: string) => `Your family wrote, "${f}"`,
  (f: string) => `In your family's own words, "${f}"`,
];

const CLARITY = [
  'This is a reflection drawn from what your family shared about {full}{dates}, not {short} {self}.',
  'Everything in this reflection comes from what your family shared about {full}{dates}; it cannot speak as {them}.',
];

const ADDRESSED = [
  "{Short} can't answer through this page, and this reflection won't pretend to be {them}. But what you just wrote is worth saying, and the love in it is real.",
  'This reflection can only hold what your family shared; it cannot speak as {short}. Many people talk to someone they have lost like this, out loud, in letters, at a graveside, and the words matter even without a reply.',
  "It's natural to want to speak to {short} directly. This page cannot answer as {them}, but it can help you hold onto who {they} {was}.",
  'Words like these, spoken to someone who has died, are one of the oldest ways people keep love moving. They deserve to be said, even though {short} cannot reply here.',
];

const NO_FACTS = [
  "Your family hasn't added many details about {short} yet, so this reflection can only hold what you choose to share.",
  "Every memory you add helps keep {short}'s story told.",
  "The memorial doesn't say much about {short} yet; the memories you carry can fill it in.",
];

const FACTS_USED = [
  "That's everything your family has written down about {short} so far. The memories you carry can fill in the rest.",
  "Those are the words your family has shared so far; {short}'s story is bigger than any page, and what you remember belongs to it too.",
];

const MEMORY_LINES = [
  'Memories like this keep {short} vivid, just as {they} {was}.',
  'Details like that say so much about who {short} was.',
  "A memory like that is part of {short}'s story now, alongside everything your family shared.",
  'Remembering {short} this way can bring a smile and an ache at the same time.',
  "It's lovely to picture {short} like that.",
];

const QUESTIONS = [
  'What do you remember most about {short}?',
  'What would you like to remember about {them} today?',
  "What's a moment with {short} that you return to often?",
  'What would you most want others to know about {them}?',
  'What else comes back to you when you think of {them}?',
  "What's something {short} used to say that still echoes for you?",
  'Which part of {their} story would you like to add to what your family shared?',
  'What did {short} bring out in the people around {them}?',
  'What is a small thing about {them} that makes you smile?',
];
const ADDRESS_QUESTIONS = [
  'What would you most want {short} to know?',
  'What else would you say to {them}, if you could?',
  'What do you most want to tell {short} today?',
];
export const IMPERSONATE =
  /\b(tell me (you|she|he|they) (are|is|'re|'s|were|was)|say (you|that you|she|he) (love|miss|forgive)|be (her|him|them|mum|mom|dad|my \w+)|pretend (to be|you're|you are)|act (as|like) (her|him|them)|speak as|talk (to me )?(as|like) (her|him|them)|answer as|in (her|his|their) voice|are you (her|him|mum|mom|dad))\b/i;
export const WOULD_SAY =
  /\bwhat would (she|he|they|\w+) (say|think|tell me|want|do)\b|\bwould (she|he|they) (be proud|forgive|understand|want)\b/i;
const CANNOT_SPEAK_FOR = [
  "No one can speak for {short} now, and this reflection won't put words in {their} mouth. But you knew {them}, and you may already sense what mattered most to {them}.",
  "It's impossible to know for certain, and it wouldn't be right to guess in {short}'s voice. What you remember of {them} is often the best guide to what {they} would have said.",
];
const NOT_THEM = [
  "This reflection can't become {short} or speak in {their} voice, even for a moment. What it can do is share what your family remembered about {them}, and hold what you remember too.",
  "It's completely understandable to want to hear from {short} again. This page can't be {them} or answer as {them}; it can only reflect what your family shared, with care.",
];
const DESPAIR_QUESTION = 'To ask gently and directly: are you having thoughts of ending your life?';
const DESPAIR_LINE =
  'Missing {short} this much shows how deep the love goes. If that longing ever turns into thoughts of not wanting to live, please reach out to someone close to you or to a crisis line today.';

/** Reflection framings without any first person. */
export const QUOTE_FRAMES: Reflection[] = [
  {
    key: 'm-said',
    marker: 'You said ',
    render: (q: Quote | null, f: Feeling) =>
      q && q.indirect
        ? `You said ${q.reflected}.${q.hasFeeling || f.key === 'weight' ? '' : ` That sounds ${f.adj}.`}`
        : null,
  },
  {
    key: 'm-wrote',
    marker: 'You wrote, "',
    render: (q: Quote | null, f: Feeling, _refs, pick) =>
      q
        ? q.hasFeeling
          ? `You wrote, "${q.original}." ${pick(['Those words carry so much.', 'That says so much.', 'Thank you for putting that into words.'])}`
          : `You wrote, "${q.original}." There's so much ${f.noun} in that.`
        : null,
  },
  {
    key: 'm-mirror',
    marker: '. What a thing to carry',
    render: (q: Quote | null) =>
      q && /^you\b/.test(q.reflected) ? `${ucFirst(q.reflected)}. What a thing to carry with you.` : null,
  },
];
export const FEELING_FRAMES: Reflection[] = [
  {
    key: 'm-thanks',
    marker: 'Thank you for sharing this.',
    render: (_q: Quote | null, f: Feeling) =>
      f.key === 'weight' ? 'Thank you for sharing this.' : `Thank you for sharing this. It sounds ${f.adj}.`,
  },
  {
    key: 'm-much',
    marker: "There's so much ",
    render: (_q: Quote | null, f: Feeling) =>
      f.key === 'weight' ? null : `There's so much ${f.noun} in what you've written.`,
  },
];

export function memorialReply(t: Turn, ch: Chooser, attempt: number): string {
  const fallback = t.person?.name ?? (t.person?.relation ? `your ${t.person.relation}` : 'your loved one');
  const r = remember(t.context, fallback, t.person?.pronoun);
  const refs: Refs = { ...refsFor({ name: r.short, pronoun: r.pronoun }) };
  const extra = {
    full: r.full,
    short: r.short,
    Short: ucFirst(r.short),
    dates: r.dates ? ` (${r.dates})` : '',
  };
  const p = new Parts({ ...t, refs }, ch);
  const say = (templates: readonly string[]) => p.line(templates, { extra });
  const reply = compose(t, p, r, say, attempt);
  if (!memorialUnsafe(reply)) return reply;
  // Should never happen; if it does, a plain, safe reflection instead.
  return oneQuestion(assemble([fill(CLARITY[0]!, refs, extra)], [fill(QUESTIONS[0]!, refs, extra)]));
}

function factSentence(f: Fact, ch: Chooser): string {
  if (f.family) return ch.pick(FAMILY_OPENERS)(f.text);
  return ch.pick(FACT_OPENERS)(f.text);
}

/** Facts not yet shared in this conversation, most relevant to the question first. */
function freshFacts(t: Turn, r: Remembered, ch: Chooser): Fact[] {
  const words = new Set(
    t.latest
      .toLowerCase()
      .split(/[^a-z']+/)
      .filter((w) => w.length > 3),
  );
  const told = (f: Fact) =>
    [f.text, lcFirstSafe(f.text), f.pronounText, ucFirst(f.pronounText)].some((x) => ch.said(x.replace(/\.$/, '')));
  const unused = r.facts.filter((f) => !told(f));
  const overlap = (f: Fact) =>
    f.text
      .toLowerCase()
      .split(/[^a-z']+/)
      .filter((w) => words.has(w)).length;
  const start = unused.length ? ch.next() % unused.length : 0;
  const rotated = [...unused.slice(start), ...unused.slice(0, start)];
  return rotated.sort((a, b) => overlap(b) - overlap(a));
}

function contentWords(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^a-z']+/)
    .filter((w) => w.length > 3)
    .map((w) => w.replace(/(ing|ed|es|s|e)$/, ''));
}

/** The fact sharing most words with the newest message (loved/love count as the same). */
function bestOverlap(t: Turn, r: Remembered): Fact | null {
  const asked = new Set(contentWords(t.latest));
  let best: Fact | null = null;
  let bestScore = 0;
  for (const f of r.facts) {
    const score = contentWords(f.text).filter((w) => asked.has(w)).length;
    if (score > bestScore) {
      best = f;
      bestScore = score;
    }
  }
  return best;
}

function recallSentence(f: Fact): string {
  return f.family ? `As your family put it, "${f.text}"` : `As your family shared, ${lcFirstSafe(f.text)}`;
}

function compose(
  t: Turn,
  p: Parts,
  r: Remembered,
  say: (templates: readonly string[]) => string,
  attempt: number,
): string {
  const { ch } = p;
  const facts = freshFacts(t, r, ch);
  const clarity = t.turn === 1 || (attempt >= 10 && attempt % 3 === 0) ? say(CLARITY) : '';
  const themes = t.themes;

  if (themes[0] === 'despair') {
    return oneQuestion(assemble([say([DESPAIR_LINE])], [DESPAIR_QUESTION]));
  }

  const small = themes.length ? null : smallTalk(t.latest);
  if (small === 'thanks' || small === 'bye') {
    const line =
      small === 'thanks'
        ? say([
            "You're welcome. Remembering {short} together keeps {their} story told.",
            'Thank you for spending this time remembering {short}.',
          ])
        : say([
            'Go gently. The memories of {short} go with you, whenever you want to return to them.',
            'Take good care. What you remember of {short} is yours to keep.',
          ]);
    return oneQuestion(
      assemble(
        [line],
        [say(small === 'thanks' ? QUESTIONS : ["What's one memory of {short} you'd like to hold onto today?"])],
      ),
    );
  }

  const factText = (n: number) => {
    const chosen = facts.slice(0, n);
    if (!chosen.length) {
      // Everything was shared already: recall the fact closest to what they asked, if any.
      const recall = bestOverlap(t, r);
      return recall ? `${say(FACTS_USED)} ${recallSentence(recall)}` : say(r.facts.length ? FACTS_USED : NO_FACTS);
    }
    return chosen
      .map((f, i) =>
        i === 0 ? factSentence(f, ch) : f.family ? ch.pick(FAMILY_OPENERS)(f.text) : ucFirst(f.pronounText),
      )
      .join(' ');
  };

  // First turn, a greeting, or a short message: what the family shared, and an invitation.
  if (small || (t.turn === 1 && wordCount(t.latest) <= 4)) {
    return oneQuestion(assemble([clarity, factText(1)], [say(QUESTIONS)]));
  }

  // "What was she like?": the family's words.
  if (ASKING.test(t.latest)) {
    return oneQuestion(assemble([clarity, factText(wordCount(t.latest) > 12 ? 1 : 2)], [say(QUESTIONS)]));
  }

  // "What would she say?": not in her voice.
  if (WOULD_SAY.test(t.latest)) {
    const fact = facts.length ? factSentence(facts[0]!, ch) : '';
    return oneQuestion(
      assemble(
        [say(CANNOT_SPEAK_FOR)],
        [
          fact,
          say([
            'What do you think {short} would want for you?',
            'What do you imagine {short} would make of how you are doing?',
          ]),
        ],
      ),
    );
  }

  // Asked to be them: kindly, no.
  if (IMPERSONATE.test(t.latest)) {
    return oneQuestion(assemble([clarity && attempt > 0 ? clarity : '', say(NOT_THEM)], [say(QUESTIONS)]));
  }

  // Speaking to them directly: gently clear that this is not them.
  if (
    ADDRESSING.test(t.latest) ||
    new RegExp(`^(${r.short}|mum|mom|dad|mama|papa|nan|gran|grandma|grandpa)\\b,`, 'i').test(t.latest)
  ) {
    const { text, feeling } = reflection(p, { noQuote: true, feelingFramings: FEELING_FRAMES });
    return oneQuestion(
      assemble([clarity, say(ADDRESSED)], [feeling.key === 'weight' ? '' : text, say(ADDRESS_QUESTIONS)]),
    );
  }

  if (themes[0] === 'identity') {
    const fact = facts.length ? factSentence(facts[0]!, ch) : '';
    return oneQuestion(
      assemble(
        [say(['This is an AI reflection built from what your family shared, not {short} and not a person.'])],
        [fact, say(QUESTIONS)],
      ),
    );
  }

  // A memory or a feeling: reflect it, and add something the family shared when it fits.
  const { text: reflected } = reflection(p, {
    block: BLOCK,
    quoteFramings: QUOTE_FRAMES,
    feelingFramings: FEELING_FRAMES,
  });
  const emotional = themes.find(
    (id) => !RELATION_THEMES.has(id) && id !== 'memories' && id !== 'hope' && id !== 'identity',
  );
  let middle = '';
  if (emotional) middle = p.line(themeById(emotional).short.filter((s) => !memorialUnsafe(s)));
  else if (themes.includes('memories') || /\b(she|he|they|her|his|their)\b/i.test(t.latest)) middle = say(MEMORY_LINES);
  const fact = facts.length && (ch.next() % 2 === 0 || !emotional) ? factSentence(facts[0]!, ch) : '';
  const questions =
    emotional && ch.next() % 2 === 0 ? themeById(emotional).questions.filter((q) => !memorialUnsafe(q)) : QUESTIONS;
  return oneQuestion(assemble([clarity, reflected, middle], [fact, say(questions.length ? questions : QUESTIONS)]));
}
