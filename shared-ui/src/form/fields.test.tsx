import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'react-final-form';
import { startTransition, useState, type ReactNode } from 'react';
import { validateMinLength } from '@compliance/shared-contracts';
import { CheckboxField, PasswordField, TextField, requiredValidator } from '@compliance/shared-ui';
import { DateField, SelectField, preloadDateInput } from '@compliance/shared-ui/inputs';
import { PhoneField } from '@compliance/shared-ui/phone';
import { renderWithProviders } from '../test-utils';

function TestForm({
  children,
  onSubmit = () => undefined,
  initialValues = {},
}: {
  children: ReactNode;
  onSubmit?: (values: object) => void;
  initialValues?: object;
}) {
  return (
    <Form onSubmit={onSubmit} initialValues={initialValues}>
      {({ handleSubmit }) => (
        <form noValidate onSubmit={handleSubmit}>
          {children}
          <button type="submit">Senden</button>
        </form>
      )}
    </Form>
  );
}

/** Draws its children once `show` is called, in a transition (as the shell draws a page). */
let show: () => void = () => undefined;
function ShownLater({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(false);
  show = () => startTransition(() => setShown(true));
  return shown ? children : null;
}

describe('form field adapters', () => {
  it('keeps what is typed before the form has taken the field in', async () => {
    const onSubmit = jest.fn();
    renderWithProviders(
      <TestForm onSubmit={onSubmit} initialValues={{ username: '' }}>
        <ShownLater>
          <TextField name="username" label="Benutzername" />
        </ShownLater>
      </TestForm>,
    );
    // Typed as soon as the field is in the page: after React's commit, before the effects of
    // that render run (a transition's run in a task of their own), where react-final-form
    // registers the field.
    const scope = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const actEnvironment = scope.IS_REACT_ACT_ENVIRONMENT;
    scope.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      const typed = new Promise<void>((resolve) => {
        const observer = new MutationObserver(() => {
          const input = document.querySelector('input[name="username"]');
          if (!input) return;
          observer.disconnect();
          fireEvent.change(input, { target: { value: 'early' } });
          resolve();
        });
        observer.observe(document.body, { childList: true, subtree: true });
      });
      show();
      await typed;
      await waitFor(() => expect(screen.getByRole('textbox', { name: 'Benutzername' })).toHaveValue('early'));
    } finally {
      scope.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    }
    await userEvent.click(screen.getByRole('button', { name: 'Senden' }));
    expect(onSubmit).toHaveBeenCalledWith({ username: 'early' }, expect.anything(), expect.anything());
  });

  it('marks required fields and shows the translated message only once touched', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <TestForm>
        <TextField name="firstName" label="Vorname" validate={[requiredValidator('Vorname')]} />
      </TestForm>,
    );
    const input = screen.getByRole('textbox', { name: /Vorname/ });
    expect(input).toBeRequired();
    expect(screen.queryByText('Vorname ist ein Pflichtfeld.')).not.toBeInTheDocument();
    await user.click(input);
    await user.tab();
    expect(screen.getByText('Vorname ist ein Pflichtfeld.')).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription('Vorname ist ein Pflichtfeld.');
    expect(input).toBeInvalid();
  });

  it('is not marked required without a required validator and passes params to messages', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <TestForm>
        <TextField name="city" label="City" validate={(value: string) => validateMinLength(value, 3)} />
      </TestForm>,
      { language: 'en_GB' },
    );
    const input = screen.getByRole('textbox', { name: 'City' });
    expect(input).not.toBeRequired();
    await user.type(input, 'ab');
    await user.tab();
    expect(screen.getByText(/at least 3/)).toBeInTheDocument();
  });

  it('shows errors of untouched fields after a submit attempt', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    renderWithProviders(
      <TestForm onSubmit={onSubmit}>
        <TextField name="lastName" label="Nachname" validate={requiredValidator('Nachname')} />
      </TestForm>,
    );
    await user.click(screen.getByRole('button', { name: 'Senden' }));
    expect(screen.getByText('Nachname ist ein Pflichtfeld.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('toggles password visibility', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <TestForm>
        <PasswordField name="password" label="Passwort" />
      </TestForm>,
    );
    const input = screen.getByLabelText('Passwort');
    expect(input).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Passwort anzeigen' }));
    expect(input).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Passwort verbergen' }));
    expect(input).toHaveAttribute('type', 'password');
  });

  it('validates phone numbers', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <TestForm>
        <PhoneField name="phone" label="Telefon" />
      </TestForm>,
    );
    const input = screen.getByRole('textbox', { name: 'Telefon' });
    await user.type(input, '12');
    await user.tab();
    expect(screen.getByText('Bitte geben Sie eine gültige Telefonnummer ein.')).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, '030 12345678');
    expect(screen.queryByText('Bitte geben Sie eine gültige Telefonnummer ein.')).not.toBeInTheDocument();
  });

  it.each([
    ['de_DE', 'Fällig am', 'Tag', 'Das Datum darf nicht vor dem 01.01.2025 liegen.', 'Das Datum darf nicht nach dem 31.12.2026 liegen.'],
    ['en_GB', 'Fällig am', 'Day', 'The date must not be before 01/01/2025.', 'The date must not be after 31/12/2026.'],
  ] as const)('validates date bounds and names them as the short date of %s', async (language, label, day, beforeMin, afterMax) => {
    const user = userEvent.setup();
    await preloadDateInput();
    renderWithProviders(
      <TestForm initialValues={{ due: '2024-01-01', end: '2027-01-01' }}>
        <DateField name="due" label={label} minDate="2025-01-01" />
        <DateField name="end" label="Ende" maxDate="2026-12-31" />
      </TestForm>,
      { language },
    );
    await user.click(within(screen.getByRole('group', { name: label })).getByRole('spinbutton', { name: day }));
    await user.tab({ shift: true });
    expect(screen.getByText(beforeMin)).toBeInTheDocument();
    await user.click(within(screen.getByRole('group', { name: 'Ende' })).getByRole('spinbutton', { name: day }));
    await user.tab({ shift: true });
    expect(screen.getByText(afterMax)).toBeInTheDocument();
  });

  it('binds checkboxes and selects', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    renderWithProviders(
      <TestForm onSubmit={onSubmit}>
        <CheckboxField name="active" label="Aktiv" />
        <SelectField
          name="country"
          label="Land"
          options={[
            { label: 'Deutschland', value: 'DE' },
            { label: 'Österreich', value: 'AT' },
          ]}
        />
      </TestForm>,
    );
    await user.click(screen.getByRole('checkbox', { name: 'Aktiv' }));
    await user.click(screen.getByRole('combobox', { name: 'Land' }));
    await user.click(await screen.findByRole('option', { name: 'Österreich' }));
    await user.click(screen.getByRole('button', { name: 'Senden' }));
    expect(onSubmit).toHaveBeenCalledWith({ active: true, country: 'AT' }, expect.anything(), expect.anything());
  });
});
