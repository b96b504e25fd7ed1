/**
 * The AI provider interface. `builtin` (offline, default) and `openai` (any OpenAI-compatible
 * chat-completions server) implement it; the safety layer wraps every call, whatever the provider.
 */
import type { Mood } from '@shared/constants';
import type { RiskLevel } from '@shared/schemas/companion';

/** Who the model speaks as. The system prompts for each live in prompts.ts. */
export type Persona = 'companion' | 'memorial' | 'peer-support' | 'moderator' | 'legacy-letter';

export interface ProviderMessage {
  role: 'user' | 'assistant';
  content: string;
}

/** What the family or the room shared, to ground the reply. All fields optional. */
export interface PersonaContext {
  /** The person who died (memorial title or name from the companion's memorial context). */
  memorialName?: string;
  memorialDescription?: string;
  /** e.g. "1941 – 2024". */
  memorialDates?: string;
  roomName?: string;
  roomDescription?: string;
  /** legacy-letter only: to whom the letter is written. */
  recipientName?: string;
  /**
   * memorial only: the owner chose to let the companion speak in the first person, as the person
   * who died (off by default). The safety layer turns it off for any turn with concern or crisis.
   */
  speakAs?: boolean;
}

export interface ProviderRequest {
  persona: Persona;
  /** The conversation so far, oldest first; the last message is the user's newest turn. */
  messages: ProviderMessage[];
  context?: PersonaContext;
  /** The mood the user chose with their newest message, if any. */
  mood?: Mood | null;
  /** Aborted when the client goes away or the provider timeout passes. */
  signal: AbortSignal;
}

/** Raised by providers for upstream failures; the routes turn it into the spec's error. */
export class ProviderError extends Error {
  constructor(
    readonly kind: 'rate_limited' | 'upstream' | 'timeout' | 'aborted',
    message: string,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}

export interface AiProvider {
  readonly name: 'builtin' | 'openai';
  /**
   * Yields the reply in pieces as they are produced; an empty piece may mark that the answer has
   * begun before any words. Throws ProviderError on failure.
   */
  stream(req: ProviderRequest): AsyncIterable<string>;
  /**
   * The model's own judgement of the newest user turn's risk, when the provider can give one (the
   * fourth layer of the crisis screen). Rejects on any failure; the safety layer counts that as concern.
   */
  judgeRisk?(req: Pick<ProviderRequest, 'messages' | 'signal'>): Promise<RiskLevel>;
}

/** The whole reply of a provider as one string. */
export async function complete(provider: AiProvider, req: ProviderRequest): Promise<string> {
  let text = '';
  for await (const piece of provider.stream(req)) text += piece;
  return text;
}
