import { useTranslation } from '../../shared/i18n/i18n';
import { Link, useNavigate } from 'react-router';
import { ROUTES } from '../../shared/routes';
import { useSession } from '../../shared/session/use-session';

const FEATURES = ['timelines', 'flashcards', 'quizzes', 'decks', 'teachers'] as const;

export function LandingPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { enterAsGuest } = useSession();
  const enter = () => {
    enterAsGuest();
    void navigate(ROUTES.studentDashboard);
  };
  return (
    <div className="landing">
      <section className="hero" aria-labelledby="hero-title">
        <h1 id="hero-title">{t('landing.headline')}</h1>
        <p className="hero__subheading">{t('landing.subheading')}</p>
        <p className="hero__description">{t('landing.description')}</p>
        <div className="hero__actions">
          <Link className="button button--large" to={ROUTES.register}>
            {t('landing.getStarted')}
          </Link>
          <a className="button button--large button--ghost" href="#features">
            {t('landing.learnMore')}
          </a>
          <button type="button" className="button button--large button--accent" onClick={enter}>
            {t('landing.enter')}
          </button>
        </div>
      </section>
      <section id="features" className="features" aria-labelledby="features-title">
        <h2 id="features-title">{t('landing.featuresTitle')}</h2>
        <ul className="features__grid">
          {FEATURES.map((feature) => (
            <li key={feature} className="feature-card">
              <h3>{t(`landing.features.${feature}.title`)}</h3>
              <p>{t(`landing.features.${feature}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
