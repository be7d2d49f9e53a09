import { useState } from 'react';
import { useTranslation } from '../../shared/i18n/i18n';
import { ClassCodeSchema, type JoinedClass } from '@chronodeck/contract';
import { errorMessage } from '../../shared/api/error-message';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog';
import { TextField } from '../../shared/ui/text-field';
import { useToaster } from '../../shared/ui/toasts';
import { useJoinClass, useJoinedClasses, useLeaveClass } from './joined-classes-api';
import { ClassProgress } from './class-progress';

const progressId = (classId: string) => `class-progress-${classId}`;

/**
 * Says "You joined …" beside the form rather than in a toast: the class appears just below, and a
 * toast there would cover its Leave button.
 */
function JoinClassForm() {
  const { t } = useTranslation();
  const join = useJoinClass();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string>();
  const [joined, setJoined] = useState<string>();
  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    setJoined(undefined);
    const parsed = ClassCodeSchema.safeParse(code);
    if (!parsed.success) {
      setProblem(t('joinClass.invalidCode'));
      return;
    }
    join.mutate(parsed.data, {
      onSuccess: (joinedClass) => {
        setCode('');
        setProblem(undefined);
        setJoined(joinedClass.title);
      },
      onError: (error) => setProblem(errorMessage(t, error, 'joinClass.failed')),
    });
  };
  return (
    <>
      <form
        className="create-deck"
        aria-label={t('joinClass.label')}
        noValidate
        onSubmit={onSubmit}
      >
        <TextField
          label={t('joinClass.code')}
          value={code}
          onChange={(value) => {
            setCode(value);
            setProblem(undefined);
            setJoined(undefined);
          }}
          error={problem}
          placeholder="HX7K-2P9M"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
        />
        <button type="submit" className="button" disabled={join.isPending}>
          {t('joinClass.join')}
        </button>
      </form>
      {joined ? (
        <p className="notice notice--success" role="status">
          {t('joinClass.joined', { title: joined })}
        </p>
      ) : null}
    </>
  );
}

/**
 * "Join a class" with a code, and the classes the student belongs to: each can show the student's
 * progress in it, one at a time, and can be left.
 */
export function MyClassesPanel() {
  const { t } = useTranslation();
  const toaster = useToaster();
  const classes = useJoinedClasses();
  const leave = useLeaveClass();
  const [leaving, setLeaving] = useState<JoinedClass>();
  const [progressOf, setProgressOf] = useState<string>();
  return (
    <section aria-labelledby="joined-classes-title">
      <h3 id="joined-classes-title">{t('joinClass.title')}</h3>
      <JoinClassForm />
      {classes.isError ? <p className="notice notice--error">{t('joinClass.loadFailed')}</p> : null}
      {classes.data && classes.data.length > 0 ? (
        <ul className="joined-classes">
          {classes.data.map((joined) => (
            <li key={joined._id}>
              <span>
                <strong>{joined.title}</strong>{' '}
                {t('joinClass.teacher', { teacher: joined.teacherName })}
              </span>
              <span className="joined-classes__actions">
                <button
                  type="button"
                  className="button button--ghost button--small"
                  aria-label={t('classResults.myProgress.label', { title: joined.title })}
                  aria-expanded={progressOf === joined._id}
                  aria-controls={progressOf === joined._id ? progressId(joined._id) : undefined}
                  onClick={() =>
                    setProgressOf((open) => (open === joined._id ? undefined : joined._id))
                  }
                >
                  {t('classResults.myProgress.show')}
                </button>
                <button
                  type="button"
                  className="button button--ghost button--small"
                  aria-label={t('joinClass.leaveLabel', { title: joined.title })}
                  onClick={() => setLeaving(joined)}
                >
                  {t('joinClass.leave')}
                </button>
              </span>
              {progressOf === joined._id ? (
                <ClassProgress
                  classId={joined._id}
                  title={joined.title}
                  id={progressId(joined._id)}
                />
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      <ConfirmDialog
        question={leaving ? t('joinClass.confirmLeave', { title: leaving.title }) : null}
        confirmLabel={t('joinClass.leave')}
        onConfirm={() => {
          if (leaving)
            leave.mutate(leaving._id, { onError: () => toaster.error(t('joinClass.leaveFailed')) });
          setLeaving(undefined);
        }}
        onCancel={() => setLeaving(undefined)}
      />
    </section>
  );
}
