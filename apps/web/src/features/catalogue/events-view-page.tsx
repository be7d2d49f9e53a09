import { useState } from 'react';
import { useTranslation } from '../../shared/i18n/i18n';
import { Link } from 'react-router';
import { ROUTES } from '../../shared/routes';
import { storeCardLayout, storedCardLayout, type CardLayout } from './card-layout';
import { EventBrowser } from './event-browser';
import { LayoutSwitch } from './layout-switch';
import './event-browser.css';

/** /timeline: the events view around the event browser, on its dark theme. */
export function EventsViewPage() {
  const { t } = useTranslation();
  const [layout, setLayout] = useState<CardLayout>(storedCardLayout);
  const changeLayout = (next: CardLayout) => {
    storeCardLayout(next);
    setLayout(next);
  };

  return (
    <div className="events-view">
      <header className="events-view__header">
        <Link className="link-button" to={ROUTES.studentDashboard}>
          ← {t('common.backToDashboard')}
        </Link>
        <h1>{t('catalogue.title')}</h1>
        <p className="events-view__intro">{t('catalogue.intro')}</p>
        <LayoutSwitch layout={layout} onChange={changeLayout} />
      </header>
      <EventBrowser layout={layout} />
    </div>
  );
}
