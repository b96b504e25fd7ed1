/**
 * The listening companion ('companion' and 'peer-support'): reflects what the person wrote and the
 * feeling in it, answers the theme of their grief, honours the mood they chose, and ends with one
 * gentle open question.
 */
import type { Chooser } from './hash';
import { fill, type LossKind } from './names';
import { Parts, assemble, oneQuestion, reflection, themeLine } from './parts';
import { detectFeeling } from './reflect';
import { GENERAL, RELATION_THEMES, themeById, type Theme, type ThemeId } from './themes';
import type { Turn } from './turn';
import {
  CONDOLENCES,
  DEATH_WORDS,
  EXTRAS,
  MOOD_GREETING,
  MOOD_LEAD,
  MOOD_LINES,
  MOOD_QUESTIONS,
  PEER_LINES,
  REPEATS,
  SMALL_TALK,
  smallTalk,
  type SmallTalk,
} from './voice';

/** Openings for a message that asks something. */
const ASKED = [
  "That's such an understandable thing to wonder.",
  'So many people wonder the same thing.',
  "I'm glad you asked.",
];

const SUICIDE_GROUPS = themeById('suicide').lines.find((l) => l.includes('support groups'))!;

const KIND_THEME: Partial<Record<LossKind, ThemeId>> = {
  partner: 'partner',
  parent: 'parent',
  child: 'child',
  pet: 'pet',
};

/** Themes still acknowledged when someone is overwhelmed and the reply slows right down. */
const HEAVY: ReadonlySet<ThemeId> = new Set([
  'worried',
  'anniversary',
  'missing',
  'suicide',
  'pregnancy',
  'sudden',
  'guilt',
  'anger',
  'numbness',
  'loneliness',
  'child',
  'partner',
  'parent',
  'pet',
  'caregiving',
]);

/** Themes whose replies may mention peer groups in the peer-support persona. */
const PEER_THEMES: ReadonlySet<ThemeId> = new Set([
  'loneliness',
  'others',
  'advice',
  'normal',
  'better',
  'child',
  'suicide',
  'pregnancy',
]);

export function companionReply(t: Turn, ch: Chooser, attempt: number): string {
  const p = new Parts(t, ch);
  const first = t.themes[0];
  if (first === 'despair') return despairReply(p);
  if (first === 'identity') return identityReply(p);
  if (!t.themes.length) {
    const small = smallTalk(t.latest);
    if (small) return smallTalkReply(p, small, attempt);
  }
  return listeningReply(p, attempt);
}

/** The person wrote of not wanting to live, or of wanting to be with the one they lost. */
export function despairReply(p: Parts): string {
  const theme = themeById('despair');
  return oneQuestion(assemble([p.line(DESPAIR_OPENINGS), p.line(theme.lines)], [p.line(theme.questions)]));
}

const DESPAIR_OPENINGS = [
  "I'm really glad you told me.",
  'Thank you for telling me how heavy this is.',
  'That sounds so painful.',
  'I hear how much you are hurting.',
];

function identityReply(p: Parts): string {
  const theme = themeById('identity');
  return oneQuestion(assemble([p.line(theme.lines)], [p.line(theme.questions)]));
}

function smallTalkReply(p: Parts, kind: SmallTalk, attempt: number): string {
  const { t } = p;
  const st = SMALL_TALK[kind];
  const lines = kind === 'greeting' && t.turn > 1 && st.later ? st.later : st.lines;
  const opening = p.line(lines);
  const mood = t.mood && (kind === 'greeting' || kind === 'ack' || kind === 'unsure') ? MOOD_GREETING[t.mood] : '';
  const peer = t.persona === 'peer-support' && kind === 'greeting' && t.turn === 1 ? p.line(PEER_LINES) : '';
  const extra = attempt >= 6 ? EXTRAS[(attempt + p.ch.next()) % EXTRAS.length]! : '';
  const wantRef = t.refs.known && !p.refUsed && kind !== 'thanks' && kind !== 'bye';
  const question = p.line(t.mood === 'overwhelmed' ? MOOD_QUESTIONS.overwhelmed! : st.questions, {
    wantRef: wantRef && p.ch.next() % 2 === 0,
  });
  return oneQuestion(assemble([opening, mood, peer, extra], [question]));
}

/** Picks the theme that leads the reply: what they wrote now first, then who they lost. */
function leadTheme(p: Parts): Theme | null {
  const { t, ch } = p;
  const emotional = t.themes.filter((id) => !RELATION_THEMES.has(id));
  const relational = t.themes.filter((id) => RELATION_THEMES.has(id));
  for (const id of emotional) if (p.hasFresh(themeById(id))) return themeById(id);
  for (const id of relational) if (p.hasFresh(themeById(id))) return themeById(id);
  const kind = t.person?.kind ? KIND_THEME[t.person.kind] : undefined;
  if (!emotional.length && kind && p.hasFresh(themeById(kind)) && ch.next() % 2 === 0) return themeById(kind);
  // Everything this message touches was said already: fresh general words before repeating.
  if (GENERAL.lines.some((l) => !ch.said(fill(l, t.refs)))) return null;
  const any = emotional[0] ?? relational[0];
  return any ? themeById(any) : null;
}

function listeningReply(p: Parts, attempt: number): string {
  const { t, ch } = p;
  // Words of overwhelm count as the overwhelmed mood when no mood was chosen.
  const mood = t.mood ?? (detectFeeling(t.latest, null).key === 'overwhelm' ? 'overwhelmed' : null);
  const theme = leadTheme(p);
  const wantName = t.refs.known && (t.turn <= 1 || !t.lastAssistant.includes(t.refs.ref) || ch.next() % 3 === 0);

  // A first condolence when they tell of the death, early on.
  let condolence = '';
  const toldOfDeath =
    DEATH_WORDS.test(t.latest) || theme?.id === 'suicide' || theme?.id === 'pregnancy' || theme?.id === 'sudden';
  if (t.turn <= 3 && toldOfDeath && theme?.id !== 'worried' && !t.assistantMessages.some((m) => /\bsorry\b/i.test(m))) {
    condolence = t.refs.known && wantName ? p.line(CONDOLENCES.named) : p.line(CONDOLENCES.general);
  }
  // Said again: acknowledged while there are fresh words for it, then only now and then.
  const repeat = t.repeats > 0 ? p.freshLine(REPEATS) || (ch.next() % 3 === 0 ? p.line(REPEATS) : '') : '';

  // Anger is validated first; overwhelm is slowed down first.
  let lead = '';
  let themeText = '';
  let questions: string[] = GENERAL.questions;
  if (theme) {
    const chosen = themeLine(theme, p);
    themeText = chosen.line;
    questions = chosen.questions;
  } else {
    themeText = p.line(GENERAL.lines);
  }
  if (mood === 'angry') {
    if (theme?.id === 'anger') {
      lead = themeText;
      themeText = '';
    } else lead = p.line(MOOD_LEAD.angry!);
  } else if (mood === 'overwhelmed') {
    lead = p.line(MOOD_LEAD.overwhelmed!);
    // Slowing down: one short acknowledgement of a heavy theme at most, and a small question.
    themeText = theme && HEAVY.has(theme.id) ? p.line(theme.short) : '';
    questions = MOOD_QUESTIONS.overwhelmed!;
  }

  const moodLine = mood && MOOD_LINES[mood] && !(mood === 'sad' && ch.next() % 2 === 0) ? p.line(MOOD_LINES[mood]) : '';
  const { text: reflectedText, quoted } = reflection(p, {
    ignoreMood: !!moodLine,
    noQuote: attempt >= 16 || theme?.id === 'suicide',
    questionFramings: ASKED,
    // After a condolence, the bare news of the death is not repeated back.
    block: condolence ? DEATH_WORDS : undefined,
  });
  // Without their own words to hold up, a condolence or the mood line already meets the feeling.
  const reflected = !quoted && (moodLine || condolence) && !/\?\s*$/.test(t.latest) ? '' : reflectedText;

  // The first reply about a suicide loss always says that suicide-loss support groups exist.
  if (theme?.id === 'suicide' && !ch.said(SUICIDE_GROUPS) && themeText !== SUICIDE_GROUPS) {
    themeText = `${themeText} ${SUICIDE_GROUPS}`.trim();
  }

  // On the first mention of who they lost, a word about that particular loss.
  let relationLine = '';
  const relation = t.themes.find((id) => RELATION_THEMES.has(id));
  // Not when they are worried about someone living.
  if (relation && theme?.id !== relation && theme?.id !== 'worried') {
    const rel = themeById(relation);
    if (!rel.short.some((s) => ch.said(s))) relationLine = p.line(rel.short);
  }

  let peer = '';
  if (t.persona === 'peer-support') {
    const recentPeer = PEER_LINES.some((l) => ch.saidRecently(l));
    if (!recentPeer && (t.turn === 1 || (theme && PEER_THEMES.has(theme.id)) || ch.next() % 3 === 0))
      peer = p.line(PEER_LINES);
  }

  // At most two extras beside the core (one when a mood lead is present).
  const optional = [condolence, repeat, moodLine, peer, relationLine];
  let budget = lead || theme?.id === 'suicide' ? 1 : 2;
  const keep = optional.map((s) => {
    if (!s || budget <= 0) return '';
    budget -= 1;
    return s;
  });
  const [keptCondolence, keptRepeat, keptMood, keptPeer, keptRelation] = keep;

  if (mood && MOOD_QUESTIONS[mood] && mood !== 'overwhelmed' && !theme) questions = MOOD_QUESTIONS[mood]!;
  const extra = attempt >= 24 ? EXTRAS[(attempt + ch.next()) % EXTRAS.length]! : '';
  // A question not asked before: the theme's, then the general ones, before any repeat.
  const wantRef = wantName && !p.refUsed;
  const question =
    p.freshLine(questions, { wantRef }) ||
    p.freshLine(GENERAL.questions, { wantRef }) ||
    p.line(questions, { wantRef }) ||
    p.line(GENERAL.questions);

  const body = attempt >= 8 && attempt % 2 === 0 ? [themeText, reflected] : [reflected, themeText];
  // Anger is met first; overwhelm comes after their own words, then slows everything down.
  const firstHalf =
    mood === 'overwhelmed'
      ? [keptCondolence, keptRepeat, body[0]!, lead, keptMood]
      : [lead, keptCondolence, keptRepeat, body[0]!, keptMood];
  const secondHalf = [keptRelation, body[1]!, keptPeer, extra, question];
  return oneQuestion(assemble(firstHalf as string[], secondHalf as string[]));
}
