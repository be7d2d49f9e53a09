import type { Class, ClassDeck, ClassEvent, ClassSummary, JoinedClass } from '@chronodeck/contract';
import { AppError, notFound } from '../../http/app-error';
import { isRecordId } from '../../db/record-id';
import type {
  ClassDeckCardFields,
  ClassDeckRef,
  ClassesRepository,
  ClassEventFields,
  ClassFields,
} from './classes.repository';

const classNotFound = () => notFound('Class not found');
const eventNotFound = () => notFound('Event not found');
const deckNotFound = () => notFound('Deck not found');

export interface ClassesServiceDeps {
  repository: ClassesRepository;
  /** Tells the class's students and teacher that one of its decks changed (`teacher-deck-updated`). */
  notify: (userIds: readonly string[], deckTitle: string) => void;
}

/**
 * A teacher's classes. Every call names the teacher: a class that is not theirs answers 404,
 * exactly like one that does not exist, so codes cannot be probed.
 */
export function createClassesService({ repository, notify }: ClassesServiceDeps) {
  async function ownClass(teacherId: string, classId: string) {
    const row = await repository.findOwned(teacherId, classId);
    if (!row) throw classNotFound();
    return row;
  }

  async function ownDeck(teacherId: string, classId: string, deckTitle: string) {
    const row = await ownClass(teacherId, classId);
    const deck = await repository.findDeck(row.id, deckTitle);
    if (!deck) throw deckNotFound();
    return { row, deck };
  }

  async function deckChanged(
    classId: string,
    teacherId: string,
    deck: Pick<ClassDeckRef, 'title'>,
  ) {
    notify([teacherId, ...(await repository.memberIds(classId))], deck.title);
  }

  return {
    list: (teacherId: string): Promise<ClassSummary[]> => repository.listForTeacher(teacherId),

    async create(teacherId: string, fields: ClassFields): Promise<ClassSummary> {
      return repository.summaryOf(await repository.create(teacherId, fields));
    },

    async get(teacherId: string, classId: string): Promise<Class> {
      return repository.full(await ownClass(teacherId, classId));
    },

    async update(teacherId: string, classId: string, fields: ClassFields): Promise<ClassSummary> {
      await ownClass(teacherId, classId);
      return repository.summaryOf(await repository.update(classId, fields));
    },

    /** Deleting a class takes its events, decks and memberships with it; its students' shared decks go too. */
    async remove(teacherId: string, classId: string): Promise<void> {
      const full = await repository.full(await ownClass(teacherId, classId));
      const members = await repository.memberIds(classId);
      await repository.remove(classId);
      for (const deck of full.decks) notify([teacherId, ...members], deck.title);
    },

    async addEvent(
      teacherId: string,
      classId: string,
      fields: ClassEventFields,
    ): Promise<ClassEvent> {
      await ownClass(teacherId, classId);
      return repository.addEvent(teacherId, classId, fields);
    },

    async updateEvent(
      teacherId: string,
      classId: string,
      eventId: string,
      fields: ClassEventFields,
    ): Promise<ClassEvent> {
      await ownClass(teacherId, classId);
      const event = isRecordId(eventId)
        ? await repository.updateEvent(classId, eventId, fields)
        : null;
      if (!event) throw eventNotFound();
      return event;
    },

    async removeEvent(teacherId: string, classId: string, eventId: string): Promise<void> {
      await ownClass(teacherId, classId);
      const removed = isRecordId(eventId) && (await repository.removeEvent(classId, eventId));
      if (!removed) throw eventNotFound();
    },

    async createDeck(teacherId: string, classId: string, title: string): Promise<ClassDeck> {
      await ownClass(teacherId, classId);
      const deck = await repository.createDeck(teacherId, classId, title);
      if (!deck) {
        throw new AppError(
          409,
          'DECK_TITLE_TAKEN',
          'This class already has a deck with this title.',
        );
      }
      await deckChanged(classId, teacherId, deck);
      return deck;
    },

    /** 404 unless the class is the teacher's: checked before a file meant for it is read. */
    async ensureOwned(teacherId: string, classId: string): Promise<void> {
      await ownClass(teacherId, classId);
    },

    /** Imported cards into the class's deck of that title (created if needed), all or nothing. */
    async importDeckCards(
      teacherId: string,
      classId: string,
      deckTitle: string,
      cards: readonly ClassDeckCardFields[],
    ): Promise<void> {
      await ownClass(teacherId, classId);
      await repository.importDeckCards(teacherId, classId, deckTitle, cards);
      await deckChanged(classId, teacherId, { title: deckTitle });
    },

    async removeDeck(teacherId: string, classId: string, deckTitle: string): Promise<void> {
      const { deck } = await ownDeck(teacherId, classId, deckTitle);
      await repository.removeDeck(deck.id);
      await deckChanged(classId, teacherId, deck);
    },

    async addDeckEvent(
      teacherId: string,
      classId: string,
      deckTitle: string,
      fields: ClassEventFields,
    ): Promise<ClassDeck> {
      const { deck } = await ownDeck(teacherId, classId, deckTitle);
      await repository.addDeckEvent(teacherId, deck.id, fields);
      await deckChanged(classId, teacherId, deck);
      return repository.deckWithCards(deck);
    },

    async removeDeckEvent(
      teacherId: string,
      classId: string,
      deckTitle: string,
      eventId: string,
    ): Promise<void> {
      const { deck } = await ownDeck(teacherId, classId, deckTitle);
      const removed = isRecordId(eventId) && (await repository.removeDeckEvent(deck.id, eventId));
      if (!removed) throw eventNotFound();
      await deckChanged(classId, teacherId, deck);
    },

    async roster(teacherId: string, classId: string) {
      await ownClass(teacherId, classId);
      return repository.roster(classId);
    },

    async removeStudent(teacherId: string, classId: string, studentId: string): Promise<void> {
      const full = await repository.full(await ownClass(teacherId, classId));
      const removed = isRecordId(studentId) && (await repository.removeMember(classId, studentId));
      if (!removed) throw notFound('Student not found');
      for (const deck of full.decks) notify([studentId], deck.title);
    },

    /** A student joins with the code; an unknown code says so plainly (CLASS_NOT_FOUND). */
    async join(studentId: string, code: string): Promise<JoinedClass> {
      const row = await repository.byCode(code);
      if (!row) throw new AppError(404, 'CLASS_NOT_FOUND', 'No class has this code.');
      await repository.join(row.id, studentId);
      const joined = (await repository.joinedBy(studentId)).find((entry) => entry._id === row.id);
      if (!joined) throw new Error('joined class not found after joining');
      return joined;
    },

    joined: (studentId: string) => repository.joinedBy(studentId),

    /** Leaving hides the class's decks at once in the student's other tabs. */
    async leave(studentId: string, classId: string): Promise<void> {
      const row = await repository.byCode(classId);
      const left = row !== null && (await repository.removeMember(classId, studentId));
      if (!row || !left) throw classNotFound();
      for (const deck of (await repository.full(row)).decks) notify([studentId], deck.title);
    },
  };
}

export type ClassesService = ReturnType<typeof createClassesService>;
