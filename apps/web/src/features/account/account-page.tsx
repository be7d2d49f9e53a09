import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../shared/i18n/i18n';
import { useNavigate } from 'react-router';
import './account.css';
import { API_ROUTES, SuccessResponseSchema } from '@chronodeck/contract';
import { apiRequest } from '../../shared/api/api-client';
import { errorMessage } from '../../shared/api/error-message';
import { ROUTES } from '../../shared/routes';
import { useSession } from '../../shared/session/use-session';
import { ModalDialog } from '../../shared/ui/modal-dialog';
import { TextField } from '../../shared/ui/text-field';
import { useToaster } from '../../shared/ui/toasts';
import { EmailSection } from './email-section';
import { NameSection } from './name-section';
import { PasswordSection } from './password-section';
import { SessionsSection } from './sessions-section';
import { StudySettingsSection } from './study-settings-section';

const deleteAccount = (password: string) =>
  apiRequest(API_ROUTES.account.account, {
    method: 'DELETE',
    body: { password },
    schema: SuccessResponseSchema,
  });

function DeleteAccountDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const toaster = useToaster();
  const navigate = useNavigate();
  const { signOut } = useSession();
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string>();
  const remove = useMutation({ mutationFn: deleteAccount });

  const leave = async () => {
    await signOut(() => void navigate(ROUTES.home)).catch(() => undefined);
    toaster.success(t('account.deleted'));
  };

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!password) {
      setProblem(t('account.passwordRequired'));
      return;
    }
    remove.mutate(password, {
      onSuccess: () => void leave(),
      onError: (error) => setProblem(errorMessage(t, error, 'account.deleteFailed')),
    });
  };

  return (
    <ModalDialog open={open} onClose={onClose} labelledBy="delete-account-title">
      <form noValidate onSubmit={onSubmit}>
        <h2 id="delete-account-title">{t('account.deleteTitle')}</h2>
        <p>{t('account.deleteWarning')}</p>
        <TextField
          label={t('auth.password')}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(value) => {
            setPassword(value);
            setProblem(undefined);
          }}
          error={problem}
        />
        <div className="modal__actions">
          <button type="button" className="button button--ghost" autoFocus onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button type="submit" className="button button--danger" disabled={remove.isPending}>
            {t('account.deleteConfirm')}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}

/**
 * My account (/account): who is signed in; their name, e-mail address and password; where they
 * are signed in; a download of all their data, and account deletion.
 */
export function AccountPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const [deleting, setDeleting] = useState(false);
  if (!user) return null;
  return (
    <section className="panel narrow" aria-labelledby="account-title">
      <h1 id="account-title">{t('account.title')}</h1>
      <dl className="account-facts">
        <dt>{t('register.name')}</dt>
        <dd>{user.name}</dd>
        <dt>{t('auth.email')}</dt>
        <dd>{user.email}</dd>
        <dt>{t('account.roles')}</dt>
        <dd>{user.roles.map((role) => t(`roles.${role}`)).join(', ')}</dd>
      </dl>
      <NameSection name={user.name} />
      <EmailSection />
      <PasswordSection />
      {user.roles.includes('student') ? <StudySettingsSection /> : null}
      <SessionsSection />
      <section className="account-section" aria-labelledby="export-title">
        <h2 id="export-title">{t('account.exportTitle')}</h2>
        <p>{t('account.exportText')}</p>
        <a className="button" href={API_ROUTES.account.export} download>
          {t('account.export')}
        </a>
      </section>
      <section className="account-section" aria-labelledby="delete-title">
        <h2 id="delete-title">{t('account.deleteTitle')}</h2>
        <p>{t('account.deleteText')}</p>
        <button type="button" className="button button--danger" onClick={() => setDeleting(true)}>
          {t('account.delete')}
        </button>
      </section>
      <DeleteAccountDialog open={deleting} onClose={() => setDeleting(false)} />
    </section>
  );
}
