import { initI18n } from './shared/i18n/i18n';

// Screens render in the language loaded before them, as main.tsx does: English in tests.
await initI18n();
