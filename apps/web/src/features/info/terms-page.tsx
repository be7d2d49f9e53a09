import { useTranslation } from '../../shared/i18n/i18n';
import { InfoPage } from './info-page';

export function TermsPage() {
  const { t } = useTranslation();
  return (
    <InfoPage title={t('terms.title')}>
      <ul>
        <li>{t('terms.asIs')}</li>
        <li>{t('terms.educational')}</li>
        <li>{t('terms.noUptime')}</li>
        <li>{t('terms.noCommercial')}</li>
      </ul>
    </InfoPage>
  );
}
