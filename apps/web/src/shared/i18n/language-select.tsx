import { useId } from 'react';
import { useTranslation } from './i18n';
import { isLanguage, LANGUAGES } from '@chronodeck/contract';
import { chooseLanguage } from './i18n';
import { useLanguage } from './use-language';

/** Each language is named in itself, so a reader can find theirs whatever is shown now. */
const LANGUAGE_NAMES = {
  en: 'English',
  fr: 'Français',
  pt: 'Português',
  es: 'Español',
  it: 'Italiano',
} as const;

export function LanguageSelect() {
  const { t } = useTranslation();
  const id = useId();
  const current = useLanguage();
  return (
    <span className="language-select">
      <label htmlFor={id} className="visually-hidden">
        {t('language.label')}
      </label>
      <select
        id={id}
        value={current}
        onChange={(event) => {
          if (isLanguage(event.target.value)) void chooseLanguage(event.target.value);
        }}
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {LANGUAGE_NAMES[language]}
          </option>
        ))}
      </select>
    </span>
  );
}
