/** Chooses the AI provider from configuration: builtin unless an OpenAI-compatible model is set. */
import type { Config } from '../config';
import { createBuiltinProvider } from './builtin/builtin-provider';
import { createOpenAiProvider } from './openai-provider';
import type { AiProvider } from './provider';

export function createProvider(ai: Config['ai']): AiProvider {
  return ai.kind === 'openai' ? createOpenAiProvider(ai) : createBuiltinProvider();
}
