import { useMemo, useState, type ComponentType, type ReactNode } from 'react';
import type { DatedEvent, DatedEventFields } from '@chronodeck/contract';
import { errorMessage } from '../api/error-message';
import { useTranslation } from '../i18n/i18n';
import type { TranslationKey } from '../i18n/translate';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { useToaster } from '../ui/toasts';
import { AddEventToggle } from './add-event-toggle';
import { EditEventDialog } from './edit-event-dialog';
import { EventCard } from './event-card';
import { ItemBoundary } from '../ui/error-boundary';
import { EventsLayoutToggle, type EventsLayout } from '../timeline-view/events-layout-toggle';
import { LazyTimelineView } from '../timeline-view/lazy-timeline-view';
import { lanesByCategory } from '../timeline-view/timeline-lanes';

/** What a change tells the editor once the server has answered. */
interface ChangeOutcome {
  onSuccess: () => void;
  onError: (error: Error) => void;
}

/** A change the server makes, as a TanStack mutation offers it. */
interface EventChange<Variables> {
  mutate: (variables: Variables, outcome: ChangeOutcome) => void;
  isPending: boolean;
}

/** How the list's owner saves changes: the student's timeline API or a teacher's class API. */
interface EventListChanges {
  add: EventChange<DatedEventFields>;
  update: EventChange<{ id: string; changes: DatedEventFields }>;
  remove: EventChange<string>;
}

/** The words of one list: its add form, its toasts and its delete question (`{{title}}` allowed). */
export interface EventListTexts {
  openForm: TranslationKey;
  formLabel: TranslationKey;
  save: TranslationKey;
  added: TranslationKey;
  addFailed: TranslationKey;
  updated: TranslationKey;
  updateFailed: TranslationKey;
  deleted: TranslationKey;
  deleteFailed: TranslationKey;
  confirmDelete: TranslationKey;
}

interface EventListEditorProps<E extends DatedEvent> {
  events: readonly E[];
  forms: { add: 'timelineAdd' | 'classAdd'; edit: 'timelineEdit' | 'classEdit' };
  texts: EventListTexts;
  changes: EventListChanges;
  /** The dialog an event opens in. */
  OpenedEventDialog: ComponentType<{ event: E | undefined; onClose: () => void }>;
  /** A way to copy an event into a deck, on each card. */
  addToDeck: (event: E) => ReactNode;
  /** Loading, failure or empty notes, shown between the add form and the cards. */
  status?: ReactNode;
  /** The timeline's lane name when the events are shown on one lane. */
  timelineTitle: string;
  /** The downloaded timeline's file name. */
  timelineFile: string;
}

/**
 * A list of dated events someone owns, for students (their timeline) and teachers (a class):
 * add, read, edit, file into decks and delete, each change confirmed or explained in a toast.
 */
export function EventListEditor<E extends DatedEvent>({
  events,
  forms,
  texts,
  changes,
  OpenedEventDialog,
  addToDeck,
  status,
  timelineTitle,
  timelineFile,
}: EventListEditorProps<E>) {
  const { t } = useTranslation();
  const toaster = useToaster();
  const [opened, setOpened] = useState<E>();
  const [editing, setEditing] = useState<E>();
  const [deleting, setDeleting] = useState<E>();
  const [layout, setLayout] = useState<EventsLayout>('cards');
  const lanes = useMemo(() => lanesByCategory(events, timelineTitle), [events, timelineTitle]);

  const outcome = (success: TranslationKey, failure: TranslationKey, then?: () => void) => ({
    onSuccess: () => {
      toaster.success(t(success));
      then?.();
    },
    // The server's reason when it gives one (e.g. QUOTA_EXCEEDED: the list is full).
    onError: (error: Error) => toaster.error(errorMessage(t, error, failure)),
  });

  const confirmDelete = () => {
    if (deleting) changes.remove.mutate(deleting._id, outcome(texts.deleted, texts.deleteFailed));
    setDeleting(undefined);
  };

  return (
    <>
      <AddEventToggle
        form={forms.add}
        openLabel={t(texts.openForm)}
        formLabel={t(texts.formLabel)}
        submitLabel={t(texts.save)}
        pending={changes.add.isPending}
        onAdd={(event, done) =>
          changes.add.mutate(event, outcome(texts.added, texts.addFailed, done))
        }
      />
      {status}
      {events.length > 0 ? <EventsLayoutToggle layout={layout} onChange={setLayout} /> : null}
      {events.length > 0 && layout === 'timeline' ? (
        <LazyTimelineView lanes={lanes} onOpen={setOpened} fileName={timelineFile} />
      ) : null}
      {events.length > 0 && layout === 'cards' ? (
        <div className="study-grid">
          {events.map((event) => (
            <ItemBoundary key={event._id}>
              <EventCard
                event={event}
                onOpen={() => setOpened(event)}
                onEdit={() => setEditing(event)}
                actions={addToDeck(event)}
                onDelete={() => setDeleting(event)}
              />
            </ItemBoundary>
          ))}
        </div>
      ) : null}
      <OpenedEventDialog event={opened} onClose={() => setOpened(undefined)} />
      <EditEventDialog
        event={editing}
        form={forms.edit}
        pending={changes.update.isPending}
        onClose={() => setEditing(undefined)}
        onSave={(event, fields, close) =>
          changes.update.mutate(
            { id: event._id, changes: fields },
            outcome(texts.updated, texts.updateFailed, close),
          )
        }
      />
      <ConfirmDialog
        question={deleting ? t(texts.confirmDelete, { title: deleting.title }) : null}
        confirmLabel={t('common.delete')}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(undefined)}
      />
    </>
  );
}
