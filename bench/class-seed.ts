import {
  classDeckEvents,
  classDecks,
  classes,
  classMembers,
  deckEvents,
  decks,
  timelineEvents,
} from '../apps/server/src/db/schema';
import type { DatabaseHandle } from '../apps/server/src/db/client';
import { seedAccounts, type SeededAccount } from './seed-accounts';

/** What one student and their class hold in the hot-reads bench: a class at 9 a.m. */
export const CLASS_SHAPE = { students: 30, decks: 5, cardsPerDeck: 10, timelineEvents: 10 };

const card = (index: number) => ({
  title: `Event ${index + 1}`,
  year: 1000 + index * 10,
  category: 'Politics',
  description: 'A short description of the event, about as long as a real one tends to be.',
});

/**
 * A teacher's class of CLASS_SHAPE.students students; each student has their own decks and
 * timeline, and the class shares as many decks of as many cards.
 */
export async function seedClass(
  database: DatabaseHandle,
  passwordHash: string,
): Promise<SeededAccount[]> {
  const { db } = database;
  const {
    students: count,
    decks: deckCount,
    cardsPerDeck,
    timelineEvents: eventCount,
  } = CLASS_SHAPE;
  const students = await seedAccounts(database, count, 'student', passwordHash);
  const [teacher] = await seedAccounts(database, 1, 'teacher', passwordHash);
  if (!teacher) throw new Error('no teacher seeded');
  const cards = Array.from({ length: cardsPerDeck }, (_, index) => card(index));
  for (const student of students) {
    const ownDecks = await db
      .insert(decks)
      .values(
        Array.from({ length: deckCount }, (_, index) => ({
          ownerId: student.id,
          title: `Deck ${index + 1}`,
        })),
      )
      .returning({ id: decks.id });
    await db
      .insert(deckEvents)
      .values(ownDecks.flatMap((deck) => cards.map((fields) => ({ ...fields, deckId: deck.id }))));
    await db
      .insert(timelineEvents)
      .values(
        Array.from({ length: eventCount }, (_, index) => ({ ...card(index), userId: student.id })),
      );
  }
  await db.insert(classes).values({ id: 'BENCH234', teacherId: teacher.id, title: 'Bench class' });
  await db
    .insert(classMembers)
    .values(students.map((student) => ({ classId: 'BENCH234', studentId: student.id })));
  const sharedDecks = await db
    .insert(classDecks)
    .values(
      Array.from({ length: deckCount }, (_, index) => ({
        classId: 'BENCH234',
        title: `Class deck ${index + 1}`,
      })),
    )
    .returning({ id: classDecks.id });
  await db
    .insert(classDeckEvents)
    .values(sharedDecks.flatMap((deck) => cards.map((fields) => ({ ...fields, deckId: deck.id }))));
  return students;
}
