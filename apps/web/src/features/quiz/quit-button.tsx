import { useState } from 'react';
import { useTranslation } from '../../shared/i18n/i18n';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog';

/** Quit asks first (SPEC.md §4): "Are you sure you want to quit and return to the menu?" */
export function QuitButton({ onQuit }: { onQuit: () => void }) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  return (
    <>
      <button
        type="button"
        className="button button--ghost button--small"
        onClick={() => setAsking(true)}
      >
        {t('quiz.quit')}
      </button>
      <ConfirmDialog
        question={asking ? t('quiz.confirmQuit') : null}
        confirmLabel={t('quiz.quit')}
        onConfirm={() => {
          setAsking(false);
          onQuit();
        }}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}
