import { useState } from 'react';
import { useTranslation } from '../../shared/i18n/i18n';
import { errorMessage } from '../../shared/api/error-message';
import { useToaster } from '../../shared/ui/toasts';
import { ClassFormFields, emptyClassDraft } from './class-form-fields';
import { useCreateClass } from './classes-api';

/** Create Class: title, description, subject and year group; back to My Classes on success. */
export function CreateClassForm({ onCreated }: { onCreated: () => void }) {
  const { t } = useTranslation();
  const toaster = useToaster();
  const create = useCreateClass();
  const [draft, setDraft] = useState(emptyClassDraft);
  const [titleProblem, setTitleProblem] = useState<string>();
  const [failure, setFailure] = useState<string>();

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!draft.title.trim()) {
      setTitleProblem(t('classes.titleRequired'));
      return;
    }
    setTitleProblem(undefined);
    create.mutate(draft, {
      onSuccess: (created) => {
        toaster.success(t('classes.created', { title: created.title }));
        setDraft(emptyClassDraft());
        onCreated();
      },
      onError: (error) => setFailure(errorMessage(t, error, 'classes.createFailed')),
    });
  };

  return (
    <form
      className="class-form"
      aria-label={t('teacher.tabs.createClass')}
      noValidate
      onSubmit={onSubmit}
    >
      <ClassFormFields
        draft={draft}
        onChange={setDraft}
        titleProblem={titleProblem}
        withDescription
      />
      {failure ? <p className="form-error">{failure}</p> : null}
      <button type="submit" className="button" disabled={create.isPending}>
        {create.isPending ? t('common.saving') : t('classes.create')}
      </button>
    </form>
  );
}
