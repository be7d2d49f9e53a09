import { ConfigError, type Config } from '../../config';
import type { Catalogue } from '../catalogue/catalogue';
import type { AiProvider } from './ai-provider';
import { createOfflineProvider } from './offline/offline-provider';

/** The provider `AI_PROVIDER` names. */
export function createAiProvider(ai: Config['ai'], catalogue: Catalogue): AiProvider {
  if (ai.provider === 'offline') return createOfflineProvider(catalogue);
  throw new ConfigError([
    `AI_PROVIDER: "${ai.provider}" is not available in this version; use "offline" (the default).`,
  ]);
}
