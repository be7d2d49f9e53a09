import { useId } from 'react';
import { useTranslation } from '../../shared/i18n/i18n';
import type { CatalogueEvent } from '@chronodeck/contract';
import { ALL, distinctCenturies, distinctTopics, formatCentury } from '@chronodeck/catalogue';
import { useLanguage } from '../../shared/i18n/use-language';
import { topicNameKey } from '../../shared/catalogue/catalogue-names';

interface FilterSelectProps {
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}

function FilterSelect({ label, value, options, onChange }: FilterSelectProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="browser-filter">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value={ALL}>{t('catalogue.all')}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

interface EventFiltersProps {
  /** The events of the open category; the dropdowns list the values found among them. */
  events: readonly CatalogueEvent[];
  century: string;
  topic: string;
  onCentury: (century: string) => void;
  onTopic: (topic: string) => void;
}

/** Century and Topic dropdowns, each starting at All and listing the distinct values, sorted. */
export function EventFilters({ events, century, topic, onCentury, onTopic }: EventFiltersProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const yearInCentury = new Map(events.map((event) => [event.century, event.year]));
  const centuries = distinctCenturies(events).map((label) => ({
    value: label,
    label: formatCentury(yearInCentury.get(label) ?? 1, language),
  }));
  const topics = distinctTopics(events).map((name) => ({
    value: name,
    label: t(topicNameKey(name)),
  }));
  return (
    <div className="browser-filters">
      <FilterSelect
        label={t('catalogue.century')}
        value={century}
        options={centuries}
        onChange={onCentury}
      />
      <FilterSelect
        label={t('catalogue.topic')}
        value={topic}
        options={topics}
        onChange={onTopic}
      />
    </div>
  );
}
