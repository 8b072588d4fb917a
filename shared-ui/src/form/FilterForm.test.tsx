import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FILTER_DEBOUNCE_MS, FilterForm, TextField } from '@compliance/shared-ui';
import { renderWithProviders } from '../test-utils';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('FilterForm', () => {
  it('is dirty once a value differs, emits 500 ms after the last edit, and reset restores pristine defaults', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const onChange = jest.fn();
    renderWithProviders(
      <FilterForm initialValues={{ search: '' }} onChange={onChange}>
        {({ dirty }) => (
          <>
            <TextField name="search" label="Suche" />
            <span>{dirty ? 'geändert' : 'unverändert'}</span>
          </>
        )}
      </FilterForm>,
    );
    const reset = screen.getByRole('button', { name: 'Zurücksetzen' });
    expect(reset).toBeDisabled();
    expect(screen.getByText('unverändert')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Suche' }), 'ab');
    expect(screen.getByText('geändert')).toBeInTheDocument();
    act(() => void jest.advanceTimersByTime(FILTER_DEBOUNCE_MS - 1));
    expect(onChange).not.toHaveBeenCalled();
    await user.type(screen.getByRole('textbox', { name: 'Suche' }), 'c');
    act(() => void jest.advanceTimersByTime(FILTER_DEBOUNCE_MS - 1));
    expect(onChange).not.toHaveBeenCalled();
    act(() => void jest.advanceTimersByTime(1));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenLastCalledWith({ search: 'abc' });

    await user.click(reset);
    expect(screen.getByRole('textbox', { name: 'Suche' })).toHaveValue('');
    expect(screen.getByText('unverändert')).toBeInTheDocument();
    expect(reset).toBeDisabled();
    act(() => void jest.advanceTimersByTime(FILTER_DEBOUNCE_MS));
    expect(onChange).toHaveBeenLastCalledWith({ search: '' });
  });

  it('is not dirty when a value is edited back to its default', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderWithProviders(
      <FilterForm initialValues={{ search: 'x' }} onChange={() => undefined}>
        <TextField name="search" label="Search" />
      </FilterForm>,
      { language: 'en_GB' },
    );
    const input = screen.getByRole('textbox', { name: 'Search' });
    await user.type(input, 'y');
    expect(screen.getByRole('button', { name: 'Reset' })).toBeEnabled();
    await user.type(input, '{Backspace}');
    expect(screen.getByRole('button', { name: 'Reset' })).toBeDisabled();
  });
});
