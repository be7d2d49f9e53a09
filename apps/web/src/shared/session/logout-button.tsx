import { useTranslation } from '../i18n/i18n';
import { useNavigate } from 'react-router';
import { ROUTES } from '../routes';
import { useSession } from './use-session';

export function LogoutButton({ className = 'button button--ghost' }: { className?: string }) {
  const { t } = useTranslation();
  const { signOut } = useSession();
  const navigate = useNavigate();
  const onClick = async () => {
    // Even if the server cannot be reached, the browser forgets the session.
    await signOut(() => void navigate(ROUTES.home)).catch(() => undefined);
  };
  return (
    <button type="button" className={className} onClick={() => void onClick()}>
      {t('nav.logout')}
    </button>
  );
}
