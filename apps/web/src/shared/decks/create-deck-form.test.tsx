import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../ui/toasts';
import { CreateDeckForm } from './create-deck-form';

afterEach(cleanup);

function renderForm() {
  const create = vi.fn();
  render(
    <ToastProvider>
      <CreateDeckForm create={create} creating={false} />
    </ToastProvider>,
  );
  const submit = (title: string) => {
    fireEvent.change(screen.getByLabelText('New deck title'), { target: { value: title } });
    fireEvent.click(screen.getByRole('button', { name: 'Create deck' }));
  };
  return { create, submit };
}

describe('creating a deck', () => {
  it.each(['.', '..', ' .. '])('refuses %j before sending, in words', (title) => {
    const { create, submit } = renderForm();
    submit(title);
    expect(create).not.toHaveBeenCalled();
    const field = screen.getByLabelText('New deck title');
    const described = document.getElementById(field.getAttribute('aria-describedby') ?? '');
    expect(described?.textContent).toBe(
      'A deck title needs more than dots. Add a letter or a digit.',
    );
  });

  it('sends a title with URL characters as typed', () => {
    const { create, submit } = renderForm();
    submit(' a/b?#% ');
    expect(create).toHaveBeenCalledWith('a/b?#%', expect.anything());
  });
});
