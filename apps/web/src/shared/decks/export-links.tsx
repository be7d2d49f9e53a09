import { EXPORT_FORMATS, type ExportFormatName } from '@chronodeck/contract';
import { useTranslation } from '../i18n/i18n';

/**
 * Links that download a deck or a timeline in every exchange format: CSV for spreadsheets and
 * Quizlet, an Anki package, TimelineJS JSON. `urlOf` gives a format's export URL.
 */
export function ExportLinks(props: { title: string; urlOf: (format: ExportFormatName) => string }) {
  const { t } = useTranslation();
  return (
    <nav className="export-links" aria-label={t('exchange.exportLabel', { title: props.title })}>
      <span>{t('exchange.export')}</span>
      <ul>
        {EXPORT_FORMATS.map((format) => (
          <li key={format}>
            <a
              href={props.urlOf(format)}
              download
              aria-label={t('exchange.exportAs', {
                title: props.title,
                format: t(`exchange.formats.${format}`),
              })}
            >
              {t(`exchange.formats.${format}`)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** A URL with the export format asked for. */
export const withFormat = (url: string, format: ExportFormatName) =>
  `${url}?${new URLSearchParams({ format }).toString()}`;
