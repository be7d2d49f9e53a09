import { useTranslation } from '../i18n/i18n';

interface ActionButtonProps {
  /** What a screen reader hears, naming the thing acted on ("Edit Storming of the Bastille"). */
  name: string;
  onClick: () => void;
  /** The visible word; Edit or Delete by default. */
  label?: string;
}

/** The small ghost Edit button of a card or list row. */
export function EditButton({ name, onClick, label }: ActionButtonProps) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className="button button--ghost button--small"
      aria-label={name}
      onClick={onClick}
    >
      {label ?? t('common.edit')}
    </button>
  );
}

/** The small red button that deletes or removes a card, deck, class or student (after a confirm). */
export function DeleteButton({ name, onClick, label }: ActionButtonProps) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className="button button--danger button--small"
      aria-label={name}
      onClick={onClick}
    >
      {label ?? t('common.delete')}
    </button>
  );
}
