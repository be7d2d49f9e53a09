import { strToU8, zipSync } from 'fflate';
import type { SqlJsStatic } from 'sql.js';
import type { ExchangeCard } from './exchange-card';
import { textToHtml } from './html-text';

/**
 * An Anki package (.apkg): a zip of `collection.anki2`, a SQLite database in Anki's schema 11, and
 * an empty `media` map. Every card becomes one note of the "Chronodeck event" note type (fields
 * Year, Title, Description) with two cards: event → year and year → event. Anki, AnkiDroid and
 * AnkiMobile import it; the note type keeps its id, so importing a deck again updates its notes.
 */

/** Anki matches note types by id: the same one for every export. */
export const CHRONODECK_NOTE_TYPE_ID = 1_732_600_000_000;
export const ANKI_FIELDS = ['Year', 'Title', 'Description'] as const;
const FIELD_SEPARATOR = '\x1f';

const SCHEMA = `
create table col (id integer primary key, crt integer not null, mod integer not null,
  scm integer not null, ver integer not null, dty integer not null, usn integer not null,
  ls integer not null, conf text not null, models text not null, decks text not null,
  dconf text not null, tags text not null);
create table notes (id integer primary key, guid text not null, mid integer not null,
  mod integer not null, usn integer not null, tags text not null, flds text not null,
  sfld integer not null, csum integer not null, flags integer not null, data text not null);
create table cards (id integer primary key, nid integer not null, did integer not null,
  ord integer not null, mod integer not null, usn integer not null, type integer not null,
  queue integer not null, due integer not null, ivl integer not null, factor integer not null,
  reps integer not null, lapses integer not null, left integer not null, odue integer not null,
  odid integer not null, flags integer not null, data text not null);
create table revlog (id integer primary key, cid integer not null, usn integer not null,
  ease integer not null, ivl integer not null, lastIvl integer not null, factor integer not null,
  time integer not null, type integer not null);
create table graves (usn integer not null, oid integer not null, type integer not null);
create index ix_notes_usn on notes (usn);
create index ix_cards_usn on cards (usn);
create index ix_revlog_usn on revlog (usn);
create index ix_cards_nid on cards (nid);
create index ix_cards_sched on cards (did, queue, due);
create index ix_revlog_cid on revlog (cid);
create index ix_notes_csum on notes (csum);
`;

/** A year as a card shows it: "1822", "44 BCE" (no year 0 exists). */
export const ankiYear = (year: number) => (year < 0 ? `${-year} BCE` : String(year));

async function sha1Hex(text: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-1', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Anki's duplicate check: the first 32 bits of the SHA-1 of the sort field. */
const checksum = async (sortField: string) => parseInt((await sha1Hex(sortField)).slice(0, 8), 16);

/** A stable note id for Anki's updates: the same card exported twice is the same note. */
const noteGuid = async (card: ExchangeCard) =>
  (await sha1Hex(`chronodeck:${card.year}:${card.title}`)).slice(0, 16);

const CARD_CSS =
  '.card { font-family: Georgia, serif; font-size: 22px; text-align: center; color: #1f2937; }\n' +
  '.year { font-size: 32px; font-weight: bold; }\n.description { font-size: 18px; }';

function noteType(deckId: number, now: number) {
  return {
    id: CHRONODECK_NOTE_TYPE_ID,
    name: 'Chronodeck event',
    type: 0,
    mod: Math.floor(now / 1000),
    usn: -1,
    sortf: 1,
    did: deckId,
    tmpls: [
      {
        name: 'Event → Year',
        ord: 0,
        qfmt: '<div class="title">{{Title}}</div>',
        afmt: '{{FrontSide}}<hr id=answer><div class="year">{{Year}}</div><div class="description">{{Description}}</div>',
        bqfmt: '',
        bafmt: '',
        did: null,
      },
      {
        name: 'Year → Event',
        ord: 1,
        qfmt: '<div class="year">{{Year}}</div>',
        afmt: '{{FrontSide}}<hr id=answer><div class="title">{{Title}}</div><div class="description">{{Description}}</div>',
        bqfmt: '',
        bafmt: '',
        did: null,
      },
    ],
    flds: ANKI_FIELDS.map((name, ord) => ({
      name,
      ord,
      sticky: false,
      rtl: false,
      font: 'Arial',
      size: 20,
      media: [],
    })),
    css: CARD_CSS,
    latexPre:
      '\\documentclass[12pt]{article}\n\\special{papersize=3in,5in}\n\\usepackage[utf8]{inputenc}\n\\usepackage{amssymb,amsmath}\n\\pagestyle{empty}\n\\setlength{\\parindent}{0in}\n\\begin{document}\n',
    latexPost: '\\end{document}',
    // Which fields each template needs: event → year needs a title, year → event a year.
    req: [
      [0, 'any', [1]],
      [1, 'any', [0]],
    ],
    tags: [],
    vers: [],
  };
}

function deck(id: number, name: string, now: number) {
  return {
    id,
    name,
    mod: Math.floor(now / 1000),
    usn: -1,
    lrnToday: [0, 0],
    revToday: [0, 0],
    newToday: [0, 0],
    timeToday: [0, 0],
    collapsed: false,
    browserCollapsed: false,
    desc: '',
    dyn: 0,
    conf: 1,
    extendNew: 0,
    extendRev: 0,
  };
}

const DECK_OPTIONS = {
  1: {
    id: 1,
    name: 'Default',
    mod: 0,
    usn: 0,
    maxTaken: 60,
    autoplay: true,
    timer: 0,
    replayq: true,
    dyn: false,
    new: {
      delays: [1, 10],
      ints: [1, 4, 7],
      initialFactor: 2500,
      order: 1,
      perDay: 20,
      bury: true,
      separate: true,
    },
    lapse: { delays: [10], mult: 0, minInt: 1, leechFails: 8, leechAction: 0 },
    rev: {
      perDay: 200,
      ease4: 1.3,
      fuzz: 0.05,
      minSpace: 1,
      ivlFct: 1,
      maxIvl: 36500,
      bury: true,
      hardFactor: 1.2,
    },
  },
};

const COLLECTION_CONFIG = {
  activeDecks: [1],
  curDeck: 1,
  newSpread: 0,
  collapseTime: 1200,
  timeLim: 0,
  estTimes: true,
  dueCounts: true,
  curModel: String(CHRONODECK_NOTE_TYPE_ID),
  nextPos: 1,
  sortType: 'noteFld',
  sortBackwards: false,
  addToCur: true,
};

/** The deck's id in Anki, from its name: exporting a deck again imports into the same deck. */
async function deckIdOf(name: string): Promise<number> {
  return 1_000_000_000 + (parseInt((await sha1Hex(name)).slice(0, 8), 16) % 1_000_000_000);
}

/** The .apkg file of a deck; `SQL` is sql.js, initialised where its WebAssembly lives. */
export async function cardsToApkg(
  cards: readonly ExchangeCard[],
  deckName: string,
  SQL: SqlJsStatic,
  now: number = Date.now(),
): Promise<Uint8Array> {
  const database = new SQL.Database();
  try {
    database.run(SCHEMA);
    const deckId = await deckIdOf(deckName);
    const seconds = Math.floor(now / 1000);
    database.run('insert into col values (1, ?, ?, ?, 11, 0, 0, 0, ?, ?, ?, ?, ?)', [
      seconds - (seconds % 86_400),
      now,
      now,
      JSON.stringify(COLLECTION_CONFIG),
      JSON.stringify({ [CHRONODECK_NOTE_TYPE_ID]: noteType(deckId, now) }),
      JSON.stringify({
        1: { ...deck(1, 'Default', now), usn: 0 },
        [deckId]: deck(deckId, deckName, now),
      }),
      JSON.stringify(DECK_OPTIONS),
      '{}',
    ]);
    for (const [position, card] of cards.entries()) {
      const noteId = now + position;
      const fields = [ankiYear(card.year), textToHtml(card.title), textToHtml(card.description)];
      database.run("insert into notes values (?, ?, ?, ?, -1, ?, ?, ?, ?, 0, '')", [
        noteId,
        await noteGuid(card),
        CHRONODECK_NOTE_TYPE_ID,
        seconds,
        card.category ? ` ${card.category.replace(/\s+/g, '_')} ` : '',
        fields.join(FIELD_SEPARATOR),
        fields[1]!,
        await checksum(card.title),
      ]);
      for (const ord of [0, 1]) {
        database.run(
          "insert into cards values (?, ?, ?, ?, ?, -1, 0, 0, ?, 0, 0, 0, 0, 0, 0, 0, 0, '')",
          [now + position * 2 + ord, noteId, deckId, ord, seconds, position + 1],
        );
      }
    }
    return zipSync({ 'collection.anki2': database.export(), media: strToU8('{}') });
  } finally {
    database.close();
  }
}
