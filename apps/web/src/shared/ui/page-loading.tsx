import { useTranslation } from '../i18n/i18n';

export function PageLoading() {
  const { t } = useTranslation();
  return (
    <p className="page-loading" role="status">
      {t('common.loading')}
    </p>
  );
}
