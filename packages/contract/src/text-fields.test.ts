import { describe, expect, it } from 'vitest';
import { CreateClassDeckRequestSchema } from './classes';
import { fillRoute } from './routes';
import { CreateDeckRequestSchema } from './student';
import { TITLE_NOT_IN_PATH_MESSAGE } from './text-fields';

const schemas = { student: CreateDeckRequestSchema, class: CreateClassDeckRequestSchema };

describe.each(Object.entries(schemas))('%s deck titles', (_, schema) => {
  it.each(['.', '..', ' .. ', '\t.\n', '\uD800', 'a\uDC00b'])(
    'refuse %j, which cannot travel in a URL path',
    (title) => {
      const result = schema.safeParse({ title });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(TITLE_NOT_IN_PATH_MESSAGE);
    },
  );

  it.each(['...', '.hidden', 'a/b', '50%', 'why?', '#1', 'back\\slash', '%2E%2E', 'Rome 🏛️'])(
    'accept %j, which fillRoute encodes into one segment',
    (title) => {
      expect(schema.parse({ title }).title).toBe(title);
      const path = fillRoute('/decks/:deckTitle/events', { deckTitle: title });
      expect(path.split('/')).toHaveLength(4);
    },
  );
});
