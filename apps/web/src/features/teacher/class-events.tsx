import { useState } from 'react';
import { useTranslation } from '../../shared/i18n/i18n';
import { formatYear } from '@chronodeck/catalogue';
import type { Class, ClassEvent } from '@chronodeck/contract';
import { useLanguage } from '../../shared/i18n/use-language';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog';
import { ModalDialog } from '../../shared/ui/modal-dialog';
import { useToaster } from '../../shared/ui/toasts';
import { draftFromEvent } from '../my-studies/event-draft';
import { EventFields } from '../my-studies/event-fields';
import { useEventDraft } from '../my-studies/use-event-draft';
import { ClassEventDialog } from './class-event-dialog';
import {
  useAddClassDeckCard,
  useAddClassEvent,
  useDeleteClassEvent,
  useUpdateClassEvent,
} from './classes-api';

function AddClassEventForm({ classId }: { classId: string }) {
  const { t } = useTranslation();
  const toaster = useToaster();
  const [open, setOpen] = useState(false);
  const form = useEventDraft('class-add');
  const add = useAddClassEvent(classId);
  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    const input = form.submit();
    if (!input) return;
    add.mutate(input, {
      onSuccess: () => {
        toaster.success(t('classes.events.added'));
        form.reset();
        setOpen(false);
      },
      onError: () => toaster.error(t('classes.events.addFailed')),
    });
  };
  return (
    <div className="add-event">
      <button type="button" className="button" aria-expanded={open} onClick={() => setOpen(!open)}>
        {open ? t('studies.closeForm') : t('classes.events.open')}
      </button>
      {open ? (
        <form
          className="event-form"
          aria-label={t('classes.events.formLabel')}
          noValidate
          onSubmit={onSubmit}
        >
          <EventFields
            draft={form.draft}
            onChange={form.setDraft}
            problems={form.problems}
            withExtras
            forClass
          />
          <div className="modal__actions">
            <button type="submit" className="button" disabled={add.isPending}>
              {add.isPending ? t('common.saving') : t('classes.events.save')}
            </button>
          </div>
        </form>
      ) : null}
    </div>
  );
}

function EditClassEventForm(props: { classId: string; event: ClassEvent; onClose: () => void }) {
  const { t } = useTranslation();
  const toaster = useToaster();
  const { classId, event, onClose } = props;
  const form = useEventDraft('class-edit', () => draftFromEvent(event));
  const update = useUpdateClassEvent(classId);
  const onSubmit = (submitted: React.FormEvent) => {
    submitted.preventDefault();
    const changes = form.submit();
    if (!changes) return;
    update.mutate(
      { eventId: event._id, changes },
      {
        onSuccess: () => {
          toaster.success(t('studies.toasts.updated'));
          onClose();
        },
        onError: () => toaster.error(t('classes.events.updateFailed')),
      },
    );
  };
  return (
    <form className="event-form" noValidate onSubmit={onSubmit}>
      <h2 id="edit-class-event-title">{t('studies.editTitle')}</h2>
      <EventFields
        draft={form.draft}
        onChange={form.setDraft}
        problems={form.problems}
        withExtras
        forClass
      />
      <div className="modal__actions">
        <button type="button" className="button button--ghost" onClick={onClose}>
          {t('common.cancel')}
        </button>
        <button type="submit" className="button" disabled={update.isPending}>
          {t('common.save')}
        </button>
      </div>
    </form>
  );
}

function AddToClassDeck({ schoolClass, event }: { schoolClass: Class; event: ClassEvent }) {
  const { t } = useTranslation();
  const toaster = useToaster();
  const addCard = useAddClassDeckCard(schoolClass._id);
  const card = {
    title: event.title,
    year: event.year,
    description: event.description,
    category: event.category,
    summary: event.summary,
    links: event.links,
    disableAI: event.disableAI,
    bulletPointsSummary: event.bulletPointsSummary,
  };
  return (
    <select
      className="add-to-deck"
      aria-label={t('decks.addToDeckLabel', { title: event.title })}
      value=""
      disabled={addCard.isPending || schoolClass.decks.length === 0}
      onChange={(change) => {
        const deckTitle = change.target.value;
        if (!deckTitle) return;
        addCard.mutate(
          { deckTitle, card },
          {
            onSuccess: () => toaster.success(t('decks.toasts.added', { deck: deckTitle })),
            onError: () => toaster.error(t('decks.toasts.addFailed')),
          },
        );
      }}
    >
      <option value="">
        {schoolClass.decks.length === 0 ? t('decks.noDecksYet') : t('decks.addToDeck')}
      </option>
      {schoolClass.decks.map((deck) => (
        <option key={deck._id} value={deck.title}>
          {deck.title}
        </option>
      ))}
    </select>
  );
}

/** Manage Events: add, read (with the AI summary), edit, file into decks and delete class events. */
export function ClassEvents({ schoolClass }: { schoolClass: Class }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const toaster = useToaster();
  const remove = useDeleteClassEvent(schoolClass._id);
  const [opened, setOpened] = useState<ClassEvent>();
  const [editing, setEditing] = useState<ClassEvent>();
  const [deleting, setDeleting] = useState<ClassEvent>();

  return (
    <section aria-labelledby="class-events-title">
      <h2 id="class-events-title">{t('classes.menu.events')}</h2>
      <AddClassEventForm classId={schoolClass._id} />
      {schoolClass.events.length === 0 ? (
        <p className="empty-state">{t('classes.events.empty')}</p>
      ) : null}
      <div className="study-grid">
        {schoolClass.events.map((event) => (
          <article key={event._id} className="study-card">
            <p className="study-card__year">{formatYear(event.year, language)}</p>
            <h3 className="study-card__title">
              <button type="button" className="study-card__open" onClick={() => setOpened(event)}>
                {event.title}
              </button>
            </h3>
            {event.category ? <p className="study-card__category">{event.category}</p> : null}
            <p className="study-card__description">{event.description}</p>
            <div className="study-card__actions">
              <button
                type="button"
                className="button button--ghost button--small"
                aria-label={t('studies.editLabel', { title: event.title })}
                onClick={() => setEditing(event)}
              >
                {t('common.edit')}
              </button>
              <AddToClassDeck schoolClass={schoolClass} event={event} />
              <button
                type="button"
                className="button button--danger button--small"
                aria-label={t('studies.deleteLabel', { title: event.title })}
                onClick={() => setDeleting(event)}
              >
                {t('common.delete')}
              </button>
            </div>
          </article>
        ))}
      </div>
      <ClassEventDialog event={opened} onClose={() => setOpened(undefined)} />
      <ModalDialog
        open={editing !== undefined}
        onClose={() => setEditing(undefined)}
        labelledBy="edit-class-event-title"
        className="modal--wide"
      >
        {editing ? (
          <EditClassEventForm
            key={editing._id}
            classId={schoolClass._id}
            event={editing}
            onClose={() => setEditing(undefined)}
          />
        ) : null}
      </ModalDialog>
      <ConfirmDialog
        question={deleting ? t('classes.events.confirmDelete') : null}
        confirmLabel={t('common.delete')}
        onConfirm={() => {
          if (deleting) {
            remove.mutate(deleting._id, {
              onSuccess: () => toaster.success(t('studies.toasts.deleted')),
              onError: () => toaster.error(t('studies.toasts.deleteFailed')),
            });
          }
          setDeleting(undefined);
        }}
        onCancel={() => setDeleting(undefined)}
      />
    </section>
  );
}
