/**
 * The moderator persona: the host of a community room. Welcomes people, reflects what was shared,
 * keeps the room kind, and speaks of the room by name.
 */
import { despairReply } from './companion';
import type { Chooser } from './hash';
import { Parts, assemble, oneQuestion, reflection, themeLine } from './parts';
import { normalize, wordCount } from './text';
import { RELATION_THEMES, themeById } from './themes';
import type { Turn } from './turn';
import { CONDOLENCES, DEATH_WORDS, SMALL_TALK, smallTalk } from './voice';
import { findLostPerson, refsFor } from './names';

const HOSTILE =
  /\b(shut up|stupid|idiot\w*|moron\w*|pathetic|get over it|move on already|attention[- ]seek\w*|drama queen|nobody cares|who cares|loser|hate you|dumb|ridiculous|grow up|stop whining|man up|snowflake|crybaby)\b/i;

const WELCOME = [
  "Welcome to {room}. Everyone here has lost someone, and you're welcome to share as much or as little as you like.",
  'Welcome to {room}. This is a gentle space, and every story here is held with care.',
  "Thank you for joining {room}. There's no right way to grieve here, and no need to explain yourself.",
];
const ROOM_LINES = [
  'Thank you for sharing this with the group.',
  "Others in {room} may recognise some of what you're describing.",
  'This is a space where that can be said, and heard.',
  'Thank you for trusting the room with this.',
  'Each story shared here helps someone else feel a little less alone.',
  'What you have shared is welcome in {room}, just as it is.',
];
const KINDNESS = [
  "Let's keep {room} a gentle place for everyone. Grief shows up differently in each of us, so please speak to one another with care, even when you see things differently.",
  'A gentle reminder that everyone in {room} is carrying a loss. Please keep replies kind, and avoid telling anyone how they should grieve.',
  "Strong feelings are welcome here, and so is disagreement, but let's keep it kind. Everyone in {room} deserves to feel safe sharing.",
];
const QUESTIONS = [
  'What would you like the group to know about {ref}?',
  'What has helped you through a day like this?',
  'Who else here has felt something similar?',
  'What would help you feel heard in the room today?',
  "What's one thing about {ref} you'd like others here to know?",
  'What would you like from the group today: listening, shared experience, or just company?',
];
const KIND_QUESTIONS = [
  'What would help everyone here feel heard right now?',
  "What's underneath the frustration, if you feel able to share?",
];

export function moderatorReply(room: Turn, ch: Chooser, attempt: number): string {
  // In a room each message may come from someone else: only the newest one says who they lost.
  const own = findLostPerson([room.latest]);
  const t: Turn = { ...room, person: own, refs: refsFor(own) };
  const p = new Parts(t, ch);
  const roomName = t.context.roomName?.trim() || 'this circle';
  const extra = { room: roomName };
  const say = (templates: readonly string[], wantRef = false) => p.line(templates, { extra, wantRef });

  if (t.themes[0] === 'despair') return despairReply(p);

  if (HOSTILE.test(t.latest)) {
    return oneQuestion(assemble([say(KINDNESS)], [say(KIND_QUESTIONS)]));
  }

  const small = t.themes.length ? null : smallTalk(t.latest);
  const description = normalize(t.context.roomDescription ?? '');
  const describe =
    t.turn === 1 && description && wordCount(description) <= 30 && !description.includes('"')
      ? `As the room's description says, "${description.replace(/[.!]?$/, '.')}"`
      : '';

  if (small === 'greeting' || (t.turn === 1 && small)) {
    return oneQuestion(assemble([say(WELCOME), describe], [say(QUESTIONS)]));
  }
  if (small) {
    const st = SMALL_TALK[small];
    return oneQuestion(assemble([say(st.lines), attempt >= 8 ? say(ROOM_LINES) : ''], [say(QUESTIONS)]));
  }

  const welcome = t.turn === 1 ? say(WELCOME) : '';
  const condolence = DEATH_WORDS.test(t.latest) ? say(t.refs.known ? CONDOLENCES.named : CONDOLENCES.general) : '';
  const { text: reflected } = reflection(p, { block: condolence ? DEATH_WORDS : undefined });
  const lead = t.themes.find((id) => !RELATION_THEMES.has(id) && id !== 'identity') ?? t.themes[0];
  let middle = '';
  let questions = QUESTIONS;
  if (lead === 'identity')
    middle =
      "I'm an AI host for this room, not a member and not a counsellor, but I'm reading everything shared here with care.";
  else if (lead) {
    const theme = themeById(lead);
    const chosen = attempt % 2 === 0 ? { line: p.line(theme.short), questions: QUESTIONS } : themeLine(theme, p);
    middle = chosen.line;
    if (ch.next() % 2 === 0) questions = chosen.questions;
  }
  const roomLine = say(ROOM_LINES);
  const question = say(questions, t.refs.known && !p.refUsed) || say(QUESTIONS);
  return oneQuestion(assemble([welcome, condolence, reflected], [middle, roomLine, question]));
}
