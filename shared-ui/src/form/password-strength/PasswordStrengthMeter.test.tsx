import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'react-final-form';
import { PasswordField } from '@compliance/shared-ui';
import { renderWithProviders } from '../../test-utils';
import { estimatePasswordStrength } from './estimator';

function NewPasswordForm({ userInputs = [] }: { userInputs?: string[] }) {
  return (
    <Form onSubmit={() => undefined}>
      {({ handleSubmit }) => (
        <form noValidate onSubmit={handleSubmit}>
          <PasswordField name="password" label="Neues Passwort" autoComplete="new-password" strengthMeter={{ userInputs }} />
        </form>
      )}
    </Form>
  );
}

describe('estimatePasswordStrength', () => {
  it('rates common, German and personal passwords low and long unusual ones high, with a warning key', () => {
    expect(estimatePasswordStrength('123456', [])).toEqual({ score: 0, warning: 'topTen' });
    // Without the German word list, zxcvbn-ts rates Krankenhaus 4 (very strong).
    expect(estimatePasswordStrength('Krankenhaus', []).score).toBeLessThanOrEqual(1);
    expect(estimatePasswordStrength('Berg1990!', ['anna', 'berg']).score).toBeLessThanOrEqual(2);
    expect(estimatePasswordStrength('Kiefer-Ozelot-Brausetablette-17', []).score).toBe(4);
  });
});

describe('PasswordField with strengthMeter', () => {
  it('shows nothing before typing, then the strength in words beside the bar and why it is weak', async () => {
    const user = userEvent.setup();
    renderWithProviders(<NewPasswordForm />);
    expect(screen.queryByRole('progressbar', { name: 'Passwortstärke' })).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('Neues Passwort'), '123456');
    const meter = await screen.findByRole('progressbar', { name: 'Passwortstärke' });
    expect(meter).toHaveAttribute('aria-valuetext', 'sehr schwach');
    expect(screen.getByText('Passwortstärke: sehr schwach')).toBeInTheDocument();
    expect(screen.getByText('Dies ist eines der zehn häufigsten Passwörter.')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Neues Passwort'));
    await user.type(screen.getByLabelText('Neues Passwort'), 'Kiefer-Ozelot-Brausetablette-17');
    expect(await screen.findByText('Passwortstärke: sehr stark')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Passwortstärke' })).toHaveAttribute('aria-valuenow', '100');
  });

  it('speaks English and warns about the member’s own name', async () => {
    const user = userEvent.setup();
    renderWithProviders(<NewPasswordForm userInputs={['ottilie', 'wunderlich']} />, { language: 'en_GB' });
    await user.type(screen.getByLabelText('Neues Passwort'), 'wunderlich');
    expect(await screen.findByText(/^Password strength: (very weak|weak)$/)).toBeInTheDocument();
    expect(screen.getByText('The password should not contain personal details such as your name.')).toBeInTheDocument();
  });
});
