import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { TYPEAHEAD_DEBOUNCE_MS, Typeahead, type TypeaheadOption } from '@compliance/shared-ui/inputs';
import { renderWithProviders } from '../test-utils';

const people: TypeaheadOption[] = [
  { label: 'Anna Ahrens', value: 'a' },
  { label: 'Anton Arndt', value: 'b' },
];

function Harness({ search, max }: { search: (term: string) => Promise<readonly TypeaheadOption[]>; max?: number }) {
  const [value, setValue] = useState<TypeaheadOption[]>([]);
  return <Typeahead label="Verantwortliche" value={value} onChange={setValue} search={search} maxSelections={max} />;
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('Typeahead', () => {
  it('names its buttons in the page language', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderWithProviders(<Harness search={() => Promise.resolve(people)} />);
    await user.click(screen.getByRole('button', { name: 'Vorschläge öffnen' }));
    expect(screen.getByRole('button', { name: 'Vorschläge schließen' })).toBeInTheDocument();
  });

  it('searches 250 ms after the last keystroke, once', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const search = jest.fn((_term: string) => Promise.resolve(people));
    renderWithProviders(<Harness search={search} />);
    const input = screen.getByRole('combobox', { name: 'Verantwortliche' });
    await user.type(input, 'an');
    search.mockClear();
    await user.type(input, 't');
    act(() => void jest.advanceTimersByTime(TYPEAHEAD_DEBOUNCE_MS - 1));
    expect(search).not.toHaveBeenCalled();
    await act(async () => void jest.advanceTimersByTime(1));
    expect(search).toHaveBeenCalledTimes(1);
    expect(search).toHaveBeenCalledWith('ant');
    expect(await screen.findByRole('option', { name: 'Anton Arndt' })).toBeInTheDocument();
  });

  it('takes at most maxSelections values', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderWithProviders(<Harness search={() => Promise.resolve(people)} max={1} />, { language: 'en_GB' });
    const input = screen.getByRole('combobox', { name: 'Verantwortliche' });
    await user.type(input, 'a');
    await act(async () => void jest.advanceTimersByTime(TYPEAHEAD_DEBOUNCE_MS));
    await user.click(await screen.findByRole('option', { name: 'Anna Ahrens' }));
    expect(screen.getByRole('button', { name: 'Anna Ahrens' })).toBeInTheDocument();
    expect(screen.getByText('Only one entry can be selected; remove it to choose another.')).toBeInTheDocument();
    await user.type(input, 'a');
    await act(async () => void jest.advanceTimersByTime(TYPEAHEAD_DEBOUNCE_MS));
    const other = await screen.findByRole('option', { name: 'Anton Arndt' });
    expect(other).toHaveAttribute('aria-disabled', 'true');
  });

  it('stays open after a pick, so several are chosen in a row; Escape closes only the list', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderWithProviders(<Harness search={() => Promise.resolve([...people, { label: 'Armin Auer', value: 'c' }])} />);
    const input = screen.getByRole('combobox', { name: 'Verantwortliche' });
    await user.type(input, 'a');
    await act(async () => void jest.advanceTimersByTime(TYPEAHEAD_DEBOUNCE_MS));
    await user.click(await screen.findByRole('option', { name: 'Anna Ahrens' }));
    await user.click(screen.getByRole('option', { name: 'Anton Arndt' }));
    expect(screen.getByRole('option', { name: 'Armin Auer' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Anna Ahrens' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Anton Arndt' })).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-expanded', 'true');
    const escapes = jest.fn();
    document.addEventListener('keydown', (event) => event.key === 'Escape' && escapes());
    await user.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    // The open list took the Escape: a dialog around it does not see it.
    expect(escapes).not.toHaveBeenCalled();
  });

  it('closes after the pick when it takes one value only', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderWithProviders(<Harness search={() => Promise.resolve([...people, { label: 'Armin Auer', value: 'c' }])} max={1} />);
    const input = screen.getByRole('combobox', { name: 'Verantwortliche' });
    await user.type(input, 'a');
    await act(async () => void jest.advanceTimersByTime(TYPEAHEAD_DEBOUNCE_MS));
    await user.click(await screen.findByRole('option', { name: 'Anna Ahrens' }));
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });
});
