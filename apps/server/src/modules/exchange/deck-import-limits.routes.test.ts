import { describe, expect, it } from 'vitest';
import { API_ROUTES, IMPORT_LIMITS, type ImportPreview } from '@chronodeck/contract';
import { importing } from './import-request.fixture';
import { requestsAs, signedInUser, useTestApp } from '../../test/test-app';

const context = useTestApp();

const student = async () =>
  requestsAs(context, (await signedInUser(context, { roles: ['student'] })).token);

const FIVE_MB = 5 * 1024 * 1024;

/** A CSV file of exactly `length` characters: one card whose description fills it. */
function csvOfLength(length: number, filler = 'x'): string {
  const start = 'year,title,description\n1822,Independence,"';
  const end = '"\n';
  const fill = length - start.length - end.length;
  return `${start}${filler.repeat(Math.floor(fill / filler.length))}${'x'.repeat(fill % filler.length)}${end}`;
}

const base64OfBytes = (count: number) => Buffer.alloc(count, 7).toString('base64');

describe('the size of an imported file', () => {
  it('is 5 MB of characters for a text file: 5 MB is read, one character more is refused', async () => {
    expect(IMPORT_LIMITS.fileBytes).toBe(FIVE_MB);
    const ada = await student();
    const most = await ada.post(API_ROUTES.student.deckImport, importing(csvOfLength(FIVE_MB)));
    expect(most.statusCode, most.body.slice(0, 300)).toBe(200);
    expect(most.json<ImportPreview>().rows[0]?.problems).toEqual([
      { field: 'description', kind: 'tooLong' },
    ]);
    for (const format of ['csv', 'timelinejs']) {
      const over = await ada.post(
        API_ROUTES.student.deckImport,
        importing(csvOfLength(FIVE_MB + 1), { format }),
      );
      expect(over.statusCode, over.body.slice(0, 300)).toBe(413);
      expect(over.json()).toEqual({
        code: 'FILE_TOO_LARGE',
        error: 'This file is larger than 5 MB: split it into smaller files.',
      });
    }
  });

  it('takes a 5 MB text file whose quotes and line ends JSON writes in two characters each', async () => {
    const ada = await student();
    const quoted = csvOfLength(FIVE_MB, '""');
    expect(Buffer.byteLength(JSON.stringify(importing(quoted)))).toBeGreaterThan(1.9 * FIVE_MB);
    const response = await ada.post(API_ROUTES.student.deckImport, importing(quoted));
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  });

  it('is 5 MB of bytes for an Anki package, sent in base64', async () => {
    const ada = await student();
    const most = await ada.post(
      API_ROUTES.student.deckImport,
      importing(base64OfBytes(FIVE_MB), { format: 'apkg' }),
    );
    expect(most.statusCode, most.body).toBe(400);
    expect(most.json()).toMatchObject({ code: 'UNREADABLE_FILE' });
    // Base64 rounds up to 3 bytes: 5 MB and one byte has the base64 length of 5 MB.
    for (const bytes of [FIVE_MB + 1, FIVE_MB + 3]) {
      const over = await ada.post(
        API_ROUTES.student.deckImport,
        importing(base64OfBytes(bytes), { format: 'apkg' }),
      );
      expect(over.statusCode, over.body.slice(0, 300)).toBe(413);
      expect(over.json()).toMatchObject({ code: 'FILE_TOO_LARGE' });
    }
  });
});

describe('the rows and columns of an imported file', () => {
  const rows = (count: number) => `year,title\n${'1822,Independence\n'.repeat(count)}`;

  it(`previews ${IMPORT_LIMITS.rows} rows and refuses one more, with a clear error`, async () => {
    const ada = await student();
    const most = await ada.post(API_ROUTES.student.deckImport, importing(rows(IMPORT_LIMITS.rows)));
    expect(most.statusCode, most.body.slice(0, 300)).toBe(200);
    expect(most.json<ImportPreview>().rows).toHaveLength(IMPORT_LIMITS.rows);
    const over = await ada.post(
      API_ROUTES.student.deckImport,
      importing(rows(IMPORT_LIMITS.rows + 1)),
    );
    expect(over.statusCode, over.body.slice(0, 300)).toBe(413);
    expect(over.json()).toEqual({
      code: 'FILE_TOO_LARGE',
      error: 'This file holds more than 5000 rows: split it into smaller files.',
    });
  });

  it('refuses 300,000 short rows, or one row of 300,000 columns, with a clear error', async () => {
    const ada = await student();
    for (const [content, error] of [
      [
        '1,A\n'.repeat(300_000),
        'This file holds more than 5000 rows: split it into smaller files.',
      ],
      [
        '1;'.repeat(300_000),
        'This file holds more than 100 columns: remove those the cards do not need.',
      ],
      [
        JSON.stringify({ events: Array.from({ length: 300_000 }, () => ({})) }),
        'This file holds more than 5000 rows: split it into smaller files.',
      ],
    ] as const) {
      const format = content.startsWith('{') ? 'timelinejs' : 'csv';
      const response = await ada.post(
        API_ROUTES.student.deckImport,
        importing(content, { format }),
      );
      expect(response.statusCode, response.body).toBe(413);
      expect(response.json()).toEqual({ code: 'FILE_TOO_LARGE', error });
    }
  });
});
