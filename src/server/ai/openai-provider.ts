/**
 * Any server that speaks the OpenAI chat-completions API (OpenAI, vLLM, Ollama, llama.cpp …),
 * streamed through the official `openai` client library. Upstream failures become ProviderError;
 * the safety layer around every provider decides what the person sees.
 */
import OpenAI from 'openai';
import { RISK_JUDGE_PROMPT, moodNote, parseRiskJudgement, systemPrompt } from './prompts';
import { ProviderError, type AiProvider, type ProviderRequest } from './provider';

export interface OpenAiSettings {
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
  timeoutMs: number;
}

/** How much of the conversation is sent upstream (newest turns); keeps requests bounded. */
const MAX_HISTORY = 40;
/** How much of the conversation the risk judgement reads. */
const JUDGE_HISTORY = 8;
/** The judgement is awaited before a reply is shown: it must not hold a reply up for long. */
const JUDGE_TIMEOUT_MS = 15_000;

export function createOpenAiProvider(settings: OpenAiSettings): AiProvider {
  const client = new OpenAI({
    baseURL: settings.baseUrl,
    // Local servers need no key, but the library insists on one.
    apiKey: settings.apiKey ?? 'not-needed',
    timeout: settings.timeoutMs,
    // A retry would double the wait of someone who is already waiting; the person can resend.
    maxRetries: 0,
  });

  return {
    name: 'openai',
    async *stream(req: ProviderRequest) {
      const history = req.messages.slice(-MAX_HISTORY);
      const last = history.length - 1;
      const messages: OpenAI.Chat.ChatCompletionMessageParam[] = [
        { role: 'system', content: systemPrompt(req.persona, req.context) },
        ...history.map((m, i) => ({
          role: m.role,
          content: i === last && m.role === 'user' ? m.content + moodNote(req.mood) : m.content,
        })),
      ];
      let finished = false;
      try {
        const stream = await client.chat.completions.create(
          { model: settings.model, messages, stream: true, temperature: 0.7 },
          { signal: req.signal },
        );
        let first = true;
        for await (const chunk of stream) {
          const choice = chunk.choices[0];
          const piece = choice?.delta?.content ?? '';
          // The first chunk (often only the role) says the model has begun: pass it on at once.
          if (piece || first) yield piece;
          first = false;
          if (choice?.finish_reason) finished = true;
        }
        // The library ends a stream quietly when it is aborted: say why it stopped.
        req.signal.throwIfAborted();
      } catch (err) {
        throw toProviderError(err, req.signal);
      }
      // A stream that stops without a finish reason was cut: never pass it off as a whole reply.
      if (!finished) throw new ProviderError('upstream', 'The model stream ended before the reply was complete');
    },

    async judgeRisk(req) {
      const history = req.messages.slice(-JUDGE_HISTORY);
      const transcript = history
        .map(
          (m, i) =>
            `${i === history.length - 1 ? 'NEWEST MESSAGE FROM THE PERSON' : m.role === 'user' ? 'Person' : 'Companion'}: ${m.content}`,
        )
        .join('\n\n');
      const signal = AbortSignal.any([req.signal, AbortSignal.timeout(Math.min(JUDGE_TIMEOUT_MS, settings.timeoutMs))]);
      try {
        const res = await client.chat.completions.create(
          {
            model: settings.model,
            messages: [
              { role: 'system', content: RISK_JUDGE_PROMPT },
              { role: 'user', content: `Conversation (oldest first):\n\n${transcript}\n\nRate the newest message.` },
            ],
            temperature: 0,
            max_tokens: 20,
          },
          { signal },
        );
        const risk = parseRiskJudgement(res.choices[0]?.message?.content ?? '');
        if (!risk) throw new ProviderError('upstream', 'The risk judgement could not be read');
        return risk;
      } catch (err) {
        throw toProviderError(err, signal);
      }
    },
  };
}

function toProviderError(err: unknown, signal: AbortSignal): ProviderError {
  if (err instanceof ProviderError) return err;
  if (signal.aborted) {
    const reason: unknown = signal.reason;
    const timedOut = reason instanceof DOMException && reason.name === 'TimeoutError';
    return new ProviderError(
      timedOut ? 'timeout' : 'aborted',
      timedOut ? 'The model did not answer in time' : 'aborted',
    );
  }
  if (err instanceof OpenAI.APIConnectionTimeoutError)
    return new ProviderError('timeout', 'The model did not answer in time');
  if (err instanceof OpenAI.RateLimitError) return new ProviderError('rate_limited', 'The model is rate limited');
  if (err instanceof OpenAI.APIError)
    return new ProviderError('upstream', `The model answered ${err.status ?? 'with an error'}`);
  return new ProviderError('upstream', 'The model could not be reached');
}
