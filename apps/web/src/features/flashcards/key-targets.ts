/** A key pressed in a form control belongs to that control, not to the flashcards' shortcuts. */
export const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement && target.closest('input, select, textarea') !== null;

/** A button, link or summary acts on Space itself; the shortcuts leave that key to it. */
export const isControl = (target: EventTarget | null) =>
  target instanceof HTMLElement && target.closest('button, a, summary') !== null;
