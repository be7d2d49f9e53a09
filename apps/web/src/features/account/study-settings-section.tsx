import { useState, type FormEvent } from 'react';
import { STUDY_SETTINGS_LIMITS, type StudySettings } from '@chronodeck/contract';
import { useTranslation } from '../../shared/i18n/i18n';
import { errorMessage } from '../../shared/api/error-message';
import { TextField } from '../../shared/ui/text-field';
import { useSaveStudySettings, useStudySettings } from './api/account-api';

const { desiredRetention: RETENTION, dailyNewCards: NEW_CARDS } = STUDY_SETTINGS_LIMITS;
const toPercent = (retention: number) => String(Math.round(retention * 100));

interface Draft {
  retention: string;
  newCards: string;
}

/** The settings a draft stands for, or which field is out of bounds. */
function parseDraft(draft: Draft): StudySettings | 'retention' | 'newCards' {
  const retention = Number(draft.retention) / 100;
  const newCards = Number(draft.newCards);
  if (draft.retention.trim() === '' || !(retention >= RETENTION.min && retention <= RETENTION.max))
    return 'retention';
  if (draft.newCards.trim() === '' || !Number.isInteger(newCards)) return 'newCards';
  if (newCards < NEW_CARDS.min || newCards > NEW_CARDS.max) return 'newCards';
  return { desiredRetention: retention, dailyNewCards: newCards };
}

function StudySettingsForm({ saved }: { saved: StudySettings }) {
  const { t } = useTranslation();
  const save = useSaveStudySettings();
  const [draft, setDraft] = useState<Draft>({
    retention: toPercent(saved.desiredRetention),
    newCards: String(saved.dailyNewCards),
  });
  const [problem, setProblem] = useState<{ field: keyof Draft | 'form'; text: string } | null>(
    null,
  );
  const change = (field: keyof Draft) => (value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    save.reset();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const settings = parseDraft(draft);
    if (settings === 'retention') {
      setProblem({ field: 'retention', text: t('account.study.retentionRange') });
      return;
    }
    if (settings === 'newCards') {
      setProblem({ field: 'newCards', text: t('account.study.newCardsRange') });
      return;
    }
    setProblem(null);
    save.mutate(settings, {
      onError: (error) =>
        setProblem({ field: 'form', text: errorMessage(t, error, 'account.study.saveFailed') }),
    });
  };

  const fieldError = (field: keyof Draft) => (problem?.field === field ? problem.text : undefined);
  return (
    <form className="account-section" onSubmit={onSubmit} noValidate aria-labelledby="study-title">
      <h2 id="study-title">{t('account.study.title')}</h2>
      <p>{t('account.study.intro')}</p>
      <TextField
        label={t('account.study.retention')}
        name="desiredRetention"
        type="number"
        inputMode="numeric"
        min={RETENTION.min * 100}
        max={RETENTION.max * 100}
        value={draft.retention}
        onChange={change('retention')}
        error={fieldError('retention')}
      />
      <p className="field__hint">{t('account.study.retentionHint')}</p>
      <TextField
        label={t('account.study.newCards')}
        name="dailyNewCards"
        type="number"
        inputMode="numeric"
        min={NEW_CARDS.min}
        max={NEW_CARDS.max}
        value={draft.newCards}
        onChange={change('newCards')}
        error={fieldError('newCards')}
      />
      {problem?.field === 'form' ? (
        <p className="notice notice--error" role="alert">
          {problem.text}
        </p>
      ) : null}
      {save.isSuccess ? (
        <p className="notice notice--success" role="status">
          {t('account.study.saved')}
        </p>
      ) : null}
      <button type="submit" className="button" disabled={save.isPending}>
        {save.isPending ? t('common.saving') : t('common.save')}
      </button>
    </form>
  );
}

/** Desired retention and new cards per day, for accounts that study (the student role). */
export function StudySettingsSection() {
  const { t } = useTranslation();
  const settings = useStudySettings(true);
  if (settings.isError)
    return <p className="notice notice--error">{t('account.study.loadFailed')}</p>;
  if (!settings.data) return <p role="status">{t('common.loading')}</p>;
  return <StudySettingsForm saved={settings.data} />;
}
