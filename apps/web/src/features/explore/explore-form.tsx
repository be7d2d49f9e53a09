import { useTranslation } from '../../shared/i18n/i18n';
import { DECK_CATEGORIES, TOPIC_MAX_LENGTH, type DeckCategory } from '@chronodeck/contract';
import { IconButton } from '../../shared/ui/icon-button';

interface ExploreFormProps {
  topic: string;
  onTopicChange: (topic: string) => void;
  category: DeckCategory;
  onCategoryChange: (category: DeckCategory) => void;
  onGenerate: () => void;
  generating: boolean;
}

/** Topic box with a clear button, the category dropdown of SPEC.md §2, Generate and the hint. */
export function ExploreForm(props: ExploreFormProps) {
  const { t } = useTranslation();
  const { topic, onTopicChange, category, onCategoryChange, onGenerate, generating } = props;
  return (
    <form
      className="explore-form"
      aria-label={t('explore.formLabel')}
      onSubmit={(event) => {
        event.preventDefault();
        onGenerate();
      }}
    >
      <div className="field explore-form__topic">
        <label htmlFor="explore-topic">{t('explore.topic')}</label>
        <div className="explore-form__topic-box">
          <input
            id="explore-topic"
            type="text"
            value={topic}
            maxLength={TOPIC_MAX_LENGTH}
            placeholder={t('explore.topicPlaceholder')}
            aria-describedby="explore-hint"
            onChange={(event) => onTopicChange(event.target.value)}
          />
          {topic ? (
            <IconButton
              className="explore-form__clear"
              label={t('explore.clearTopic')}
              onClick={() => onTopicChange('')}
            />
          ) : null}
        </div>
      </div>
      <div className="field">
        <label htmlFor="explore-category">{t('explore.category')}</label>
        <select
          id="explore-category"
          value={category}
          onChange={(event) => onCategoryChange(event.target.value as DeckCategory)}
        >
          {DECK_CATEGORIES.map((option) => (
            <option key={option} value={option}>
              {t(`explore.categories.${option}`)}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="button explore-form__generate" disabled={generating}>
        {generating ? t('explore.generating') : t('explore.generate')}
      </button>
      <p id="explore-hint" className="field__hint explore-form__hint">
        {t('explore.hint')}
      </p>
    </form>
  );
}
