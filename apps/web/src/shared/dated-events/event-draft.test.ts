import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  EVENT_FIELD_NEEDS,
  EVENT_INPUT_SCHEMAS,
  EVENT_LIMITS,
  TimelineEventInputSchema,
} from '@chronodeck/contract';
import {
  draftFromEvent,
  draftProblems,
  draftToInput,
  emptyDraft,
  parseYear,
  type EventDraftForm,
} from './event-draft';

const FORMS: EventDraftForm[] = ['timelineAdd', 'timelineEdit', 'classAdd', 'classEdit'];

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
    expect(draftProblems(emptyDraft(), 'timelineAdd')).toEqual({
      title: 'eventForm.errors.titleRequired',
      year: 'eventForm.errors.yearRequired',
      category: 'eventForm.errors.categoryRequired',
      description: 'eventForm.errors.descriptionRequired',
    });
    expect(draftProblems({ ...complete, description: ' ' }, 'timelineEdit')).toEqual({});
    expect(draftProblems({ ...complete, title: '   ' }, 'timelineEdit')).toEqual({
      title: 'eventForm.errors.titleRequired',
    });
  });

  it('require a description but no category for a class event, and only title and year to edit it', () => {
    expect(draftProblems({ ...complete, category: '' }, 'classAdd')).toEqual({});
    expect(draftProblems({ ...complete, description: '' }, 'classAdd')).toEqual({
      description: 'eventForm.errors.descriptionRequired',
    });
    expect(draftProblems({ ...complete, category: '', description: '' }, 'classEdit')).toEqual({});
  });

  it.each([
    ['abc', 'eventForm.errors.yearNumber'],
    ['17.89', 'eventForm.errors.yearNumber'],
    ['0', 'eventForm.errors.yearRange'],
    ['2500', 'eventForm.errors.yearRange'],
  ])('explains what is wrong with the year "%s"', (year, problem) => {
    expect(draftProblems({ ...complete, year }, 'timelineAdd').year).toBe(problem);
  });

  it('accepts BCE years as negative numbers', () => {
    expect(parseYear(' -753 ')).toBe(-753);
    expect(draftProblems({ ...complete, year: '-753' }, 'timelineAdd')).toEqual({});
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

  it.each(FORMS)('%s: finds a problem exactly when the contract refuses the draft', (form) => {
    fc.assert(
      fc.property(
        fc.record({
          title: fc.oneof(fc.constant(''), fc.string({ maxLength: EVENT_LIMITS.title + 5 })),
          year: fc.oneof(fc.constant(''), fc.constant('12a'), fc.integer().map(String)),
          category: fc.oneof(fc.constant(' '), fc.constant('Politics')),
          description: fc.oneof(
            fc.constant(''),
            fc.constant('x'.repeat(EVENT_LIMITS.description + 1)),
            fc.constant('Fine.'),
          ),
        }),
        (fields) => {
          const draft = { ...emptyDraft(), ...fields };
          const accepted = EVENT_INPUT_SCHEMAS[form].safeParse(draftToInput(draft)).success;
          expect(Object.keys(draftProblems(draft, form)).length === 0).toBe(accepted);
        },
      ),
    );
  });

  it.each(FORMS)(
    '%s: asks for category and description exactly as the contract needs them',
    (form) => {
      const problems = draftProblems({ ...complete, category: '', description: '' }, form);
      const needs = EVENT_FIELD_NEEDS[form];
      expect(problems.category !== undefined).toBe(needs.category === 'required');
      expect(problems.description !== undefined).toBe(needs.description === 'required');
    },
  );

  it("says a text is too long at the contract's limit plus one", () => {
    const title = 'x'.repeat(EVENT_LIMITS.title + 1);
    expect(draftProblems({ ...complete, title }, 'timelineAdd')).toEqual({
      title: 'eventForm.errors.tooLong',
    });
    expect(draftProblems({ ...complete, title: title.slice(1) }, 'timelineAdd')).toEqual({});
  });
});
