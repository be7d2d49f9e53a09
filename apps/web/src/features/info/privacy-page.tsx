import { useTranslation } from '../../shared/i18n/i18n';
import { InfoPage } from './info-page';

export function PrivacyPage() {
  const { t } = useTranslation();
  return (
    <InfoPage title={t('privacy.title')}>
      <p>{t('privacy.noPersonalData')}</p>
      <p>{t('privacy.anonymousUsage')}</p>
      <p>{t('privacy.notSold')}</p>
    </InfoPage>
  );
}
