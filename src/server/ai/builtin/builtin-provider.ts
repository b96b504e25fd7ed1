/**
 * The `builtin` provider (the default): an offline listening companion written for this product.
 * No model, no downloads, no network; replies are composed in well under a millisecond and are
 * deterministic for a given conversation. See compose.ts for how a reply is written.
 */
import { ProviderError, type AiProvider, type ProviderRequest } from '../provider';
import { composeReply } from './compose';

/** Words per streamed piece. */
const WORDS_PER_PIECE = 3;

/** The reply in small word-group pieces; joined, they are exactly the reply. */
export function pieces(text: string, wordsPerPiece = WORDS_PER_PIECE): string[] {
  const tokens = text.match(/\s*\S+/g) ?? [];
  const out: string[] = [];
  for (let i = 0; i < tokens.length; i += wordsPerPiece) out.push(tokens.slice(i, i + wordsPerPiece).join(''));
  const trailing = /\s+$/.exec(text)?.[0];
  if (trailing) out.push(trailing);
  return out;
}

function checkAborted(signal: AbortSignal): void {
  if (signal.aborted) throw new ProviderError('aborted', 'aborted');
}

export function createBuiltinProvider(): AiProvider {
  return {
    name: 'builtin',
    async *stream(req: ProviderRequest): AsyncGenerator<string> {
      checkAborted(req.signal);
      const reply = composeReply(req);
      for (const piece of pieces(reply)) {
        checkAborted(req.signal);
        yield piece;
      }
    },
  };
}
