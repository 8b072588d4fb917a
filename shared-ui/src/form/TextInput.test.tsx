import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TextInput } from '@compliance/shared-ui';
import { renderWithProviders } from '../test-utils';

describe('TextInput', () => {
  it('is labelled, described by its helper text and marked required', () => {
    renderWithProviders(<TextInput label="Benutzername" value="" required helperText="Mindestens 3 Zeichen" onChange={() => undefined} />);
    const input = screen.getByRole('textbox', { name: /Benutzername/ });
    expect(input).toBeRequired();
    expect(input).toHaveAccessibleDescription('Mindestens 3 Zeichen');
  });

  it('shows a read-only value that typing does not change', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    renderWithProviders(<TextInput label="Firmen-ID" value="demo" readOnly onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Firmen-ID' });
    expect(input).toHaveValue('demo');
    expect(input).toHaveAttribute('readonly');
    await user.type(input, 'x');
    expect(onChange).not.toHaveBeenCalled();
    expect(input).toHaveValue('demo');
  });

  it('marks an error for assistive technology', () => {
    renderWithProviders(<TextInput label="E-Mail" value="a@" error helperText="Ungültige E-Mail" onChange={() => undefined} />);
    expect(screen.getByRole('textbox', { name: 'E-Mail' })).toBeInvalid();
  });
});
