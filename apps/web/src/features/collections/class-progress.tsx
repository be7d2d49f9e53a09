import './class-progress.css';
import { useQuery } from '@tanstack/react-query';
import { API_ROUTES, ClassResultsSchema, fillRoute } from '@chronodeck/contract';
import { apiRequest } from '../../shared/api/api-client';
import { useTranslation } from '../../shared/i18n/i18n';
import { useLanguage } from '../../shared/i18n/use-language';

export const classProgressQueryKey = (classId: string) =>
  ['student', 'class-progress', classId] as const;

/** The student's own results in a class they joined; asked again on each opening (staleTime 0). */
export const useClassProgress = (classId: string) =>
  useQuery({
    queryKey: classProgressQueryKey(classId),
    queryFn: () =>
      apiRequest(fillRoute(API_ROUTES.student.classProgress, { classId }), {
        schema: ClassResultsSchema,
      }),
    staleTime: 0,
  });

/** A share as a whole percentage, or "—" (read out as words) when nothing was measured. */
function Percent({ share }: { share: number | null }) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (share === null) {
    return (
      <>
        <span aria-hidden="true">—</span>
        <span className="visually-hidden">{t('classResults.noFigure')}</span>
      </>
    );
  }
  return (
    <>
      {new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 }).format(
        share,
      )}
    </>
  );
}

/**
 * "My progress" in one joined class: games played, average score, cards due and overdue,
 * retention, and a line per deck of the class.
 */
export function ClassProgress({
  classId,
  title,
  id,
}: {
  classId: string;
  title: string;
  id: string;
}) {
  const { t } = useTranslation();
  const progress = useClassProgress(classId);
  if (progress.isError) {
    return (
      <p id={id} className="class-progress notice notice--error">
        {t('classResults.myProgress.loadFailed')}
      </p>
    );
  }
  if (!progress.data) {
    return (
      <p id={id} className="class-progress" role="status">
        {t('classResults.myProgress.loading')}
      </p>
    );
  }
  const me = progress.data.students[0];
  const figures = [
    { label: t('classResults.students.gamesPlayed'), value: me?.gamesPlayed ?? 0 },
    {
      label: t('classResults.students.averageScore'),
      value: <Percent share={me?.averageScore ?? null} />,
    },
    { label: t('classResults.students.cardsDue'), value: me?.cardsDue ?? 0 },
    { label: t('classResults.students.overdue'), value: me?.cardsOverdue ?? 0 },
    {
      label: t('classResults.students.retention'),
      value: <Percent share={me?.retention ?? null} />,
    },
  ];
  return (
    <div id={id} className="class-progress">
      <dl className="class-progress__figures">
        {figures.map((figure) => (
          <div key={figure.label}>
            <dt>{figure.label}</dt>
            <dd>{figure.value}</dd>
          </div>
        ))}
      </dl>
      {progress.data.decks.length > 0 ? (
        <table className="class-progress__decks">
          <caption>{t('classResults.myProgress.decksCaption', { title })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('classResults.decks.deck')}</th>
              <th scope="col">{t('classResults.decks.games')}</th>
              <th scope="col">{t('classResults.decks.averageScore')}</th>
              <th scope="col">{t('classResults.decks.percentCorrect')}</th>
            </tr>
          </thead>
          <tbody>
            {progress.data.decks.map((deck) => (
              <tr key={deck.deckId}>
                <th scope="row">{deck.title}</th>
                <td>{deck.gamesPlayed}</td>
                <td>
                  <Percent share={deck.averageScore} />
                </td>
                <td>
                  <Percent share={deck.answered === 0 ? null : deck.correct / deck.answered} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </div>
  );
}
