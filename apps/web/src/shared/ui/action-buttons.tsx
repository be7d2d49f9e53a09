import { useTranslation } from '../i18n/i18n';

interface ActionButtonProps {
  /** What a screen reader hears, naming the thing acted on ("Edit Storming of the Bastille"). */
  name: string;
  onClick: () => void;
  /** The visible word; Edit or Delete by default. */
  label?: string;
}

function SmallButton({
  tone,
  name,
  onClick,
  text,
}: Omit<ActionButtonProps, 'label'> & {
  tone: 'ghost' | 'danger';
  text: string;
}) {
  return (
    <button
      type="button"
      className={`button button--${tone} button--small`}
      aria-label={name}
      onClick={onClick}
    >
      {text}
    </button>
  );
}

/** The small ghost Edit button of a card or list row. */
export function EditButton({ label, ...action }: ActionButtonProps) {
  const { t } = useTranslation();
  return <SmallButton tone="ghost" text={label ?? t('common.edit')} {...action} />;
}

/** The small red button that deletes or removes a card, deck, class or student (after a confirm). */
export function DeleteButton({ label, ...action }: ActionButtonProps) {
  const { t } = useTranslation();
  return <SmallButton tone="danger" text={label ?? t('common.delete')} {...action} />;
}
