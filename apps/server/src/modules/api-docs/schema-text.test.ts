import { describe, expect, it } from 'vitest';
import { schemaText } from './schema-text';

describe('schemaText', () => {
  it('writes an object as a type, optional fields with ?, constraints as comments', () => {
    expect(
      schemaText({
        type: 'object',
        properties: {
          title: { type: 'string', minLength: 1, maxLength: 200 },
          year: { type: 'integer', minimum: -9999, maximum: 2100 },
          language: { default: 'en', type: 'string', enum: ['en', 'fr'] },
          links: { type: 'array', items: { type: 'string' }, maxItems: 20 },
        },
        required: ['title', 'year'],
      }),
    ).toBe(
      [
        '{',
        '  title: string // 1–200 characters',
        '  year: integer // -9999 to 2100',
        '  language?: "en" | "fr" // default "en"',
        '  links?: string[] // at most 20 items',
        '}',
      ].join('\n'),
    );
  });

  it('nests objects, arrays of objects and unions', () => {
    expect(
      schemaText({
        type: 'array',
        items: {
          type: 'object',
          properties: { code: { anyOf: [{ type: 'string' }, { type: 'null' }] } },
          required: ['code'],
        },
      }),
    ).toBe('{\n  code: string | null\n}[]');
    expect(schemaText({ type: 'array', items: { enum: ['a', 'b'] } })).toBe('("a" | "b")[]');
    expect(schemaText({})).toBe('any');
    expect(schemaText({ type: 'integer', minimum: -9007199254740991, maximum: 2100 })).toBe(
      'integer // … to 2100',
    );
  });
});
