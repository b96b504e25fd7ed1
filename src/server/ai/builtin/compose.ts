/**
 * Writes the builtin reply for a request: reads the conversation, lets the persona compose, and
 * guarantees the companion never gives the same reply twice in a conversation. Deterministic: the
 * same conversation always gets the same reply.
 */
import type { ProviderRequest } from '../provider';
import { companionReply } from './companion';
import { Chooser, fnv1a, mix } from './hash';
import { letterReply } from './letter';
import { memorialReply } from './memorial';
import { memorialVoiceReply } from './memorial-voice';
import { moderatorReply } from './moderator';
import { readTurn, type Turn } from './turn';
import { EXTRAS } from './voice';

/** Attempts with fresh variant choices (and, later, varied composition) before the last resort. */
const ATTEMPTS = 40;
/** Only the newest messages feed the seed: long conversations stay cheap to hash. */
const SEED_MESSAGES = 40;

/** The conversation's hash: persona, mood, turn index and the content of the newest messages. */
export function conversationSeed(req: ProviderRequest): number {
  let h = fnv1a(`${req.persona}|${req.mood ?? ''}|${req.messages.length}`);
  for (const m of req.messages.slice(-SEED_MESSAGES)) h = fnv1a(m.content, fnv1a(m.role, h));
  return h;
}

function personaReply(t: Turn, ch: Chooser, attempt: number): string {
  switch (t.persona) {
    case 'memorial':
      // In the first person only when the server set it for this turn (decision 013).
      return (t.context.speakAs ? memorialVoiceReply(t, ch) : null) ?? memorialReply(t, ch, attempt);
    case 'moderator':
      return moderatorReply(t, ch, attempt);
    case 'legacy-letter':
      return letterReply(t, ch);
    default:
      return companionReply(t, ch, attempt);
  }
}

/** Replies are compared as stored: trimmed (the composer's own spacing is deterministic). */
const key = (text: string) => text.trim();

/** The whole builtin reply for a request. */
export function composeReply(req: ProviderRequest): string {
  const t = readTurn(req);
  const seed = conversationSeed(req);
  const used = t.assistantMessages.join('\n');
  const recent = t.assistantMessages.slice(-2).join('\n');
  if (t.persona === 'legacy-letter') return letterReply(t, new Chooser(seed, used, recent));

  const previous = new Set(t.assistantMessages.map(key));
  let reply = '';
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    reply = personaReply(t, new Chooser(mix(seed, attempt), used, recent), attempt);
    if (!previous.has(key(reply))) return reply;
  }
  // Last resort: a gentle extra sentence before the question, until the reply is new.
  for (let i = 0; i < EXTRAS.length * EXTRAS.length; i++) {
    const a = EXTRAS[i % EXTRAS.length]!;
    const b = EXTRAS[Math.floor(i / EXTRAS.length)]!;
    const addition = a === b ? a : `${a} ${b}`;
    const q = reply.lastIndexOf('\n\n') >= 0 ? reply.lastIndexOf('\n\n') : 0;
    const candidate = q > 0 ? `${reply.slice(0, q)}\n\n${addition} ${reply.slice(q + 2)}` : `${addition} ${reply}`;
    if (!previous.has(key(candidate))) return candidate;
  }
  return reply;
}
