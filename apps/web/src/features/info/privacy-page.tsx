import { useTranslation } from 'react-i18next';
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
