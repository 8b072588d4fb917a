import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FORM_ERROR } from 'final-form';
import {
  ApiRequestError,
  AutoFill,
  Button,
  DetailsFormCard,
  FormDialog,
  FormFeedback,
  TextField,
  requestErrorKey,
  submissionErrorsOf,
  useConfirmedAction,
  useSubmitHandler,
} from '@compliance/shared-ui';
import { createTestI18n, renderWithProviders } from '../test-utils';

/** The test's i18n instance knows the common strings; the global one the default reads is not set up here. */
const testI18n = createTestI18n();
const commonKeyExists = (key: string) => testI18n.exists(key, { ns: 'common' });
const emailTaken = new ApiRequestError(400, 'Member.EmailExists', { error: { code: 'Member.EmailExists' } });
const refused = new ApiRequestError(400, 'Validation.Failed', {
  error: { code: 'Validation.Failed', fields: [{ path: 'address.city', key: 'maxlength', params: { chars: 5 } }] },
});

describe('requestErrorKey', () => {
  it('names the error code of a 400, else the HTTP text of a signed-in or signed-out user', () => {
    expect(requestErrorKey(emailTaken, { signedIn: true, exists: commonKeyExists })).toBe('common.errorCodes.Member.EmailExists');
    expect(requestErrorKey(new ApiRequestError(401, undefined, null), { signedIn: true })).toBe('common.http.http401');
    expect(requestErrorKey(new ApiRequestError(401, undefined, null), { signedIn: false })).toBe('common.http.http401Auth');
    expect(requestErrorKey(new TypeError('offline'), { signedIn: true })).toBe('common.http.http0');
  });

  it('asks the given i18n instance whether a code has its own text', () => {
    expect(requestErrorKey(emailTaken, { signedIn: true, exists: () => false })).not.toBe('common.errorCodes.Member.EmailExists');
  });
});

describe('submissionErrorsOf', () => {
  const key = (error: unknown) => requestErrorKey(error, { signedIn: true, exists: commonKeyExists });

  it('puts the message on the form and on the field the code belongs to', () => {
    expect(submissionErrorsOf(emailTaken, key, { 'Member.EmailExists': 'email' })).toEqual({
      [FORM_ERROR]: 'common.errorCodes.Member.EmailExists',
      email: 'common.errorCodes.Member.EmailExists',
    });
    expect(submissionErrorsOf(emailTaken, key)).toEqual({ [FORM_ERROR]: 'common.errorCodes.Member.EmailExists' });
  });

  it('gives each field the server refused its validation message, nested as final-form reads it', () => {
    expect(submissionErrorsOf(refused, key)).toMatchObject({ address: { city: { key: 'maxlength', params: { chars: 5 } } } });
  });
});

describe('FormFeedback', () => {
  it('announces a translated error, else a success text, else nothing', () => {
    const { rerender } = renderWithProviders(<FormFeedback errorKey="common.errorCodes.Member.EmailExists" success="Gespeichert" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Diese E-Mail-Adresse wird bereits verwendet.');
    rerender(<FormFeedback errorKey={undefined} success="Gespeichert" />);
    expect(screen.getByRole('status')).toHaveTextContent('Gespeichert');
    rerender(<FormFeedback errorKey={{ not: 'a key' }} />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});

interface NameValues {
  name: string;
  email: string;
}

/** A dialog whose save fails once with Member.EmailExists, then succeeds. */
function CreateDialogHarness({ onSaved }: { onSaved: (values: NameValues) => void }) {
  const [open, setOpen] = useState(true);
  const [failed, setFailed] = useState(false);
  const submit = useSubmitHandler(
    async (values: NameValues) => {
      if (!failed) {
        setFailed(true);
        throw emailTaken;
      }
      return values;
    },
    { fields: { 'Member.EmailExists': 'email' }, onDone: onSaved },
  );
  return (
    <>
      <FormDialog<NameValues>
        open={open}
        title="Person anlegen"
        initialValues={{ name: '', email: '' }}
        onSubmit={submit}
        onClose={() => setOpen(false)}
        submitLabel="Anlegen"
      >
        {() => (
          <>
            <TextField name="name" label="Name" />
            <TextField name="email" label="E-Mail" />
            <AutoFill<NameValues> target="email" suggest={(values) => (values.name ? `${values.name.toLowerCase()}@example.org` : '')} />
          </>
        )}
      </FormDialog>
      {!open && <p>geschlossen</p>}
    </>
  );
}

describe('FormDialog with useSubmitHandler and AutoFill', () => {
  it('fills the suggestion until the user types their own, shows the server error at the form and its field, closes after success', async () => {
    const user = userEvent.setup();
    const onSaved = jest.fn();
    renderWithProviders(<CreateDialogHarness onSaved={onSaved} />);
    const dialog = screen.getByRole('dialog', { name: 'Person anlegen' });
    const form = within(dialog).getByRole('form', { name: 'Person anlegen' });
    await user.type(within(form).getByRole('textbox', { name: 'Name' }), 'Anna');
    expect(within(form).getByRole('textbox', { name: 'E-Mail' })).toHaveValue('anna@example.org');

    await user.click(within(dialog).getByRole('button', { name: 'Anlegen' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Diese E-Mail-Adresse wird bereits verwendet.');
    expect(within(form).getByRole('textbox', { name: 'E-Mail' })).toHaveAttribute('aria-invalid', 'true');

    const email = within(form).getByRole('textbox', { name: 'E-Mail' });
    await user.clear(email);
    await user.type(email, 'a.ahrens@example.org');
    await user.type(within(form).getByRole('textbox', { name: 'Name' }), 'lena');
    // The user's own address stays.
    expect(email).toHaveValue('a.ahrens@example.org');
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Anlegen' }));
    expect(await screen.findByText('geschlossen')).toBeInTheDocument();
    expect(onSaved).toHaveBeenCalledWith({ name: 'Annalena', email: 'a.ahrens@example.org' });
  });

  it('asks before it discards what was typed, and keeps it on "keep editing"', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CreateDialogHarness onSaved={jest.fn()} />);
    const dialog = screen.getByRole('dialog', { name: 'Person anlegen' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Anna');
    await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    const ask = await screen.findByRole('dialog', { name: 'Änderungen verwerfen?' });
    await user.click(within(ask).getByRole('button', { name: 'Weiter bearbeiten' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Änderungen verwerfen?' })).not.toBeInTheDocument());
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('Anna');
    await user.keyboard('{Escape}');
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Änderungen verwerfen?' })).getByRole('button', { name: 'Verwerfen' }),
    );
    expect(await screen.findByText('geschlossen')).toBeInTheDocument();
  });

  it('closes at once when nothing was typed', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CreateDialogHarness onSaved={jest.fn()} />);
    await user.click(within(screen.getByRole('dialog', { name: 'Person anlegen' })).getByRole('button', { name: 'Abbrechen' }));
    expect(await screen.findByText('geschlossen')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Änderungen verwerfen?' })).not.toBeInTheDocument();
  });
});

describe('DetailsFormCard', () => {
  it('saves with the save button, and shows no button without the permission to save', async () => {
    const user = userEvent.setup();
    const save = jest.fn(async () => undefined);
    const { rerender } = renderWithProviders(
      <DetailsFormCard<{ name: string }> headline="Stammdaten" initialValues={{ name: 'Vertrieb' }} onSubmit={save} canSave>
        {() => <TextField name="name" label="Name" />}
      </DetailsFormCard>,
    );
    expect(screen.getByRole('heading', { name: 'Stammdaten' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(save).toHaveBeenCalledWith({ name: 'Vertrieb' }, expect.anything(), expect.anything());
    rerender(
      <DetailsFormCard<{ name: string }> headline="Stammdaten" initialValues={{ name: 'Vertrieb' }} onSubmit={save} canSave={false}>
        {() => <TextField name="name" label="Name" />}
      </DetailsFormCard>,
    );
    expect(screen.queryByRole('button', { name: 'Speichern' })).not.toBeInTheDocument();
  });

  it('shows a failed save above the form', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <DetailsFormCard<{ name: string }>
        headline="Stammdaten"
        initialValues={{ name: 'Vertrieb' }}
        onSubmit={async () => ({ [FORM_ERROR]: 'common.http.http500' })}
        canSave
      >
        {() => <TextField name="name" label="Name" />}
      </DetailsFormCard>,
    );
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Interner Fehler. Bitte versuchen Sie es erneut.');
  });
});

function ConfirmHarness({ run, onDone }: { run: () => Promise<unknown>; onDone: () => void }) {
  const { ask, dialog } = useConfirmedAction();
  return (
    <>
      <Button
        onClick={() =>
          ask({ title: 'Einheit löschen?', message: 'Vertrieb wird gelöscht.', confirmLabel: 'Löschen', danger: true, run, onDone })
        }
      >
        Löschen …
      </Button>
      {dialog}
    </>
  );
}

describe('useConfirmedAction', () => {
  it('runs nothing before confirming, shows a failure in the dialog, and closes after success', async () => {
    const user = userEvent.setup();
    const run = jest
      .fn()
      .mockRejectedValueOnce(new ApiRequestError(400, 'Member.ResponsibleForOrgUnit', null))
      .mockResolvedValueOnce(undefined);
    const onDone = jest.fn();
    renderWithProviders(<ConfirmHarness run={run} onDone={onDone} />);
    await user.click(screen.getByRole('button', { name: 'Löschen …' }));
    const dialog = await screen.findByRole('dialog', { name: 'Einheit löschen?' });
    expect(run).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Löschen' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Der Mitarbeiter ist für eine Organisationseinheit verantwortlich.');
    expect(onDone).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Löschen' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Einheit löschen?' })).not.toBeInTheDocument());
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('cancels without running', async () => {
    const user = userEvent.setup();
    const run = jest.fn();
    renderWithProviders(<ConfirmHarness run={run} onDone={jest.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Löschen …' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Einheit löschen?' })).getByRole('button', { name: 'Abbrechen' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Einheit löschen?' })).not.toBeInTheDocument());
    expect(run).not.toHaveBeenCalled();
  });
});
