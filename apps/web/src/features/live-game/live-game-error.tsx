import type { LiveGameError as JoinError } from '@chronodeck/contract';
import { useTranslation } from '../../shared/i18n/i18n';

/** Why this screen cannot take part, in words. */
export function LiveGameError({ error }: { error: JoinError }) {
  const { t } = useTranslation();
  return (
    <p className="notice notice--error" role="alert">
      {t(`liveGame.errors.${error}`)}
    </p>
  );
}
