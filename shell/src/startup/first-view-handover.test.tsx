import { waitFor } from '@testing-library/react';
import { Field, Form } from 'react-final-form';
import { createRoot } from 'react-dom/client';
import { carryOverFirstView } from './first-view-handover';

/**
 * A live sign-in form as the login page has it: react-final-form, which subscribes its fields in an
 * effect, after the page has been drawn, and turns a change before that back to its own value.
 */
function LiveForm({ onValues }: { onValues: (values: Record<string, string>) => void }) {
  return (
    <Form<Record<string, string>> onSubmit={() => undefined} initialValues={{ username: '', password: '' }}>
      {({ handleSubmit, values }) => {
        onValues(values);
        return (
          <form onSubmit={handleSubmit}>
            <label>
              Benutzername
              <Field name="username" component="input" />
            </label>
            <label>
              Passwort
              <Field name="password" component="input" type="password" />
            </label>
          </form>
        );
      }}
    </Form>
  );
}

/** The page as the server sends it: a first view in the root. */
function pageWithFirstView(): HTMLElement {
  document.body.innerHTML =
    '<div id="root"><style>p{}</style><div data-first-view=""><form>' +
    '<input name="username" value=""><input name="password" type="password" value=""><button disabled>Anmelden</button>' +
    '</form></div></div>';
  return document.getElementById('root')!;
}

const flushObservers = () => new Promise((resolve) => setTimeout(resolve, 0));

// Rendered as in the browser, not inside act(): React runs the form's effects after the commit.
let actEnvironment: unknown;
beforeAll(() => {
  actEnvironment = Reflect.get(globalThis, 'IS_REACT_ACT_ENVIRONMENT');
  Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', false);
});
afterAll(() => Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', actEnvironment));

describe('carryOverFirstView', () => {
  it('gives the live fields what was typed into the first view, and the focus where it was', async () => {
    const root = pageWithFirstView();
    const [username, password] = [...root.querySelectorAll('input')];
    // Typed before the page's code runs, and there: the focus is in a field before the handover starts.
    username!.value = 'anna';
    password!.focus();
    carryOverFirstView(root);
    password!.value = 'geheim';
    const seen: Array<Record<string, string>> = [];
    createRoot(root).render(<LiveForm onValues={(values) => seen.push(values)} />);
    // The form's own state has them: it sends what the visitor sees.
    await waitFor(() => expect(seen.at(-1)).toEqual({ username: 'anna', password: 'geheim' }));
    expect(root.querySelector('[data-first-view]')).toBeNull();
    const live = [...root.querySelectorAll('input')];
    expect(live.map((field) => field.value)).toEqual(['anna', 'geheim']);
    expect(document.activeElement).toBe(live[1]);
    expect(live[1]!.selectionStart).toBe('geheim'.length);
  });

  it('waits for the live fields when the first render shows a loader in their place', async () => {
    const root = pageWithFirstView();
    carryOverFirstView(root);
    root.querySelector('input')!.value = 'anna';
    const reactRoot = createRoot(root);
    reactRoot.render(<p role="progressbar" />);
    await flushObservers();
    reactRoot.render(<LiveForm onValues={() => undefined} />);
    await waitFor(() => expect(root.querySelector<HTMLInputElement>('input[name="username"]')?.value).toBe('anna'));
  });

  it('leaves the page alone without a first view, and keeps a focus the visitor took elsewhere', async () => {
    document.body.innerHTML = '<div id="root"></div>';
    const empty = document.getElementById('root')!;
    carryOverFirstView(empty);
    createRoot(empty).render(<LiveForm onValues={() => undefined} />);
    await waitFor(() => expect([...empty.querySelectorAll('input')].map((field) => field.value)).toEqual(['', '']));

    const root = pageWithFirstView();
    document.body.insertAdjacentHTML('beforeend', '<a href="/help">Hilfe</a>');
    carryOverFirstView(root);
    root.querySelector('input')!.focus();
    document.querySelector('a')!.focus();
    await flushObservers();
    createRoot(root).render(<LiveForm onValues={() => undefined} />);
    await waitFor(() => expect(root.querySelector('input')).not.toBeNull());
    await flushObservers();
    expect(document.activeElement).toBe(document.querySelector('a'));
  });
});
