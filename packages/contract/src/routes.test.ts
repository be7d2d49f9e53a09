import { describe, expect, it } from 'vitest';
import { API_ROUTES, fillRoute } from './routes';

describe('fillRoute', () => {
  it('fills every placeholder, URL-encoded', () => {
    expect(
      fillRoute(API_ROUTES.classes.deckEvent, {
        classId: 'HX7K2P9M',
        deckTitle: 'Rome / Carthage 🚀',
        eventId: 'e1',
      }),
    ).toBe('/api/classes/HX7K2P9M/decks/Rome%20%2F%20Carthage%20%F0%9F%9A%80/events/e1');
  });

  it('refuses a template whose placeholder has no value', () => {
    expect(() => fillRoute(API_ROUTES.student.deck, {})).toThrow(':deckId');
  });
});
