import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useTranslation } from '../../shared/i18n/i18n';
import { formatYear } from '@chronodeck/catalogue';
import { moveEvent, orderResult, startOrder, submitOrder, type OrderCard } from '@chronodeck/quiz';
import { useLanguage } from '../../shared/i18n/use-language';
import { Feedback } from './feedback';
import type { GameProps } from './game-props';
import { ShownText, useSpokenText } from './shown-text';
import { useQuizRound } from './use-quiz-round';

/** SPEC.md §9: a mouse drag starts after 5 px, a touch drag after a 120 ms press. */
const MOUSE_ACTIVATION = { distance: 5 };
const TOUCH_ACTIVATION = { delay: 120, tolerance: 5 };
/** Scrolling starts within 25% of the edge (SPEC.md §9). */
const AUTO_SCROLL = { threshold: { x: 0, y: 0.25 }, acceleration: 28 };

/* eslint-disable react-hooks/refs -- the rule takes useSortable's result for a ref because it
   carries the setNodeRef callback; no ref's .current is read while rendering. */
function SortableEvent(props: {
  card: OrderCard;
  position: number;
  revealYear: boolean;
  locked: boolean;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { card, position, revealYear, locked } = props;
  const { event, shown } = card;
  const spoken = useSpokenText();
  const sortable = useSortable({ id: event.id, disabled: locked });
  return (
    <li
      ref={sortable.setNodeRef}
      className={`order-item${sortable.isDragging ? ' order-item--dragging' : ''}`}
      style={{
        transform: CSS.Transform.toString(sortable.transform),
        transition: sortable.transition,
      }}
      {...sortable.attributes}
      {...sortable.listeners}
      aria-label={t('quiz.order.itemLabel', { position: position + 1, title: spoken(shown.title) })}
      aria-roledescription={t('quiz.order.roleDescription')}
    >
      <span className="order-item__position" aria-hidden="true">
        {position + 1}
      </span>
      <span className="order-item__text">
        <span className="order-item__title">
          <ShownText text={shown.title} />
        </span>
        <span className="order-item__description">
          <ShownText text={shown.description} />
        </span>
      </span>
      {revealYear ? (
        <span className="order-item__year">{formatYear(event.year, language)}</span>
      ) : null}
    </li>
  );
}

/* eslint-enable react-hooks/refs */

/** Screen-reader narration of a drag, in the player's language, naming cards as they are shown. */
function useAnnouncements(cards: readonly OrderCard[]): Announcements {
  const { t } = useTranslation();
  const spoken = useSpokenText();
  const titleOf = (id: string | number) =>
    spoken(cards.find((card) => card.event.id === id)?.shown.title ?? '');
  const positionOf = (id: string | number | undefined) =>
    cards.findIndex((card) => card.event.id === id) + 1;
  return {
    onDragStart: ({ active }) => t('quiz.order.picked', { title: titleOf(active.id) }),
    // Over itself means it has not moved yet: "Picked up" stays the last thing said.
    onDragOver: ({ active, over }) =>
      over && over.id !== active.id
        ? t('quiz.order.movedTo', { title: titleOf(active.id), position: positionOf(over.id) })
        : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? t('quiz.order.dropped', { title: titleOf(active.id), position: positionOf(over.id) })
        : undefined,
    onDragCancel: ({ active }) => t('quiz.order.cancelled', { title: titleOf(active.id) }),
  };
}

/**
 * Order the events: drag five events into chronological order, by mouse, touch or keyboard
 * (Space lifts, arrows move, Space drops, Escape cancels), then Submit Order. No retry.
 */
export function OrderEventsGame({ events, deck, onMenu }: GameProps) {
  const { t } = useTranslation();
  const { state, advance, restart } = useQuizRound(
    'order-events',
    deck,
    () => startOrder(events, Math.random),
    orderResult,
  );
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: MOUSE_ACTIVATION }),
    useSensor(TouchSensor, { activationConstraint: TOUCH_ACTIVATION }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const cards = state.phase === 'empty' ? [] : state.cards;
  const ordered = cards.map((card) => card.event);
  const announcements = useAnnouncements(cards);

  if (state.phase === 'empty') {
    return <p className="notice notice--error">{t('quiz.notEnoughEvents')}</p>;
  }

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over) return;
    const from = ordered.findIndex((event) => event.id === active.id);
    const to = ordered.findIndex((event) => event.id === over.id);
    advance(moveEvent(state, from, to));
  };
  const submitted = state.phase === 'submitted';

  return (
    <div className="order-game">
      <p id="order-instructions">{t('quiz.order.instructions')}</p>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        autoScroll={AUTO_SCROLL}
        accessibility={{
          announcements,
          screenReaderInstructions: { draggable: t('quiz.order.keyboardHelp') },
        }}
      >
        <SortableContext
          items={ordered.map((event) => event.id)}
          strategy={verticalListSortingStrategy}
        >
          <ol className="order-list" aria-describedby="order-instructions">
            {cards.map((card, position) => (
              <SortableEvent
                key={card.event.id}
                card={card}
                position={position}
                revealYear={submitted}
                locked={submitted}
              />
            ))}
          </ol>
        </SortableContext>
      </DndContext>
      {state.phase === 'submitted' ? (
        <>
          <Feedback correct={state.correct}>
            {state.correct ? t('quiz.order.correct') : t('quiz.order.wrong')}
          </Feedback>
          <div className="quiz__actions">
            <button type="button" className="button" onClick={restart}>
              {t('quiz.playAgain')}
            </button>
            <button type="button" className="button button--ghost" onClick={onMenu}>
              {t('quiz.returnToMenu')}
            </button>
          </div>
        </>
      ) : (
        <div className="quiz__actions">
          <button type="button" className="button" onClick={() => advance(submitOrder(state))}>
            {t('quiz.order.submit')}
          </button>
        </div>
      )}
    </div>
  );
}
