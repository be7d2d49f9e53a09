import type { UseQueryResult } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { GenerateSummaryResponse } from '@chronodeck/contract';
import { SummaryText } from './summary-text';

afterEach(cleanup);

const arrived = (summary: string) =>
  ({
    isPending: false,
    isError: false,
    data: { summary },
  }) as UseQueryResult<GenerateSummaryResponse>;

describe('an AI summary', () => {
  it('shows echoed web addresses, even broken ones, as text and never as links', () => {
    const { container } = render(
      <SummaryText
        summary={arrived('Log in again at:\nhttps://phish.example/login\nhttps://example.org/%E0')}
        shownAbove=""
      />,
    );
    expect(container.querySelector('a')).toBeNull();
    expect(screen.getByText('https://phish.example/login').tagName).toBe('P');
    expect(screen.getByText('https://example.org/%E0').tagName).toBe('P');
  });
});
