import { useTranslation } from '../i18n/i18n';
import { useNavigate } from 'react-router';
import { dashboardFor } from '../routes';
import { otherRole } from './active-role';
import { useSession } from './use-session';

/** Shown only to users who hold both roles (SPEC.md §2, §6). */
export function RoleSwitchButton() {
  const { t } = useTranslation();
  const { user, activeRole, chooseRole } = useSession();
  const navigate = useNavigate();
  const target = user ? otherRole(user, activeRole) : null;
  if (!target) return null;
  return (
    <button
      type="button"
      className="button button--ghost"
      onClick={() => {
        chooseRole(target);
        void navigate(dashboardFor(target));
      }}
    >
      {t(target === 'teacher' ? 'roles.switchToTeacher' : 'roles.switchToStudent')}
    </button>
  );
}
