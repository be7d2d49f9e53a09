import { useState } from 'react';
import { useTranslation } from '../../shared/i18n/i18n';
import { Link } from 'react-router';
import { displayClassCode, type ClassSummary } from '@chronodeck/contract';
import { classRoute } from '../../shared/routes';
import { useToaster } from '../../shared/ui/toasts';
import { ClassFormFields, type ClassDraft } from './class-form-fields';
import { useUpdateClass } from './classes-api';
import { DeleteButton, EditButton } from '../../shared/ui/action-buttons';

function EditClassForm({ summary, onDone }: { summary: ClassSummary; onDone: () => void }) {
  const { t } = useTranslation();
  const toaster = useToaster();
  const update = useUpdateClass();
  const [draft, setDraft] = useState<ClassDraft>({
    title: summary.title,
    description: summary.description,
    subject: summary.subject,
    yearGroup: summary.yearGroup,
  });
  const [titleProblem, setTitleProblem] = useState<string>();
  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!draft.title.trim()) {
      setTitleProblem(t('classes.titleRequired'));
      return;
    }
    update.mutate(
      { classId: summary._id, input: draft },
      {
        onSuccess: () => {
          toaster.success(t('classes.updated'));
          onDone();
        },
        onError: () => toaster.error(t('classes.updateFailed')),
      },
    );
  };
  return (
    <form
      className="class-card__edit"
      aria-label={t('classes.editLabel', { title: summary.title })}
      noValidate
      onSubmit={onSubmit}
    >
      <ClassFormFields
        draft={draft}
        onChange={setDraft}
        titleProblem={titleProblem}
        withDescription={false}
      />
      <div className="modal__actions">
        <button type="button" className="button button--ghost" onClick={onDone}>
          {t('common.cancel')}
        </button>
        <button type="submit" className="button" disabled={update.isPending}>
          {t('common.save')}
        </button>
      </div>
    </form>
  );
}

/** A class on the dashboard: title, year group and subject, the code to share, and its actions. */
export function ClassCard({ summary, onDelete }: { summary: ClassSummary; onDelete: () => void }) {
  const { t } = useTranslation();
  const toaster = useToaster();
  const [editing, setEditing] = useState(false);
  const code = displayClassCode(summary._id);
  const copy = () =>
    navigator.clipboard.writeText(code).then(
      () => toaster.success(t('classes.codeCopied', { code })),
      () => toaster.error(t('classes.copyFailed')),
    );

  if (editing) {
    return (
      <article className="class-card">
        <EditClassForm summary={summary} onDone={() => setEditing(false)} />
      </article>
    );
  }
  return (
    <article className="class-card">
      <h3 className="class-card__title">{summary.title}</h3>
      <p className="class-card__meta">
        {[summary.yearGroup, summary.subject].filter(Boolean).join(' · ')}
      </p>
      <p className="class-card__counts">
        {[
          t('classes.studentsCount', { count: summary.studentCount }),
          t('classes.eventsCount', { count: summary.eventCount }),
          t('classes.decksCount', { count: summary.deckCount }),
        ].join(' · ')}
      </p>
      <div className="class-card__code">
        <span>{t('classes.code')}</span>
        <code>{code}</code>
        <button
          type="button"
          className="button button--ghost button--small"
          aria-label={t('classes.copyCode', { code })}
          onClick={() => void copy()}
        >
          {t('classes.copy')}
        </button>
      </div>
      <div className="class-card__actions">
        <Link className="button button--small" to={classRoute(summary._id)}>
          {t('classes.view')}
        </Link>
        <EditButton
          name={t('classes.editLabel', { title: summary.title })}
          onClick={() => setEditing(true)}
        />
        <DeleteButton
          name={t('classes.deleteLabel', { title: summary.title })}
          onClick={onDelete}
        />
      </div>
    </article>
  );
}
