import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  EVENT_FIELD_NEEDS,
  EVENT_INPUT_SCHEMAS,
  EVENT_LIMITS,
  type EventFormKind,
} from './dated-events';

const FORMS = Object.keys(EVENT_FIELD_NEEDS) as EventFormKind[];
const complete = {
  title: 'Brazil declares independence',
  year: 1822,
  category: 'Politics',
  description: 'Pedro declares Brazil independent from Portugal.',
};

describe('dated event input schemas', () => {
  it.each(FORMS)('%s: a complete event passes, trimmed, with defaults filled', (form) => {
    const parsed = EVENT_INPUT_SCHEMAS[form].parse({ ...complete, title: `  ${complete.title} ` });
    expect(parsed).toEqual({
      ...complete,
      summary: '',
      links: [],
      disableAI: false,
      bulletPointsSummary: false,
    });
  });

  it.each(FORMS)('%s: category and description are required exactly where stated', (form) => {
    for (const field of ['category', 'description'] as const) {
      const result = EVENT_INPUT_SCHEMAS[form].safeParse({ ...complete, [field]: '   ' });
      expect(result.success).toBe(EVENT_FIELD_NEEDS[form][field] === 'optional');
    }
  });

  it.each(FORMS)('%s: title and year are always required, and year 0 never exists', (form) => {
    const schema = EVENT_INPUT_SCHEMAS[form];
    expect(schema.safeParse({ ...complete, title: '' }).success).toBe(false);
    expect(schema.safeParse({ ...complete, year: undefined }).success).toBe(false);
    expect(schema.safeParse({ ...complete, year: 0 }).success).toBe(false);
    expect(schema.safeParse({ ...complete, year: 1822.5 }).success).toBe(false);
  });

  it('every text field refuses one character over its limit, in every form', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...FORMS),
        fc.constantFrom('title', 'category', 'description', 'summary' as const),
        (form, field) => {
          const tooLong = 'x'.repeat(EVENT_LIMITS[field] + 1);
          const atLimit = 'x'.repeat(EVENT_LIMITS[field]);
          const schema = EVENT_INPUT_SCHEMAS[form];
          expect(schema.safeParse({ ...complete, [field]: tooLong }).success).toBe(false);
          expect(schema.safeParse({ ...complete, [field]: atLimit }).success).toBe(true);
        },
      ),
    );
  });

  it('normalises links and refuses more than the limit', () => {
    const schema = EVENT_INPUT_SCHEMAS.timelineAdd;
    expect(schema.parse({ ...complete, links: ['', 'example.org'] }).links).toEqual([
      'https://example.org',
    ]);
    const many = Array.from({ length: EVENT_LIMITS.links + 1 }, (_, at) => `a${at}.org`);
    expect(schema.safeParse({ ...complete, links: many }).success).toBe(false);
  });
});
