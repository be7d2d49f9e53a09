import { useTranslation } from '../../shared/i18n/i18n';
import { InfoPage } from './info-page';

export function AboutPage() {
  const { t } = useTranslation();
  return (
    <InfoPage title={t('about.title')}>
      <p>{t('about.intro')}</p>
      <p>{t('about.students')}</p>
      <p>{t('about.teachers')}</p>
      <p>{t('about.beta')}</p>
    </InfoPage>
  );
}
