import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { DatedEvent } from '@chronodeck/contract';
import { ApiError } from '../api/api-error';
import { ToastProvider } from '../ui/toasts';
import { AddToDeckSelect } from './add-to-deck-select';

afterEach(cleanup);

const event: DatedEvent = {
  _id: 'e1',
  title: 'Peace of Westphalia',
  year: 1648,
  category: '',
  description: '',
  summary: '',
  links: [],
  disableAI: false,
  bulletPointsSummary: false,
};

describe('adding a card to a full deck', () => {
  it("says the server's reason in the person's language", () => {
    render(
      <ToastProvider>
        <AddToDeckSelect
          event={event}
          decks={[{ _id: 'd1', title: 'Treaties' }]}
          adding={false}
          addCard={(_, outcome) =>
            outcome.onError(new ApiError(409, 'QUOTA_EXCEEDED', 'This deck is full.'))
          }
        />
      </ToastProvider>,
    );
    fireEvent.change(screen.getByLabelText('Add Peace of Westphalia to a deck'), {
      target: { value: 'Treaties' },
    });
    expect(
      screen.getByText(
        'You have reached the limit here. Delete something to make room, then try again.',
      ),
    ).toBeTruthy();
  });
});
