import { useTranslation } from '../../shared/i18n/i18n';
import { useSiteConfig } from './api/site-config';
import { InfoPage } from './info-page';

export function ContactPage() {
  const { t } = useTranslation();
  const siteConfig = useSiteConfig();
  return (
    <InfoPage title={t('contact.title')}>
      <p>{t('contact.intro')}</p>
      {siteConfig.isSuccess ? (
        <p>
          {t('contact.emailLead')}{' '}
          <a href={`mailto:${siteConfig.data.supportEmail}`}>{siteConfig.data.supportEmail}</a>
        </p>
      ) : siteConfig.isError ? (
        <p className="notice notice--error" role="alert">
          {t('contact.loadFailed')}
        </p>
      ) : (
        <p role="status">{t('common.loading')}</p>
      )}
    </InfoPage>
  );
}
