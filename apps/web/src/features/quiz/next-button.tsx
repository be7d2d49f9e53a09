import { useTranslation } from '../../shared/i18n/i18n';

/** Next, focused as soon as it appears, so a keyboard player answers and presses Enter to go on. */
export function NextButton({ onNext }: { onNext: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="quiz__actions">
      <button type="button" className="button" autoFocus onClick={onNext}>
        {t('quiz.next')}
      </button>
    </div>
  );
}
