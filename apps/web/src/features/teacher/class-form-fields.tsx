import { useTranslation } from '../../shared/i18n/i18n';
import { CLASS_LIMITS, type ClassInput } from '@chronodeck/contract';
import { TextAreaField, TextField } from '../../shared/ui/text-field';

export type ClassDraft = Required<ClassInput>;
export const emptyClassDraft = (): ClassDraft => ({
  title: '',
  description: '',
  subject: '',
  yearGroup: '',
});

interface ClassFormFieldsProps {
  draft: ClassDraft;
  onChange: (draft: ClassDraft) => void;
  titleProblem: string | undefined;
  /** The edit form leaves the description out (SPEC.md §2: title, subject, yearGroup). */
  withDescription: boolean;
}

export function ClassFormFields({
  draft,
  onChange,
  titleProblem,
  withDescription,
}: ClassFormFieldsProps) {
  const { t } = useTranslation();
  const set = (field: keyof ClassDraft) => (value: string) =>
    onChange({ ...draft, [field]: value });
  return (
    <>
      <TextField
        label={t('classes.fields.title')}
        value={draft.title}
        onChange={set('title')}
        error={titleProblem}
        maxLength={CLASS_LIMITS.title}
        required
      />
      {withDescription ? (
        <TextAreaField
          label={t('classes.fields.description')}
          value={draft.description}
          onChange={set('description')}
          maxLength={CLASS_LIMITS.description}
          rows={3}
        />
      ) : null}
      <TextField
        label={t('classes.fields.subject')}
        value={draft.subject}
        onChange={set('subject')}
        maxLength={CLASS_LIMITS.subject}
      />
      <TextField
        label={t('classes.fields.yearGroup')}
        value={draft.yearGroup}
        onChange={set('yearGroup')}
        maxLength={CLASS_LIMITS.yearGroup}
      />
    </>
  );
}
