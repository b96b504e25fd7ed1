/**
 * The crisis-safety layer. Every provider call goes through here, for every endpoint:
 * - the newest user turn (with the turn before it) is screened before any model sees it;
 * - on crisis the model is never called and the persona is dropped: the reply is the fixed,
 *   human-written crisis response with the help lines for the user's country;
 * - every piece of model output is screened before the person sees it. Text is released a whole
 *   sentence at a time, and only once a window of later text has been screened with it, so a refused
 *   phrase is caught before any of it is shown; a refused reply is replaced as a whole;
 * - on concern a direct, gentle check-in question is added to the reply.
 * See docs/decisions/008-ai-companion-safety.md.
 */
import type { RiskLevel, SafetyInfo } from '@shared/schemas/companion';
import { CONCERN_CHECK_IN, SAFE_REPLACEMENT, crisisResponse, helplinesFor } from '@shared/safety';
import type { AiProvider, ProviderRequest } from './provider';
import { screenConversation, screenModelOutput } from './safety/screen';

/** Characters of model output held back until the text after them has been screened too. */
export const OUTPUT_HOLD_BACK = 80;

export type ReplyEvent =
  | { type: 'delta'; text: string }
  /** Everything shown so far is replaced by `text` (the output screen refused the reply). */
  | { type: 'replace'; text: string }
  | { type: 'safety'; safety: SafetyInfo }
  /** The provider has begun to answer (its first piece arrived); nothing to show yet. */
  | { type: 'started' };

export interface SafeReplyRequest extends ProviderRequest {
  /** Two-letter country for the help lines, if known. */
  country: string | null;
}

/** The screen's verdict on the newest user turn; run before anything else (quota, rate limits). */
export function screenTurn(req: Pick<ProviderRequest, 'messages'>): { risk: RiskLevel; reasons: string[] } {
  return screenConversation(req.messages);
}

const ASKS_ALREADY = /\b(ending your life|end your life|thoughts of suicide|suicidal thoughts|thinking (about|of) suicide|kill(ing)? yourself)\b/i;

/**
 * The reply as events. `risk` must come from screenTurn on the same messages. The caller applies
 * the events in order; the final text is the concatenation of deltas after the last replace.
 */
export async function* safeReply(provider: AiProvider, req: SafeReplyRequest, risk: RiskLevel): AsyncGenerator<ReplyEvent> {
  if (risk === 'crisis') {
    const helplines = helplinesFor(req.country);
    yield { type: 'safety', safety: { risk: 'crisis', helplines } };
    yield { type: 'delta', text: crisisResponse(helplines) };
    return;
  }

  let text = '';
  let shown = 0;
  let refused = false;
  let started = false;
  for await (const piece of provider.stream(req)) {
    if (!started) {
      started = true;
      yield { type: 'started' };
    }
    text += piece;
    if (!screenModelOutput(text, req.persona).safe) {
      refused = true;
      break;
    }
    const releasable = releasableUpTo(text);
    if (releasable > shown) {
      yield { type: 'delta', text: text.slice(shown, releasable) };
      shown = releasable;
    }
  }
  if (refused) {
    // Leaving the loop early closes the provider's stream (and its upstream request).
    yield { type: 'replace', text: SAFE_REPLACEMENT };
    text = SAFE_REPLACEMENT;
    shown = text.length;
  } else if (shown < text.length) {
    yield { type: 'delta', text: text.slice(shown) };
  }
  if (risk === 'concern') {
    yield { type: 'safety', safety: { risk: 'concern' } };
    if (!ASKS_ALREADY.test(text)) yield { type: 'delta', text: `${text.trim() ? '\n\n' : ''}${CONCERN_CHECK_IN}` };
  }
}

/**
 * How much of the text may be shown: whole sentences only (the output rules look within a
 * sentence), and nothing from the last OUTPUT_HOLD_BACK characters (rules that span sentences).
 */
export function releasableUpTo(text: string): number {
  const limit = text.length - OUTPUT_HOLD_BACK;
  if (limit <= 0) return 0;
  const head = text.slice(0, limit);
  let end = 0;
  for (const m of head.matchAll(/[.!?…]["'”’)]*\s+|\n+/g)) end = m.index + m[0].length;
  return end;
}

/** Applies events to the text shown so far. */
export function applyEvent(shown: string, event: ReplyEvent): string {
  if (event.type === 'delta') return shown + event.text;
  if (event.type === 'replace') return event.text;
  return shown;
}
