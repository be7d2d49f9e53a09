import { htmlToText } from './html-text';
import {
  checkRowCount,
  isJsonObject,
  member,
  UnreadableFile,
  type ImportTable,
} from './import-table';

export const TIMELINEJS_COLUMNS = ['year', 'title', 'description', 'category'];

/** The events of a TimelineJS document: a list under "events" of a JSON object, whatever they are. */
function eventsOf(text: string): unknown[] {
  let document: unknown;
  try {
    document = JSON.parse(text);
  } catch {
    throw new UnreadableFile('timelinejs');
  }
  const events = member(document, 'events');
  if (!Array.isArray(events)) throw new UnreadableFile('timelinejs');
  return events;
}

/** A number or a text as the text of a cell; anything else (objects, lists, null) as none. */
const plain = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';

/**
 * A TimelineJS3 JSON timeline: one row per event (its start year, headline, text, group); headline
 * and text are HTML, the group plain text. Every event must be an object; a field of another type
 * than TimelineJS's is an empty cell, which the preview shows as the row's problem.
 */
export function timelineJsTable(text: string): ImportTable {
  const events = eventsOf(text);
  checkRowCount(events.length);
  if (!events.every(isJsonObject)) throw new UnreadableFile('timelinejs');
  return {
    columns: [...TIMELINEJS_COLUMNS],
    rows: events.map((event) => [
      plain(member(member(event, 'start_date'), 'year')),
      htmlToText(plain(member(member(event, 'text'), 'headline'))),
      htmlToText(plain(member(member(event, 'text'), 'text'))),
      plain(member(event, 'group')),
    ]),
  };
}
