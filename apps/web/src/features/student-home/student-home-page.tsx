import { useTranslation } from '../../shared/i18n/i18n';
import { ActivityLinks } from './activity-links';

/** The simpler student home of SPEC.md §2: a welcome and the four activities. */
export function StudentHomePage() {
  const { t } = useTranslation();
  return (
    <section className="panel" aria-labelledby="student-home-title">
      <h1 id="student-home-title">{t('studentHome.title')}</h1>
      <p>{t('studentHome.intro')}</p>
      <ActivityLinks />
    </section>
  );
}
