import { act, screen, fireEvent, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { DateInput, preloadDateInput } from '@compliance/shared-ui/inputs';
import { renderWithProviders } from '../test-utils';

function Harness({ onChange, initial = '2025-03-01T00:00:00Z' }: { onChange: (value: string | null) => void; initial?: string | null }) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <DateInput
      label="Stichtag"
      value={value}
      min="2025-01-01"
      max="2025-12-31"
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('DateInput', () => {
  it('shows the date read-only in the UI language while its code loads', async () => {
    renderWithProviders(<Harness onChange={jest.fn()} />);
    expect(screen.getByRole('textbox', { name: 'Stichtag' })).toHaveValue('01.03.2025');
    // Inside act, React renders the arrived field before act returns: a polling query would
    // give up after a second while a loaded machine still renders MUI X's picker in slices.
    await act(() => preloadDateInput());
    expect(screen.getByRole('group', { name: 'Stichtag' })).toBeInTheDocument();
  });

  it.each([
    ['de_DE', '01.03.2025', ['Tag', 'Monat', 'Jahr']],
    ['en_GB', '01/03/2025', ['Day', 'Month', 'Year']],
  ] as const)('writes the date as %s writes it, whatever the browser says', async (language, shown, sections) => {
    await preloadDateInput();
    renderWithProviders(<Harness onChange={jest.fn()} />, { language });
    const field = screen.getByRole('group', { name: 'Stichtag' });
    expect(screen.getByLabelText('Stichtag', { selector: 'input' })).toHaveValue(shown);
    expect(
      within(field)
        .getAllByRole('spinbutton')
        .map((section) => section.getAttribute('aria-label')),
    ).toEqual(sections);
  });

  it('reports a pasted date as ISO and an emptied field as null', async () => {
    const onChange = jest.fn();
    await preloadDateInput();
    renderWithProviders(<Harness onChange={onChange} />);
    const input = screen.getByLabelText('Stichtag', { selector: 'input' });
    fireEvent.change(input, { target: { value: '24.12.2025' } });
    expect(onChange).toHaveBeenLastCalledWith('2025-12-24');
    fireEvent.change(input, { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('offers a calendar in the UI language with the days outside the bounds disabled', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    await preloadDateInput();
    renderWithProviders(<Harness onChange={onChange} initial="2025-01-10" />);
    await user.click(screen.getByRole('button', { name: /Datum auswählen/ }));
    const calendar = screen.getByRole('grid');
    expect(screen.getByText('Januar 2025')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Letzter Monat' })).toBeDisabled();
    await user.click(within(calendar).getByRole('gridcell', { name: '15' }));
    expect(onChange).toHaveBeenLastCalledWith('2025-01-15');
  });
});
