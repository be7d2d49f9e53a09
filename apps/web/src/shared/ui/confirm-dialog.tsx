import { useTranslation } from '../i18n/i18n';
import { ModalDialog } from './modal-dialog';

interface ConfirmDialogProps {
  /** The question; the dialog is open while there is one. */
  question: string | null;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before anything is deleted (SPEC.md §5); Cancel has the focus, so Enter never deletes by accident. */
export function ConfirmDialog({ question, confirmLabel, onConfirm, onCancel }: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <ModalDialog open={question !== null} onClose={onCancel} labelledBy="confirm-question">
      <p id="confirm-question" className="confirm__question">
        {question}
      </p>
      <div className="modal__actions">
        <button type="button" className="button button--ghost" autoFocus onClick={onCancel}>
          {t('common.cancel')}
        </button>
        <button type="button" className="button button--danger" onClick={onConfirm}>
          {confirmLabel}
        </button>
      </div>
    </ModalDialog>
  );
}
