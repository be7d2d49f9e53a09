import './teacher.css';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../shared/i18n/i18n';
import { Link, useParams } from 'react-router';
import { displayClassCode } from '@chronodeck/contract';
import { useServerEvent } from '../../shared/realtime/use-server-event';
import { ROUTES } from '../../shared/routes';
import { ClassDecks } from './class-decks';
import { ClassEvents } from './class-events';
import { ClassOverview } from './class-overview';
import { ClassResults } from './class-results/class-results';
import { ClassRoster } from './class-roster';
import { classQueryKey, useClass } from './classes-api';
import { StartLiveGame } from './start-live-game';

const CLASS_VIEWS = ['events', 'decks', 'students', 'results', 'live', 'overview'] as const;
type ClassView = (typeof CLASS_VIEWS)[number];

/** Another tab of the teacher, or a co-teacher's change, refreshes the class at once. */
function useLiveClass(classId: string) {
  const queryClient = useQueryClient();
  useServerEvent(
    'teacher-deck-updated',
    () => void queryClient.invalidateQueries({ queryKey: classQueryKey(classId) }),
  );
}

/**
 * Class management (/class/:classId): a menu of Manage Events, Manage Decks, Students, Results,
 * Live game and the class overview.
 */
export function ClassPage() {
  const { t } = useTranslation();
  const { classId = '' } = useParams();
  const schoolClass = useClass(classId);
  const [view, setView] = useState<ClassView | null>(null);
  useLiveClass(classId);

  if (schoolClass.isPending) return <p role="status">{t('classes.loading')}</p>;
  if (schoolClass.isError) {
    return (
      <section className="panel narrow">
        <p className="notice notice--error">{t('classes.notFound')}</p>
        <Link to={ROUTES.teacher}>← {t('classes.backToClasses')}</Link>
      </section>
    );
  }
  const data = schoolClass.data;
  if (view === 'overview') {
    return (
      <div className="panel class-overview-page">
        <nav className="back-links" aria-label={t('classes.backLinksLabel')}>
          <button type="button" className="link-button" onClick={() => setView(null)}>
            ← {t('classes.backToMenu')}
          </button>
          <Link className="link-button" to={ROUTES.teacher}>
            ← {t('classes.backToClasses')}
          </Link>
        </nav>
        <ClassOverview schoolClass={data} />
      </div>
    );
  }
  return (
    <section className="panel class-page" aria-labelledby="class-title">
      <Link className="link-button" to={ROUTES.teacher}>
        ← {t('classes.backToClasses')}
      </Link>
      <header className="class-page__header">
        <h1 id="class-title">{data.title}</h1>
        <p className="class-card__meta">
          {[data.yearGroup, data.subject].filter(Boolean).join(' · ')}
        </p>
        <p className="class-card__code">
          <span>{t('classes.code')}</span> <code>{displayClassCode(data._id)}</code>
        </p>
      </header>
      {view === null ? (
        <nav className="class-menu" aria-label={t('classes.menu.label')}>
          {CLASS_VIEWS.map((option) => (
            <button
              key={option}
              type="button"
              className="activity-card"
              onClick={() => setView(option)}
            >
              {t(`classes.menu.${option}`)}
            </button>
          ))}
        </nav>
      ) : (
        <>
          <button type="button" className="link-button" onClick={() => setView(null)}>
            ← {t('classes.backToMenu')}
          </button>
          {view === 'events' ? <ClassEvents schoolClass={data} /> : null}
          {view === 'decks' ? <ClassDecks schoolClass={data} /> : null}
          {view === 'students' ? <ClassRoster classId={data._id} /> : null}
          {view === 'results' ? <ClassResults schoolClass={data} /> : null}
          {view === 'live' ? <StartLiveGame schoolClass={data} /> : null}
        </>
      )}
    </section>
  );
}
