import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LINK_TEXT_MAX } from '../links/web-address';
import { EventLinks } from './event-links';

afterEach(cleanup);

const items = () => screen.getAllByRole('listitem');

describe("an event's links", () => {
  it('show an address that cannot be decoded as typed, as a link', () => {
    render(<EventLinks links={['https://example.org/caf%E0']} />);
    const link = screen.getByRole('link');
    expect(link.textContent).toBe('https://example.org/caf%E0');
    expect(link.getAttribute('href')).toBe('https://example.org/caf%E0');
  });

  it('leave script and data addresses as text', () => {
    render(<EventLinks links={['javascript:alert(1)', 'data:text/html,<b>x</b>']} />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(items().map((item) => item.textContent)).toEqual([
      'javascript:alert(1)',
      'data:text/html,<b>x</b>',
    ]);
  });

  it('shorten the text of a very long address but keep all of it in the link', () => {
    const long = `https://example.org/${'a'.repeat(1980)}`;
    render(<EventLinks links={[long]} />);
    const link = within(items()[0]!).getByRole('link');
    expect(link.textContent).toHaveLength(LINK_TEXT_MAX);
    expect(link.textContent?.endsWith('…')).toBe(true);
    expect(link.getAttribute('href')).toBe(long);
  });
});
