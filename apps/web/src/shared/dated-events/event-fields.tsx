import { useId } from 'react';
import { useTranslation } from '../i18n/i18n';
import { EVENT_FIELD_NEEDS, EVENT_LIMITS } from '@chronodeck/contract';
import { TextAreaField, TextField } from '../ui/text-field';
import type { DraftProblems, EventDraft, EventDraftForm } from './event-draft';
import { IconButton } from '../ui/icon-button';

interface EventFieldsProps {
  draft: EventDraft;
  onChange: (draft: EventDraft) => void;
  /** Problems are shown once the person has tried to submit. */
  problems: DraftProblems;
  /** Which form: it decides what is required, as the contract's schema for it does. */
  form: EventDraftForm;
  /** The Add New Event modal asks only for the four required fields (SPEC.md §2). */
  withExtras: boolean;
}

/** A class event's description is its main text, not the "short" one of a timeline event. */
const isClassForm = (form: EventDraftForm) => form === 'classAdd' || form === 'classEdit';

/** Suggested categories; any other is fine too. */
const CATEGORY_SUGGESTIONS = [
  'Politics',
  'Conflict',
  'Culture',
  'Science',
  'Technology',
  'Religion',
  'Economy',
  'Exploration',
] as const;

interface LinkListProps {
  links: string[];
  onChange: (links: string[]) => void;
  error: string | undefined;
}

function LinkList({ links, onChange, error }: LinkListProps) {
  const { t } = useTranslation();
  const setLink = (index: number, value: string) =>
    onChange(links.map((link, at) => (at === index ? value : link)));
  return (
    <fieldset className="link-list">
      <legend>{t('eventForm.links')}</legend>
      {links.map((link, index) => (
        <div key={index} className="link-list__row">
          <input
            type="text"
            inputMode="url"
            aria-label={t('eventForm.linkLabel', { number: index + 1 })}
            placeholder="https://"
            value={link}
            maxLength={EVENT_LIMITS.link}
            onChange={(event) => setLink(index, event.target.value)}
          />
          {links.length > 1 ? (
            <IconButton
              label={t('eventForm.removeLink', { number: index + 1 })}
              onClick={() => onChange(links.filter((_, at) => at !== index))}
            />
          ) : null}
        </div>
      ))}
      {links.length < EVENT_LIMITS.links ? (
        <button
          type="button"
          className="button button--ghost button--small"
          onClick={() => onChange([...links, ''])}
        >
          {t('eventForm.addLink')}
        </button>
      ) : null}
      {error ? <p className="field__error">{error}</p> : null}
    </fieldset>
  );
}

/** The fields of a dated event, shared by every add and edit form of students and teachers. */
export function EventFields({ draft, onChange, problems, form, withExtras }: EventFieldsProps) {
  const { t } = useTranslation();
  const suggestionsId = useId();
  const needs = EVENT_FIELD_NEEDS[form];
  const set = <K extends keyof EventDraft>(field: K, value: EventDraft[K]) =>
    onChange({ ...draft, [field]: value });
  const problem = (field: keyof DraftProblems) => {
    const key = problems[field];
    return key ? t(key) : undefined;
  };
  return (
    <>
      <TextField
        label={t('eventForm.title')}
        value={draft.title}
        onChange={(value) => set('title', value)}
        error={problem('title')}
        maxLength={EVENT_LIMITS.title}
        required
      />
      <TextField
        label={t('eventForm.year')}
        value={draft.year}
        onChange={(value) => set('year', value)}
        error={problem('year')}
        type="number"
        step={1}
        placeholder={t('eventForm.yearPlaceholder')}
        required
      />
      <TextField
        label={
          needs.category === 'required' ? t('eventForm.category') : t('eventForm.categoryOptional')
        }
        value={draft.category}
        onChange={(value) => set('category', value)}
        error={problem('category')}
        list={suggestionsId}
        maxLength={EVENT_LIMITS.category}
        required={needs.category === 'required'}
      />
      <datalist id={suggestionsId}>
        {CATEGORY_SUGGESTIONS.map((category) => (
          <option key={category} value={category} />
        ))}
      </datalist>
      <TextAreaField
        label={isClassForm(form) ? t('eventForm.classDescription') : t('eventForm.description')}
        value={draft.description}
        onChange={(value) => set('description', value)}
        error={problem('description')}
        maxLength={EVENT_LIMITS.description}
        rows={3}
        required={needs.description === 'required'}
      />
      {withExtras ? (
        <>
          <TextAreaField
            label={t('eventForm.summary')}
            value={draft.summary}
            onChange={(value) => set('summary', value)}
            error={problem('summary')}
            maxLength={EVENT_LIMITS.summary}
            rows={4}
          />
          <LinkList
            links={draft.links}
            onChange={(links) => set('links', links)}
            error={problem('links')}
          />
          <label className="checkbox">
            <input
              type="checkbox"
              checked={draft.disableAI}
              onChange={(event) => set('disableAI', event.target.checked)}
            />
            {t('eventForm.disableAI')}
          </label>
          <label className="checkbox">
            <input
              type="checkbox"
              checked={draft.bulletPointsSummary}
              onChange={(event) => set('bulletPointsSummary', event.target.checked)}
            />
            {t('eventForm.bulletPointsSummary')}
          </label>
        </>
      ) : null}
    </>
  );
}
