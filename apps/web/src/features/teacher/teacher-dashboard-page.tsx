import { useState } from 'react';
import { useTranslation } from '../../shared/i18n/i18n';
import { Link } from 'react-router';
import { LanguageSelect } from '../../shared/i18n/language-select';
import { ROUTES } from '../../shared/routes';
import { LogoutButton } from '../../shared/session/logout-button';
import { RoleSwitchButton } from '../../shared/session/role-switch-button';
import { BrandLogo } from '../../shared/ui/brand-logo';
import { TabMenu } from '../../shared/ui/tab-menu';
import './teacher.css';
import { CreateClassForm } from './create-class-form';
import { MyClasses } from './my-classes';

const TEACHER_TABS = ['myClasses', 'createClass'] as const;
type TeacherTab = (typeof TEACHER_TABS)[number];

/** The teacher dashboard (SPEC.md §2): My Classes and Create Class. */
export function TeacherDashboardPage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<TeacherTab>('myClasses');
  return (
    <div className="dashboard dashboard--teacher">
      <aside className="dashboard__menu">
        <Link to={ROUTES.home} aria-label={t('nav.home')}>
          <BrandLogo />
        </Link>
        <TabMenu
          label={t('teacher.menuLabel')}
          tabs={TEACHER_TABS}
          selected={tab}
          onSelect={setTab}
          nameOf={(id) => t(`teacher.tabs.${id}`)}
          idPrefix="teacher-tab"
          panelId="teacher-tab-panel"
        />
      </aside>
      <section className="dashboard__content">
        <header className="dashboard__header">
          <h1>{t('teacher.title')}</h1>
          <div className="dashboard__actions">
            <LanguageSelect />
            <RoleSwitchButton />
            <Link className="button button--ghost" to={ROUTES.account}>
              {t('account.title')}
            </Link>
            <LogoutButton />
          </div>
        </header>
        <div
          id="teacher-tab-panel"
          role="tabpanel"
          aria-labelledby={`teacher-tab-${tab}`}
          className="dashboard__panel"
        >
          <h2>{t(`teacher.tabs.${tab}`)}</h2>
          <p>{t(`teacher.intro.${tab}`)}</p>
          {tab === 'myClasses' ? (
            <MyClasses onCreateFirst={() => setTab('createClass')} />
          ) : (
            <CreateClassForm onCreated={() => setTab('myClasses')} />
          )}
        </div>
      </section>
    </div>
  );
}
