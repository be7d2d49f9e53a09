import { useTranslation } from '../../shared/i18n/i18n';
import type { CatalogueEvent } from '@chronodeck/contract';
import { formatYear } from '@chronodeck/catalogue';
import { useLanguage } from '../../shared/i18n/use-language';
import { categoryNameKey, topicNameKey } from '../../shared/catalogue/catalogue-names';

interface EventCardProps {
  event: CatalogueEvent;
  onOpen: (event: CatalogueEvent) => void;
}

/** Title, year, description clamped to 3 lines, and category tags; the whole card opens the event. */
export function EventCard({ event, onOpen }: EventCardProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <article className="event-card">
      <p className="event-card__year">{formatYear(event.year, language)}</p>
      <h3 className="event-card__title">
        <button type="button" className="event-card__open" onClick={() => onOpen(event)}>
          {event.title}
        </button>
      </h3>
      <p className="event-card__description">{event.description}</p>
      <ul className="event-card__tags" aria-label={t('catalogue.tags')}>
        <li>{t(categoryNameKey(event.category))}</li>
        <li>{t(topicNameKey(event.topic))}</li>
      </ul>
    </article>
  );
}
