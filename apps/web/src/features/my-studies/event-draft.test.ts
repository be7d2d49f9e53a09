import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TimelineEventInputSchema } from '@chronodeck/contract';
import { draftFromEvent, draftProblems, draftToInput, emptyDraft, parseYear } from './event-draft';

const complete = {
  ...emptyDraft(),
  title: 'Storming of the Bastille',
  year: '1789',
  category: 'Revolution',
  description: 'Parisians take the royal fortress.',
};

describe('event drafts', () => {
  it('start empty with one empty link and both flags off', () => {
    expect(emptyDraft()).toMatchObject({
      links: [''],
      disableAI: false,
      bulletPointsSummary: false,
    });
  });

  it('require title, year, category and description to add, but no description to edit', () => {
    expect(draftProblems(emptyDraft(), 'add')).toEqual({
      title: 'eventForm.errors.titleRequired',
      year: 'eventForm.errors.yearRequired',
      category: 'eventForm.errors.categoryRequired',
      description: 'eventForm.errors.descriptionRequired',
    });
    expect(draftProblems({ ...complete, description: ' ' }, 'edit')).toEqual({});
    expect(draftProblems({ ...complete, title: '   ' }, 'edit')).toEqual({
      title: 'eventForm.errors.titleRequired',
    });
  });

  it('require a description but no category for a class event, and only title and year to edit it', () => {
    expect(draftProblems({ ...complete, category: '' }, 'class-add')).toEqual({});
    expect(draftProblems({ ...complete, description: '' }, 'class-add')).toEqual({
      description: 'eventForm.errors.descriptionRequired',
    });
    expect(draftProblems({ ...complete, category: '', description: '' }, 'class-edit')).toEqual({});
  });

  it.each([
    ['abc', 'eventForm.errors.yearNumber'],
    ['17.89', 'eventForm.errors.yearNumber'],
    ['0', 'eventForm.errors.yearRange'],
    ['2500', 'eventForm.errors.yearRange'],
  ])('explains what is wrong with the year "%s"', (year, problem) => {
    expect(draftProblems({ ...complete, year }, 'add').year).toBe(problem);
  });

  it('accepts BCE years as negative numbers', () => {
    expect(parseYear(' -753 ')).toBe(-753);
    expect(draftProblems({ ...complete, year: '-753' }, 'add')).toEqual({});
  });

  it('turns a valid draft into a request the server accepts, dropping blank links', () => {
    const input = draftToInput({ ...complete, links: ['', ' britannica.com ', '  '] });
    expect(input.links).toEqual(['britannica.com']);
    expect(TimelineEventInputSchema.safeParse(input).success).toBe(true);
  });

  it('round-trips any saved event through the edit form unchanged', () => {
    fc.assert(
      fc.property(
        fc.record({
          title: fc.string({ minLength: 1 }).filter((text) => text.trim() === text && text !== ''),
          year: fc.integer({ min: -10_000, max: 2100 }).filter((year) => year !== 0),
          category: fc.constant('Culture'),
          description: fc.constant('A short description.'),
          summary: fc.constant(''),
          links: fc.array(fc.webUrl(), { maxLength: 3 }),
          disableAI: fc.boolean(),
          bulletPointsSummary: fc.boolean(),
        }),
        (fields) => {
          const event = { _id: 'id', ...fields };
          const { _id, ...saved } = event;
          expect(_id).toBe('id');
          expect(draftToInput(draftFromEvent(event))).toEqual(saved);
        },
      ),
    );
  });
});
