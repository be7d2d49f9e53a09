import { createAnthropic } from '@ai-sdk/anthropic';
import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { LanguageModel } from 'ai';
import { ConfigError, type Config } from '../../config';
import type { Catalogue } from '../catalogue/catalogue';
import type { AiProvider } from './ai-provider';
import { createModelProvider } from './model-provider';
import { createOfflinePoolProvider } from './offline/offline-pool';

/** Models used when AI_MODEL is not set. */
export const DEFAULT_MODELS = {
  openai: 'gpt-4o-mini',
  anthropic: 'claude-3-5-haiku-latest',
} as const;

function required(value: string | undefined, variable: string, provider: string): string {
  if (!value) throw new ConfigError([`${variable}: required when AI_PROVIDER is "${provider}".`]);
  return value;
}

function languageModel(ai: Config['ai']): { modelId: string; model: LanguageModel } {
  switch (ai.provider) {
    case 'openai-compatible': {
      const modelId = required(ai.model, 'AI_MODEL', ai.provider);
      const provider = createOpenAICompatible({
        name: 'openai-compatible',
        baseURL: required(ai.baseUrl, 'AI_BASE_URL', ai.provider),
        ...(ai.apiKey ? { apiKey: ai.apiKey } : {}),
        supportsStructuredOutputs: true,
      });
      return { modelId, model: provider(modelId) };
    }
    case 'openai': {
      const modelId = ai.model ?? DEFAULT_MODELS.openai;
      const provider = createOpenAI({
        apiKey: required(ai.apiKey, 'AI_API_KEY', ai.provider),
        ...(ai.baseUrl ? { baseURL: ai.baseUrl } : {}),
      });
      return { modelId, model: provider(modelId) };
    }
    case 'anthropic': {
      const modelId = ai.model ?? DEFAULT_MODELS.anthropic;
      const provider = createAnthropic({
        apiKey: required(ai.apiKey, 'AI_API_KEY', ai.provider),
        ...(ai.baseUrl ? { baseURL: ai.baseUrl } : {}),
      });
      return { modelId, model: provider(modelId) };
    }
    case 'offline':
      throw new Error('the offline provider has no language model');
  }
}

/** The provider `AI_PROVIDER` names; a model provider missing its settings stops the start. */
export function createAiProvider(ai: Config['ai'], catalogue: Catalogue): AiProvider {
  if (ai.provider === 'offline') return createOfflinePoolProvider(catalogue, ai.offline);
  return createModelProvider({
    name: ai.provider,
    ...languageModel(ai),
    maxRetries: ai.maxRetries,
    catalogue,
  });
}
