import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../shared/i18n/i18n';
import { Link } from 'react-router';
import { LanguageSelect } from '../../shared/i18n/language-select';
import { ROUTES } from '../../shared/routes';
import { ActivityLinks } from '../../features/student-home/activity-links';
import { LogoutButton } from '../../shared/session/logout-button';
import { RoleSwitchButton } from '../../shared/session/role-switch-button';
import { useSession } from '../../shared/session/use-session';
import { BrandLogo } from '../../shared/ui/brand-logo';
import { TabMenu } from '../../shared/ui/tab-menu';
import { ExploreTab } from '../../features/explore/explore-tab';
import { useLiveDecks } from '../../shared/decks/use-live-decks';
import { GuestOverlay, GuestPrompt } from '../../shared/session/guest-prompt';
import { hasGuestReviews } from '../../shared/reviews/has-guest-reviews';
import {
  firstName,
  storedStudentTab,
  storeStudentTab,
  STUDENT_TABS,
  type StudentTab,
} from './student-tabs';
import { IconButton } from '../../shared/ui/icon-button';

/**
 * Loaded on first view: charts, deck editors and the timeline are not needed to start exploring,
 * and a guest never opens the editors at all.
 */
const ProgressTab = lazy(() => import('../../features/progress/progress-tab'));
const TimelineTab = lazy(() =>
  import('../../features/timeline/timeline-tab').then(({ TimelineTab }) => ({
    default: TimelineTab,
  })),
);
const CollectionsTab = lazy(() =>
  import('../../features/collections/collections-tab').then(({ CollectionsTab }) => ({
    default: CollectionsTab,
  })),
);
const DueTodayBanner = lazy(() => import('../../features/progress/due-today-banner'));

function TabContent({ tab, signedIn }: { tab: StudentTab; signedIn: boolean }) {
  const { t } = useTranslation();
  if (tab === 'explore') return <ExploreTab />;
  if (tab !== 'progress' && !signedIn) return <GuestOverlay />;
  return (
    <Suspense fallback={<p role="status">{t('common.loading')}</p>}>
      {tab === 'progress' ? (
        <ProgressTab />
      ) : tab === 'studies' ? (
        <TimelineTab />
      ) : (
        <CollectionsTab />
      )}
    </Suspense>
  );
}

export function StudentDashboardPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  useLiveDecks(user !== null);
  const [tab, setTab] = useState<StudentTab>(storedStudentTab);
  const [helpOpen, setHelpOpen] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);

  const selectTab = (next: StudentTab) => {
    storeStudentTab(next);
    setTab(next);
    setHelpOpen(false);
  };

  return (
    <div className="dashboard">
      <aside className="dashboard__menu">
        <Link to={ROUTES.home} className="dashboard__home" aria-label={t('nav.home')}>
          <BrandLogo />
        </Link>
        <TabMenu
          label={t('studentDashboard.menuLabel')}
          tabs={STUDENT_TABS}
          selected={tab}
          onSelect={selectTab}
          nameOf={(id) => t(`studentDashboard.tabs.${id}`)}
          idPrefix="tab"
          panelId="student-tab-panel"
        />
        {/* Phones show the tabs in one row and fold the rest behind this button. */}
        <IconButton
          className="dashboard__menu-toggle"
          label={t('nav.menu')}
          icon="☰"
          aria-expanded={menuOpen}
          aria-controls="student-menu-more"
          onClick={() => setMenuOpen((open) => !open)}
        />
        <div
          id="student-menu-more"
          className={`dashboard__menu-footer${menuOpen ? ' dashboard__menu-footer--open' : ''}`}
        >
          <Link to={ROUTES.home} className="dashboard__menu-home" aria-label={t('nav.home')}>
            <BrandLogo />
          </Link>
          <LanguageSelect />
          <RoleSwitchButton />
          {user ? (
            <Link className="button button--ghost" to={ROUTES.account}>
              {t('account.title')}
            </Link>
          ) : null}
          {user ? <LogoutButton /> : null}
        </div>
      </aside>
      <section className="dashboard__content">
        <header className="dashboard__header">
          <h1>
            {t('studentDashboard.welcome', { name: firstName(user?.name) ?? t('roles.student') })}
          </h1>
          <button
            type="button"
            className="button button--ghost button--small"
            aria-expanded={helpOpen}
            aria-controls="student-help"
            onClick={() => setHelpOpen((open) => !open)}
          >
            {t('studentDashboard.help')}
          </button>
        </header>
        {helpOpen ? (
          <p id="student-help" className="notice">
            {t(`studentDashboard.helpText.${tab}`)}
          </p>
        ) : null}
        {user ? null : <GuestPrompt />}
        {/* A guest who never reviewed has nothing due: the scheduler and catalogue stay unloaded. */}
        {user || hasGuestReviews() ? (
          <Suspense fallback={null}>
            <DueTodayBanner />
          </Suspense>
        ) : null}
        <div
          id="student-tab-panel"
          role="tabpanel"
          aria-labelledby={`tab-${tab}`}
          className="dashboard__panel"
        >
          <h2>{t(`studentDashboard.tabs.${tab}`)}</h2>
          <p>{t(`studentDashboard.intro.${tab}`)}</p>
          <TabContent tab={tab} signedIn={user !== null} />
        </div>
        <ActivityLinks />
      </section>
    </div>
  );
}
