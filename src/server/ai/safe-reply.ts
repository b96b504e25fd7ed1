/**
 * The crisis-safety layer. Every provider call goes through here, for every endpoint:
 * - the newest user turn (read with the conversation before it) is screened before any model sees
 *   it (safety/screen.ts);
 * - on crisis the model is never called and the persona is dropped: the reply is the fixed,
 *   human-written crisis response with the help lines for the user's country;
 * - with a provider that can judge risk (an OpenAI-compatible model), the model's judgement of the
 *   turn runs beside the reply and is awaited before any of the reply is shown: it can raise the
 *   level (never lower it), and a judgement that fails counts as concern;
 * - on concern or crisis the memorial persona breaks character: it never speaks as the person who
 *   died to someone at risk (a reply already begun in the first person is started again, unseen);
 * - every piece of model output is screened before the person sees it. Text is released a whole
 *   sentence at a time, and only once a window of later text has been screened with it, so a refused
 *   phrase is caught before any of it is shown; a refused reply is replaced as a whole;
 * - on concern a direct, gentle check-in question is added to the reply; after a clear "I'm safe"
 *   to that question, a few words that hear it and keep help on offer.
 * See docs/decisions/008-ai-companion-safety.md and 012-layered-crisis-screen.md.
 */
import type { RiskLevel, SafetyInfo } from '@shared/schemas/companion';
import { CONCERN_CHECK_IN, SAFE_ANSWER_CARE, SAFE_REPLACEMENT, crisisResponse, helplinesFor } from '@shared/safety';
import type { AiProvider, ProviderRequest } from './provider';
import { screenConversation, screenModelOutput, type ScreenResult } from './safety/screen';

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
export function screenTurn(req: Pick<ProviderRequest, 'messages'>): ScreenResult {
  return screenConversation(req.messages);
}

const ASKS_ALREADY =
  /\b(ending your life|end your life|thoughts of suicide|suicidal thoughts|thinking (about|of) suicide|kill(ing)? yourself)\b/i;

const RANK: Record<RiskLevel, number> = { none: 0, concern: 1, crisis: 2 };

function* crisisEvents(country: string | null): Generator<ReplyEvent> {
  const helplines = helplinesFor(country);
  yield { type: 'safety', safety: { risk: 'crisis', helplines } };
  yield { type: 'delta', text: crisisResponse(helplines) };
}

/** The same request without the first-person persona: the companion speaks about them, not as them. */
function outOfCharacter(req: SafeReplyRequest): SafeReplyRequest {
  return req.context?.speakAs ? { ...req, context: { ...req.context, speakAs: false } } : req;
}

/** The provider's judgement of the turn, if it can give one; a failure counts as concern. */
function startJudge(provider: AiProvider, req: SafeReplyRequest): Promise<RiskLevel> | null {
  if (!provider.judgeRisk) return null;
  return provider.judgeRisk({ messages: req.messages, signal: req.signal }).then(
    (risk) => risk,
    () => 'concern' as const,
  );
}

/**
 * The reply as events. `verdict` must come from screenTurn on the same messages (a bare level is
 * accepted too). The caller applies the events in order; the final text is the concatenation of
 * deltas after the last replace. A `safety` event carries the turn's final level when it is not none.
 */
export async function* safeReply(
  provider: AiProvider,
  req: SafeReplyRequest,
  verdict: RiskLevel | ScreenResult,
): AsyncGenerator<ReplyEvent> {
  let risk: RiskLevel = typeof verdict === 'string' ? verdict : verdict.risk;
  const safeAnswer = typeof verdict !== 'string' && verdict.reasons.includes('safe_answer');
  if (risk === 'crisis') {
    yield* crisisEvents(req.country);
    return;
  }

  const judging = startJudge(provider, req);
  let judged = judging === null;
  // A function, not a comparison: the judgement changes `risk` behind TypeScript's narrowing.
  const inCrisis = () => risk === 'crisis';
  /** Awaits the judgement once; true when it raised the level. */
  const hearJudge = async (): Promise<boolean> => {
    if (judged) return false;
    judged = true;
    const j = await judging!;
    if (RANK[j] <= RANK[risk]) return false;
    risk = j;
    return true;
  };

  let request = risk === 'none' ? req : outOfCharacter(req);
  let announced = false;
  let text = '';
  let shown = 0;
  let refused = false;
  for (let attempt = 0; attempt < 2; attempt++) {
    text = '';
    shown = 0;
    refused = false;
    let restart = false;
    for await (const piece of provider.stream(request)) {
      if (!announced) {
        announced = true;
        yield { type: 'started' };
      }
      text += piece;
      if (!screenModelOutput(text, request.persona).safe) {
        refused = true;
        break;
      }
      const releasable = releasableUpTo(text);
      if (releasable > shown) {
        if (await hearJudge()) {
          if (inCrisis()) {
            // Leaving the loop closes the provider's stream (and its upstream request).
            yield* crisisEvents(req.country);
            return;
          }
          if (request.context?.speakAs) {
            request = outOfCharacter(req);
            restart = true;
            break;
          }
        }
        yield { type: 'delta', text: text.slice(shown, releasable) };
        shown = releasable;
      }
    }
    if (!restart && (await hearJudge())) {
      if (inCrisis()) {
        yield* crisisEvents(req.country);
        return;
      }
      // Nothing was shown yet (a reply shorter than the hold-back): start it again out of character.
      if (request.context?.speakAs && shown === 0 && !refused) {
        request = outOfCharacter(req);
        restart = true;
      }
    }
    if (!restart) break;
  }

  if (refused) {
    yield { type: 'replace', text: SAFE_REPLACEMENT };
    text = SAFE_REPLACEMENT;
    shown = text.length;
  } else if (shown < text.length) {
    yield { type: 'delta', text: text.slice(shown) };
  }
  if (risk === 'concern') {
    yield { type: 'safety', safety: { risk: 'concern' } };
    // They have just answered the check-in with a no: it is not asked again; help stays on offer.
    const closing = safeAnswer ? SAFE_ANSWER_CARE : CONCERN_CHECK_IN;
    if (safeAnswer || !ASKS_ALREADY.test(text)) yield { type: 'delta', text: `${text.trim() ? '\n\n' : ''}${closing}` };
  } else if (safeAnswer) {
    yield { type: 'delta', text: `${text.trim() ? '\n\n' : ''}${SAFE_ANSWER_CARE}` };
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
