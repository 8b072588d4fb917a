import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  bookLicenseeClientPackageEndpoint,
  cancelLicenseeClientPackageEndpoint,
  readLicenseeClientAreasEndpoint,
  readLicenseeClientEndpoint,
  updateLicenseeClientFeatureFlagsEndpoint,
  updateLicenseeClientPackageEndpoint,
  type LicenseeClientAreas,
} from '@compliance/shared-contracts/browser';
import { preloadDateInput } from '@compliance/shared-ui/inputs';
import { mockEndpoint } from '@compliance/shared-ui/testing';
import { renderBackOffice, settle, type RenderBackOfficeOptions } from '../test-utils';
import { DEMO_CLIENT, DEMO_CLIENT_AREAS } from '../clients/fixtures';

const PATH = `/licensee/clients/${DEMO_CLIENT.uuid}`;
const [BASIS, KOMPLETT] = DEMO_CLIENT_AREAS.packages.map((pack) => pack.uuid) as [string, string];

function setup({ areas = DEMO_CLIENT_AREAS, routes = [], ...options }: RenderBackOfficeOptions & { areas?: LicenseeClientAreas } = {}) {
  const user = userEvent.setup();
  const rendered = renderBackOffice(PATH, {
    ...options,
    routes: [
      mockEndpoint(readLicenseeClientEndpoint, { body: DEMO_CLIENT }),
      mockEndpoint(readLicenseeClientAreasEndpoint, { body: areas }),
      mockEndpoint(bookLicenseeClientPackageEndpoint, { body: { success: true } }),
      mockEndpoint(updateLicenseeClientPackageEndpoint, { body: { success: true } }),
      mockEndpoint(cancelLicenseeClientPackageEndpoint, { body: { success: true } }),
      mockEndpoint(updateLicenseeClientFeatureFlagsEndpoint, { body: { success: true } }),
      ...routes,
    ],
  });
  return { user, ...rendered };
}

const bookings = () => screen.findByRole('list', { name: 'Gebuchte Pakete' });
const overridesForm = () => screen.findByRole('form', { name: 'Bereiche des Kunden' });
const typeDate = (scope: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(scope).getByLabelText(label, { selector: 'input' }), { target: { value } });

describe("a client's packages and areas", () => {
  beforeAll(() => preloadDateInput());
  afterEach(settle);

  it('lists each booked package with its areas, period and whether it counts today', async () => {
    setup();
    const item = within(await bookings()).getByRole('listitem');
    expect(within(item).getByRole('heading', { level: 3, name: 'Komplettpaket' })).toBeInTheDocument();
    expect(item).toHaveTextContent('gilt heute');
    expect(item).toHaveTextContent('Bereiche: E-Learnings, Gefährdungsbeurteilungen, Vorlagen, Kalender');
    expect(item).toHaveTextContent('Zeitraum: ab 01.01.2026');
  });

  it('says so when no package is booked, and offers every package to book', async () => {
    const { user } = setup({ areas: { ...DEMO_CLIENT_AREAS, bookings: [] } });
    expect(await screen.findByText('Für diesen Kunden ist noch kein Paket gebucht.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Paket buchen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Paket buchen' });
    await user.click(within(dialog).getByRole('combobox', { name: /Paket/ }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      'Basispaket (E-Learnings, Vorlagen)',
      'Komplettpaket (E-Learnings, Gefährdungsbeurteilungen, Vorlagen, Kalender)',
    ]);
  });

  it('books a package not yet booked for a period, and refuses an end before the start', async () => {
    const { user, writes } = setup();
    await user.click(await screen.findByRole('button', { name: 'Paket buchen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Paket buchen' });
    await user.click(within(dialog).getByRole('combobox', { name: /Paket/ }));
    // The complete package is booked already: only the basic one is offered.
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual(['Basispaket (E-Learnings, Vorlagen)']);
    await user.click(screen.getByRole('option', { name: 'Basispaket (E-Learnings, Vorlagen)' }));
    typeDate(dialog, 'Gültig ab', '01.03.2027');
    typeDate(dialog, 'Gültig bis', '28.02.2027');
    await user.click(within(dialog).getByRole('button', { name: 'Buchen' }));
    expect(await within(dialog).findByText('Das Datum darf nicht vor dem 01.03.2027 liegen.')).toBeInTheDocument();
    expect(writes(bookLicenseeClientPackageEndpoint.path)).toHaveLength(0);
    typeDate(dialog, 'Gültig bis', '29.02.2028');
    await user.click(within(dialog).getByRole('button', { name: 'Buchen' }));
    await waitFor(() => expect(writes(bookLicenseeClientPackageEndpoint.path)).toHaveLength(1));
    expect(writes(bookLicenseeClientPackageEndpoint.path)[0]?.body).toEqual({
      uuid: DEMO_CLIENT.uuid,
      packageUuid: BASIS,
      validFrom: '2027-03-01',
      validTo: '2028-02-29',
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Paket buchen' })).toBeNull());
  });

  it('changes the period of a booking, its package fixed', async () => {
    const { user, writes } = setup();
    await user.click(await screen.findByRole('button', { name: 'Zeitraum von Komplettpaket ändern' }));
    const dialog = await screen.findByRole('dialog', { name: 'Zeitraum ändern' });
    expect(within(dialog).getByRole('combobox', { name: /Paket/ })).toHaveAttribute('aria-disabled', 'true');
    typeDate(dialog, 'Gültig bis', '31.12.2027');
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(writes(updateLicenseeClientPackageEndpoint.path)).toHaveLength(1));
    expect(writes(updateLicenseeClientPackageEndpoint.path)[0]?.body).toEqual({
      uuid: DEMO_CLIENT.uuid,
      packageUuid: KOMPLETT,
      validFrom: '2026-01-01',
      validTo: '2027-12-31',
    });
  });

  it('removes a booking only after a confirmation that says what happens', async () => {
    const { user, writes } = setup();
    await user.click(await screen.findByRole('button', { name: 'Buchung von Komplettpaket entfernen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Buchung entfernen' });
    expect(dialog).toHaveTextContent('Nur für eine irrtümliche Buchung');
    expect(writes(cancelLicenseeClientPackageEndpoint.path)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Entfernen' }));
    await waitFor(() => expect(writes(cancelLicenseeClientPackageEndpoint.path)).toHaveLength(1));
    expect(writes(cancelLicenseeClientPackageEndpoint.path)[0]?.body).toEqual({ uuid: DEMO_CLIENT.uuid, packageUuid: KOMPLETT });
  });

  it('shows each area as booked, on or off with what the client gets now, and saves a change', async () => {
    const { user, writes } = setup();
    const form = await overridesForm();
    const risk = within(form).getByRole('combobox', { name: 'Gefährdungsbeurteilungen' });
    expect(risk).toHaveTextContent('Wie gebucht (an)');
    expect(within(form).getByRole('combobox', { name: 'Kalender' })).toHaveTextContent('Ausgeschaltet');
    expect(within(form).getAllByText('Für den Kunden jetzt: aus')).toHaveLength(1);
    await user.click(risk);
    await user.click(await screen.findByRole('option', { name: 'Ausgeschaltet' }));
    await user.click(within(form).getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(writes(updateLicenseeClientFeatureFlagsEndpoint.path)).toHaveLength(1));
    expect(writes(updateLicenseeClientFeatureFlagsEndpoint.path)[0]?.body).toEqual({
      uuid: DEMO_CLIENT.uuid,
      overrides: { elearnings: null, riskAssessments: false, templates: null, calendar: false },
    });
  });

  it('lets an advisor read the packages and areas but change nothing', async () => {
    setup({ role: 'licensee-advisor' });
    expect(within(await bookings()).getByRole('heading', { name: 'Komplettpaket' })).toBeInTheDocument();
    const form = await overridesForm();
    expect(screen.queryByRole('button', { name: 'Paket buchen' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Zeitraum von/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Buchung von/ })).toBeNull();
    expect(within(form).getByRole('combobox', { name: 'Kalender' })).toHaveAttribute('aria-disabled', 'true');
    expect(within(form).queryByRole('button', { name: 'Speichern' })).toBeNull();
  });

  it('speaks English', async () => {
    setup({ language: 'en_GB' });
    const item = within(await screen.findByRole('list', { name: 'Booked packages' })).getByRole('listitem');
    expect(item).toHaveTextContent('valid today');
    expect(item).toHaveTextContent('Period: from 01/01/2026');
    const form = await screen.findByRole('form', { name: "Client's areas" });
    expect(within(form).getByRole('combobox', { name: 'Risk assessments' })).toHaveTextContent('As booked (on)');
  });
});
