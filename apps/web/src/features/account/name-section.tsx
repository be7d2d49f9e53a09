import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../shared/i18n/i18n';
import { errorMessage } from '../../shared/api/error-message';
import { useSession } from '../../shared/session/use-session';
import { TextField } from '../../shared/ui/text-field';
import { useRename } from './api/account-api';

/** The display name; the header shows the new one as soon as it is saved. */
export function NameSection({ name }: { name: string }) {
  const { t } = useTranslation();
  const { updateUser } = useSession();
  const [draft, setDraft] = useState(name);
  const [problem, setProblem] = useState('');
  const rename = useRename();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (draft.trim() === '') {
      setProblem(t('register.errors.required'));
      return;
    }
    setProblem('');
    rename.mutate(
      { name: draft.trim() },
      {
        onSuccess: ({ user }) => updateUser(user),
        onError: (error) => setProblem(errorMessage(t, error, 'account.nameFailed')),
      },
    );
  };

  return (
    <form className="account-section" onSubmit={onSubmit} noValidate aria-labelledby="name-title">
      <h2 id="name-title">{t('account.nameTitle')}</h2>
      <TextField
        label={t('register.name')}
        name="name"
        value={draft}
        onChange={(value) => {
          setDraft(value);
          rename.reset();
        }}
        autoComplete="name"
        error={problem || undefined}
      />
      {rename.isSuccess ? (
        <p className="notice notice--success" role="status">
          {t('account.nameSaved')}
        </p>
      ) : null}
      <button type="submit" className="button" disabled={rename.isPending}>
        {rename.isPending ? t('common.saving') : t('common.save')}
      </button>
    </form>
  );
}
