import { useTranslation } from '../../shared/i18n/i18n';
import { useNavigate } from 'react-router';
import { dashboardFor } from '../../shared/routes';
import { useSession } from '../../shared/session/use-session';

export function RoleSelectorPage() {
  const { t } = useTranslation();
  const { user, chooseRole } = useSession();
  const navigate = useNavigate();
  if (!user) return null;
  return (
    <section className="panel narrow" aria-labelledby="role-selector-title">
      <h1 id="role-selector-title">{t('roleSelector.title')}</h1>
      <p>{t('roleSelector.intro')}</p>
      <div className="role-selector">
        {user.roles.map((role) => (
          <button
            key={role}
            type="button"
            className="role-card"
            onClick={() => {
              chooseRole(role);
              void navigate(dashboardFor(role));
            }}
          >
            <span className="role-card__title">{t(`roles.${role}`)}</span>
            <span className="role-card__text">{t(`roleSelector.${role}Help`)}</span>
          </button>
        ))}
      </div>
    </section>
  );
}
