import type { Class, ClassEvent } from '@chronodeck/contract';
import { AddToDeckSelect } from '../../shared/decks/add-to-deck-select';
import { EventListEditor, type EventListTexts } from '../../shared/dated-events/event-list-editor';
import { useTranslation } from '../../shared/i18n/i18n';
import { ClassEventDialog } from './class-event-dialog';
import {
  useAddClassDeckCard,
  useAddClassEvent,
  useDeleteClassEvent,
  useUpdateClassEvent,
} from './classes-api';

function AddToClassDeck({ schoolClass, event }: { schoolClass: Class; event: ClassEvent }) {
  const addCard = useAddClassDeckCard(schoolClass._id);
  return (
    <AddToDeckSelect
      event={event}
      decks={schoolClass.decks}
      adding={addCard.isPending}
      addCard={addCard.mutate}
    />
  );
}

const CLASS_EVENT_TEXTS: EventListTexts = {
  openForm: 'classes.events.open',
  formLabel: 'classes.events.formLabel',
  save: 'classes.events.save',
  added: 'classes.events.added',
  addFailed: 'classes.events.addFailed',
  updated: 'event.toasts.updated',
  updateFailed: 'classes.events.updateFailed',
  deleted: 'event.toasts.deleted',
  deleteFailed: 'event.toasts.deleteFailed',
  confirmDelete: 'classes.events.confirmDelete',
};

/** Manage Events: add, read (with the AI summary), edit, file into decks and delete class events. */
export function ClassEvents({ schoolClass }: { schoolClass: Class }) {
  const { t } = useTranslation();
  const add = useAddClassEvent(schoolClass._id);
  const update = useUpdateClassEvent(schoolClass._id);
  const remove = useDeleteClassEvent(schoolClass._id);
  return (
    <section aria-labelledby="class-events-title">
      <h2 id="class-events-title">{t('classes.menu.events')}</h2>
      <EventListEditor
        events={schoolClass.events}
        forms={{ add: 'classAdd', edit: 'classEdit' }}
        texts={CLASS_EVENT_TEXTS}
        changes={{ add, update, remove }}
        OpenedEventDialog={ClassEventDialog}
        addToDeck={(event) => <AddToClassDeck schoolClass={schoolClass} event={event} />}
        status={
          schoolClass.events.length === 0 ? (
            <p className="empty-state">{t('classes.events.empty')}</p>
          ) : null
        }
        timelineTitle={schoolClass.title}
        timelineFile={`chronodeck-${schoolClass.title}`}
      />
    </section>
  );
}
