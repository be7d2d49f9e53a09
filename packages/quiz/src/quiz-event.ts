/** An event as the quizzes play it (SPEC.md §3): a deck card, a timeline event or a catalogue event. */
export interface QuizEvent {
  id: string;
  title: string;
  year: number;
  description: string;
}

/** What a quiz may receive: years can arrive as numeric strings (SPEC.md §3). */
export interface QuizEventSource {
  _id?: string;
  id?: string;
  title?: string | null;
  year?: number | string | null;
  description?: string | null;
}

function yearOf(year: QuizEventSource['year']): number | null {
  if (typeof year === 'number') return Number.isInteger(year) ? year : null;
  if (typeof year === 'string' && /^\s*-?\d+\s*$/.test(year)) return Number(year);
  return null;
}

/**
 * The events a quiz can use: those with a title, a whole-number year and a description
 * (SPEC.md §5); the rest are left out rather than shown half-empty.
 */
export function playableEvents(sources: readonly QuizEventSource[]): QuizEvent[] {
  return sources.flatMap((source, index) => {
    const year = yearOf(source.year);
    const title = source.title?.trim();
    const description = source.description?.trim();
    if (year === null || !title || !description) return [];
    return [{ id: source._id ?? source.id ?? `event-${index}`, title, year, description }];
  });
}
