import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  byMostMissed,
  ClassResultsSchema,
  LANGUAGES,
  type StudentResults,
} from '@chronodeck/contract';
import type { ClassResultsRows } from './class-results.repository';
import { assembleClassResults } from './class-results';
import { classResultsCsv } from './class-results-csv';

const MONDAY = new Date('2026-11-23T09:00:00.000Z');
const TUESDAY = new Date('2026-11-24T09:00:00.000Z');
const WEDNESDAY = new Date('2026-11-25T09:00:00.000Z');

const noRows = (): ClassResultsRows => ({
  students: [],
  decks: [],
  cards: [],
  games: [],
  gameAnswers: [],
  reviews: [],
  due: [],
});

/** Ada and Bob in a class with "Empires" (one card) and "Treaties" (two cards). */
const classRows = (change: Partial<ClassResultsRows> = {}): ClassResultsRows => ({
  ...noRows(),
  students: [
    { studentId: 'ada', name: 'Ada Lovelace' },
    { studentId: 'bob', name: 'Bob Marley' },
  ],
  decks: [
    { deckId: 'empires', title: 'Empires' },
    { deckId: 'treaties', title: 'Treaties' },
  ],
  cards: [
    {
      cardId: 'constantinople',
      deckId: 'empires',
      deckTitle: 'Empires',
      title: 'Fall of Constantinople',
      year: 1453,
    },
    {
      cardId: 'westphalia',
      deckId: 'treaties',
      deckTitle: 'Treaties',
      title: 'Peace of Westphalia',
      year: 1648,
    },
    {
      cardId: 'utrecht',
      deckId: 'treaties',
      deckTitle: 'Treaties',
      title: 'Treaty of Utrecht',
      year: 1713,
    },
  ],
  ...change,
});

const review = (
  studentId: string,
  cardId: string,
  counts: Partial<Omit<ClassResultsRows['reviews'][number], 'studentId' | 'cardId'>>,
): ClassResultsRows['reviews'][number] => ({
  studentId,
  cardId,
  flashcardReviews: 0,
  flashcardRecalled: 0,
  learntReviews: 0,
  learntRecalled: 0,
  lastReviewed: MONDAY,
  ...counts,
});

describe('assembleClassResults', () => {
  it('lists every student, deck and card with nothing counted when nobody studied', () => {
    const results = assembleClassResults(classRows(), null);
    expect(results.since).toBeNull();
    expect(results.students).toEqual([
      {
        studentId: 'ada',
        name: 'Ada Lovelace',
        gamesPlayed: 0,
        averageScore: null,
        reviews: 0,
        lastActive: null,
        cardsDue: 0,
        cardsOverdue: 0,
        retention: null,
      },
      expect.objectContaining({ studentId: 'bob', gamesPlayed: 0, averageScore: null }),
    ]);
    expect(results.decks).toEqual([
      {
        deckId: 'empires',
        title: 'Empires',
        cardCount: 1,
        gamesPlayed: 0,
        averageScore: null,
        answered: 0,
        correct: 0,
      },
      expect.objectContaining({ deckId: 'treaties', cardCount: 2, averageScore: null }),
    ]);
    // Ties keep the cards' order.
    expect(results.events.map((event) => event.cardId)).toEqual([
      'constantinople',
      'westphalia',
      'utrecht',
    ]);
    expect(results.events[0]).toEqual({
      cardId: 'constantinople',
      deckId: 'empires',
      deckTitle: 'Empires',
      title: 'Fall of Constantinople',
      year: 1453,
      answered: 0,
      correct: 0,
    });
  });

  it('gives the start of the period as ISO 8601', () => {
    expect(assembleClassResults(noRows(), MONDAY)).toEqual({
      since: '2026-11-23T09:00:00.000Z',
      students: [],
      decks: [],
      events: [],
    });
  });

  it("adds up each student's games, reviews, due cards and retention across decks", () => {
    const results = assembleClassResults(
      classRows({
        games: [
          { studentId: 'ada', deckId: 'treaties', games: 2, scoreShares: 1.5, lastPlayed: MONDAY },
          { studentId: 'ada', deckId: 'empires', games: 1, scoreShares: 0, lastPlayed: TUESDAY },
          // A game on a deck since deleted still counts for its player.
          { studentId: 'ada', deckId: null, games: 1, scoreShares: 1, lastPlayed: MONDAY },
        ],
        reviews: [
          review('ada', 'westphalia', {
            flashcardReviews: 3,
            flashcardRecalled: 2,
            learntReviews: 4,
            learntRecalled: 3,
            lastReviewed: WEDNESDAY,
          }),
          review('ada', 'utrecht', { flashcardReviews: 1, learntReviews: 0, lastReviewed: MONDAY }),
          // Quiz answers only: no flashcard review, yet a learnt card recalled.
          review('bob', 'utrecht', { learntReviews: 2, learntRecalled: 1, lastReviewed: TUESDAY }),
        ],
        due: [{ studentId: 'bob', due: 5, overdue: 2 }],
      }),
      null,
    );
    expect(results.students).toEqual([
      {
        studentId: 'ada',
        name: 'Ada Lovelace',
        gamesPlayed: 4,
        averageScore: 2.5 / 4,
        reviews: 4,
        lastActive: WEDNESDAY.toISOString(),
        cardsDue: 0,
        cardsOverdue: 0,
        retention: 3 / 4,
      },
      {
        studentId: 'bob',
        name: 'Bob Marley',
        gamesPlayed: 0,
        averageScore: null,
        reviews: 0,
        lastActive: TUESDAY.toISOString(),
        cardsDue: 5,
        cardsOverdue: 2,
        retention: 1 / 2,
      },
    ]);
  });

  it('takes the latest game as last active when it follows every review', () => {
    const results = assembleClassResults(
      classRows({
        games: [
          { studentId: 'bob', deckId: 'treaties', games: 1, scoreShares: 1, lastPlayed: WEDNESDAY },
        ],
        reviews: [review('bob', 'utrecht', { flashcardReviews: 1, lastReviewed: MONDAY })],
      }),
      null,
    );
    expect(results.students[1]?.lastActive).toBe(WEDNESDAY.toISOString());
  });

  it('counts game answers and flashcard reviews per card, most missed first', () => {
    const results = assembleClassResults(
      classRows({
        gameAnswers: [
          { studentId: 'ada', cardId: 'westphalia', answered: 4, correct: 4 },
          { studentId: 'bob', cardId: 'westphalia', answered: 2, correct: 1 },
          { studentId: 'ada', cardId: 'utrecht', answered: 1, correct: 0 },
          // A card outside the scope (another deck or class) is ignored.
          { studentId: 'ada', cardId: 'elsewhere', answered: 9, correct: 0 },
        ],
        reviews: [
          review('bob', 'utrecht', { flashcardReviews: 3, flashcardRecalled: 1 }),
          review('ada', 'constantinople', { flashcardReviews: 2, flashcardRecalled: 1 }),
        ],
      }),
      null,
    );
    expect(
      results.events.map(({ cardId, answered, correct }) => ({ cardId, answered, correct })),
    ).toEqual([
      { cardId: 'utrecht', answered: 4, correct: 1 },
      // One miss each: the lower share right first.
      { cardId: 'constantinople', answered: 2, correct: 1 },
      { cardId: 'westphalia', answered: 6, correct: 5 },
    ]);
  });

  it("tallies each deck's games, average score and answers on its cards", () => {
    const results = assembleClassResults(
      classRows({
        games: [
          { studentId: 'ada', deckId: 'treaties', games: 2, scoreShares: 1.5, lastPlayed: MONDAY },
          { studentId: 'bob', deckId: 'treaties', games: 2, scoreShares: 0.5, lastPlayed: MONDAY },
        ],
        gameAnswers: [
          { studentId: 'ada', cardId: 'westphalia', answered: 2, correct: 2 },
          { studentId: 'bob', cardId: 'utrecht', answered: 2, correct: 0 },
        ],
        reviews: [review('ada', 'utrecht', { flashcardReviews: 1, flashcardRecalled: 1 })],
      }),
      null,
    );
    expect(results.decks).toEqual([
      {
        deckId: 'empires',
        title: 'Empires',
        cardCount: 1,
        gamesPlayed: 0,
        averageScore: null,
        answered: 0,
        correct: 0,
      },
      {
        deckId: 'treaties',
        title: 'Treaties',
        cardCount: 2,
        gamesPlayed: 4,
        averageScore: 0.5,
        answered: 5,
        correct: 3,
      },
    ]);
  });

  it('ignores rows about students who are not listed', () => {
    const results = assembleClassResults(
      classRows({
        students: [{ studentId: 'ada', name: 'Ada Lovelace' }],
        games: [
          { studentId: 'eve', deckId: 'treaties', games: 1, scoreShares: 1, lastPlayed: MONDAY },
        ],
        due: [{ studentId: 'eve', due: 1, overdue: 1 }],
      }),
      null,
    );
    expect(results.students).toEqual([
      expect.objectContaining({ studentId: 'ada', gamesPlayed: 0, cardsDue: 0 }),
    ]);
  });
});

const studentRow = (change: Partial<StudentResults> = {}): StudentResults => ({
  studentId: 'ada',
  name: 'Ada Lovelace',
  gamesPlayed: 3,
  averageScore: 0.666,
  reviews: 12,
  lastActive: '2026-11-25T09:00:00.000Z',
  cardsDue: 4,
  cardsOverdue: 1,
  retention: 0.875,
  ...change,
});

/** The CSV's lines, without the byte order mark and the final line break. */
const linesOf = (csv: string) => {
  expect(csv.startsWith('\uFEFF')).toBe(true);
  expect(csv.endsWith('\r\n')).toBe(true);
  return csv.slice(1, -2).split('\r\n');
};

describe('classResultsCsv', () => {
  it('writes a heading row and one row per student, every field quoted, CRLF line breaks', () => {
    const csv = classResultsCsv(
      [studentRow(), studentRow({ studentId: 'bob', name: 'Bob Marley' })],
      'en',
    );
    expect(linesOf(csv)).toEqual([
      '"Student","Games played","Average score (%)","Flashcard reviews","Last active (UTC)",' +
        '"Cards due","Cards overdue","Retention (%)"',
      '"Ada Lovelace","3","67","12","2026-11-25T09:00:00.000Z","4","1","88"',
      '"Bob Marley","3","67","12","2026-11-25T09:00:00.000Z","4","1","88"',
    ]);
    expect(csv).not.toContain('ada');
  });

  it('leaves shares and times never measured empty', () => {
    const csv = classResultsCsv(
      [studentRow({ averageScore: null, retention: null, lastActive: null, gamesPlayed: 0 })],
      'en',
    );
    expect(linesOf(csv)[1]).toBe('"Ada Lovelace","0","","12","","4","1",""');
  });

  it('writes the heading row alone for a class without students', () => {
    expect(linesOf(classResultsCsv([], 'en'))).toHaveLength(1);
  });

  it.each([
    ['en', 'Student', 'Games played'],
    ['fr', 'Élève', 'Parties jouées'],
    ['pt', 'Aluno', 'Jogos jogados'],
    ['es', 'Estudiante', 'Partidas jugadas'],
    ['it', 'Studente', 'Partite giocate'],
  ] as const)('heads the columns in %s', (language, name, games) => {
    const heading = linesOf(classResultsCsv([], language))[0]!.split(',');
    expect(heading).toHaveLength(8);
    expect(heading.slice(0, 2)).toEqual([`"${name}"`, `"${games}"`]);
  });

  it('has eight distinct headings in every language', () => {
    for (const language of LANGUAGES) {
      const heading = linesOf(classResultsCsv([], language))[0]!.split(',');
      expect(new Set(heading).size, language).toBe(8);
    }
  });

  it.each([
    ['=HYPERLINK("x")', `"'=HYPERLINK(""x"")"`],
    ['+1', `"'+1"`],
    ['-2+3', `"'-2+3"`],
    ['@SUM(A1)', `"'@SUM(A1)"`],
    ['\tTab', `"'\tTab"`],
    ['\rReturn', `"'\rReturn"`],
  ])('keeps a name a spreadsheet would run, %j, as text', (name, field) => {
    const csv = classResultsCsv([studentRow({ name })], 'en');
    expect(csv.slice(1).split('\r\n')[1]!.startsWith(`${field},`)).toBe(true);
  });

  it('quotes names with commas, quotes and line breaks as they are', () => {
    const csv = classResultsCsv([studentRow({ name: 'O"Brien, Jo\nAnn' })], 'en');
    expect(csv).toContain('\r\n"O""Brien, Jo\nAnn","3",');
    expect(csv).not.toContain(`"'O`);
  });
});

// Random results as the repository could read them: small id pools so rows meet.
const STUDENTS = ['ada', 'bob', 'cy', 'dee'];
const DECKS = ['d1', 'd2', 'd3'];
const CARDS = ['c1', 'c2', 'c3', 'c4', 'c5', 'c6'];
const time = fc.date({
  min: new Date('2020-01-01T00:00:00Z'),
  max: new Date('2030-01-01T00:00:00Z'),
  noInvalidDate: true,
});
/** Two counts, the second no more than the first. */
const partOf = fc
  .tuple(fc.nat({ max: 20 }), fc.nat({ max: 20 }))
  .map(([part, rest]) => ({ whole: part + rest, part }));

const rowsArbitrary: fc.Arbitrary<ClassResultsRows> = fc
  .record({
    students: fc.subarray(STUDENTS),
    decks: fc.subarray(DECKS, { minLength: 1 }),
  })
  .chain(({ students, decks }) =>
    fc.record({
      students: fc.constant(
        students.map((studentId) => ({ studentId, name: `Name ${studentId}` })),
      ),
      decks: fc.constant(decks.map((deckId) => ({ deckId, title: `Deck ${deckId}` }))),
      cards: fc.uniqueArray(
        fc.record({
          cardId: fc.constantFrom(...CARDS),
          deckId: fc.constantFrom(...decks),
          title: fc.string(),
          year: fc.integer({ min: -3000, max: 2100 }),
        }),
        { selector: (card) => card.cardId },
      ),
      games: fc.uniqueArray(
        fc.record({
          studentId: fc.constantFrom(...STUDENTS),
          deckId: fc.option(fc.constantFrom(...DECKS)),
          scores: fc.array(
            fc
              .integer({ min: 1, max: 100 })
              .chain((total) => fc.integer({ min: 0, max: total }).map((score) => score / total)),
            { minLength: 1, maxLength: 6 },
          ),
          lastPlayed: time,
        }),
        { selector: (game) => `${game.studentId}/${game.deckId}` },
      ),
      gameAnswers: fc.uniqueArray(
        fc.record({
          studentId: fc.constantFrom(...STUDENTS),
          cardId: fc.constantFrom(...CARDS),
          counts: partOf.filter(({ whole }) => whole > 0),
        }),
        { selector: (row) => `${row.studentId}/${row.cardId}` },
      ),
      reviews: fc.uniqueArray(
        fc.record({
          studentId: fc.constantFrom(...STUDENTS),
          cardId: fc.constantFrom(...CARDS),
          flashcards: partOf,
          learnt: partOf,
          lastReviewed: time,
        }),
        { selector: (row) => `${row.studentId}/${row.cardId}` },
      ),
      due: fc.uniqueArray(fc.record({ studentId: fc.constantFrom(...STUDENTS), counts: partOf }), {
        selector: (row) => row.studentId,
      }),
    }),
  )
  .map((random): ClassResultsRows => ({
    students: random.students,
    decks: random.decks,
    cards: random.cards.map((card) => ({ ...card, deckTitle: `Deck ${card.deckId}` })),
    games: random.games.map(({ scores, ...game }) => ({
      ...game,
      games: scores.length,
      scoreShares: scores.reduce((sum, share) => sum + share, 0),
    })),
    gameAnswers: random.gameAnswers.map(({ counts, ...row }) => ({
      ...row,
      answered: counts.whole,
      correct: counts.part,
    })),
    reviews: random.reviews.map(({ flashcards, learnt, ...row }) => ({
      ...row,
      flashcardReviews: flashcards.whole,
      flashcardRecalled: flashcards.part,
      learntReviews: learnt.whole,
      learntRecalled: learnt.part,
    })),
    due: random.due.map(({ counts, studentId }) => ({
      studentId,
      due: counts.whole,
      overdue: counts.part,
    })),
  }));

const isShare = (value: number | null) => value === null || (value >= 0 && value <= 1);

describe('assembleClassResults on any rows', () => {
  it('keeps counts consistent, shares between 0 and 1 and cards most missed first', () => {
    fc.assert(
      fc.property(rowsArbitrary, fc.option(time), (rows, since) => {
        const results = assembleClassResults(rows, since);
        expect(ClassResultsSchema.safeParse(results).success).toBe(true);

        expect(results.events.map((event) => event.cardId).sort()).toEqual(
          rows.cards.map((card) => card.cardId).sort(),
        );
        for (const event of results.events) {
          expect(event.correct).toBeGreaterThanOrEqual(0);
          expect(event.correct).toBeLessThanOrEqual(event.answered);
        }
        for (let index = 1; index < results.events.length; index++) {
          expect(
            byMostMissed(results.events[index - 1]!, results.events[index]!),
          ).toBeLessThanOrEqual(0);
        }

        expect(results.students.map((student) => student.studentId)).toEqual(
          rows.students.map((student) => student.studentId),
        );
        for (const student of results.students) {
          expect(isShare(student.averageScore)).toBe(true);
          expect(isShare(student.retention)).toBe(true);
          expect(student.averageScore === null).toBe(student.gamesPlayed === 0);
          expect(student.cardsOverdue).toBeLessThanOrEqual(student.cardsDue);
        }

        expect(results.decks.map((deck) => deck.deckId)).toEqual(
          rows.decks.map((deck) => deck.deckId),
        );
        for (const deck of results.decks) {
          const events = results.events.filter((event) => event.deckId === deck.deckId);
          expect(isShare(deck.averageScore)).toBe(true);
          expect(deck.averageScore === null).toBe(deck.gamesPlayed === 0);
          expect(deck.cardCount).toBe(events.length);
          expect(deck.answered).toBe(events.reduce((sum, event) => sum + event.answered, 0));
          expect(deck.correct).toBe(events.reduce((sum, event) => sum + event.correct, 0));
          expect(deck.correct).toBeLessThanOrEqual(deck.answered);
        }

        // Every answer on a listed card is counted once, whoever gave it.
        const listed = new Set(rows.cards.map((card) => card.cardId));
        const answered =
          rows.gameAnswers
            .filter((row) => listed.has(row.cardId))
            .reduce((sum, row) => sum + row.answered, 0) +
          rows.reviews
            .filter((row) => listed.has(row.cardId))
            .reduce((sum, row) => sum + row.flashcardReviews, 0);
        expect(results.events.reduce((sum, event) => sum + event.answered, 0)).toBe(answered);
      }),
      { numRuns: 300 },
    );
  });

  it('writes one CSV row per student whatever the names', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ unit: 'grapheme-composite' }).map((name) => studentRow({ name }))),
        fc.constantFrom(...LANGUAGES),
        (students, language) => {
          const csv = classResultsCsv(students, language);
          // Quoted fields hold line breaks; count records by their quoted-field structure instead.
          const fields = csv.slice(1).match(/"(?:[^"]|"")*"/g) ?? [];
          expect(fields).toHaveLength(8 * (students.length + 1));
          for (const [index, student] of students.entries()) {
            const field = fields[8 * (index + 1)]!.slice(1, -1).replace(/""/g, '"');
            expect(field === student.name || field === `'${student.name}`).toBe(true);
            expect(/^[=+\-@\t\r]/.test(field)).toBe(false);
          }
        },
      ),
    );
  });
});
