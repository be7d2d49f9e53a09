import { useTranslation } from '../../shared/i18n/i18n';

interface CatalogueStatusProps {
  pending: boolean;
  onRetry: () => void;
}

/** What stands in for catalogue content until it arrives: a loading line, or the failure and a retry. */
export function CatalogueStatus({ pending, onRetry }: CatalogueStatusProps) {
  const { t } = useTranslation();
  if (pending) {
    return (
      <p className="content-loading" role="status">
        {t('catalogue.loading')}
      </p>
    );
  }
  return (
    <div className="notice notice--error" role="alert">
      <p>{t('catalogue.loadFailed')}</p>
      <button type="button" className="button button--small" onClick={onRetry}>
        {t('catalogue.retry')}
      </button>
    </div>
  );
}
