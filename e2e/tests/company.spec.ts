import { expect, type Locator, type Page } from '@playwright/test';
import { test } from '../support/settle';
import { MEMBER_IMPORT_COLUMNS } from '@compliance/shared-contracts';
import { chooseTypeahead, freshTag, openSidebar, passwordField, rowWith, searchTable, tableTotal, textbox } from '../support/company';
import { ADMIN_LANDING, LANDING, chooseOption, expectAccessible, saveScreenshot, signIn, signInAndLand, signOut } from '../support/ui';

/*
 * Company administration (issue 4). Runs in its own project right after 'fresh-start';
 * everything it creates or archives has a fresh name, so the other spec files see the demo
 * accounts unchanged.
 */

const INITIAL_PASSWORD = 'Start-Passw0rd!';
const MEMBERS_LIST = '/dashboard/company/members/list';
const ARCHIVE_LIST = '/dashboard/company/members/archive/list';

const membersGrid = (page: Page) => page.getByRole('grid', { name: 'Mitarbeiterliste' });
const archiveGrid = (page: Page) => page.getByRole('grid', { name: 'Archivierte Mitarbeiter' });
const assignedGrid = (page: Page) => page.getByRole('grid', { name: 'Zugeordnete Mitarbeiter' });
/** The empty state a list shows, in place of its grid, when nothing matches its filters. */
const noMatchIn = (page: Page, list: 'Mitarbeiterliste' | 'Archivierte Mitarbeiter') =>
  page.getByRole('region', { name: list }).getByText('Keine Treffer für diese Suche und Filter.');

async function signInAs(page: Page, username: string): Promise<void> {
  await signInAndLand(page, 'demo', username);
}

async function openMembersList(page: Page): Promise<void> {
  await page.goto(MEMBERS_LIST);
  await expect(page.getByRole('heading', { level: 1, name: 'Mitarbeiter' })).toBeVisible();
  await expect(membersGrid(page)).toBeVisible();
}

/** A CSV of member rows in the template's column order (`;`-separated, header row). */
function memberCsv(rows: ReadonlyArray<Partial<Record<(typeof MEMBER_IMPORT_COLUMNS)[number], string>>>): Buffer {
  const lines = [MEMBER_IMPORT_COLUMNS.join(';'), ...rows.map((row) => MEMBER_IMPORT_COLUMNS.map((column) => row[column] ?? '').join(';'))];
  return Buffer.from(`${lines.join('\r\n')}\r\n`, 'utf8');
}

async function uploadCsv(page: Page, name: string, content: Buffer): Promise<void> {
  await page.getByLabel('CSV-Datei auswählen').setInputFiles({ name, mimeType: 'text/csv', buffer: content });
  await page.getByRole('button', { name: 'Hochladen' }).click();
  await expect(page.getByRole('heading', { name: `Prüfbericht für ${name}` })).toBeVisible();
}

/**
 * A row action behind a confirmation dialog: clicks the row's button, checks the dialog names
 * the member (and is accessible), confirms and waits for the dialog to close.
 */
async function confirmRowAction(
  page: Page,
  grid: Locator,
  row: string,
  action: { button: string; dialog: string; confirm: string; names: string },
) {
  await rowWith(grid, row).getByRole('button', { name: action.button }).click();
  const dialog = page.getByRole('dialog', { name: action.dialog });
  await expect(dialog).toContainText(action.names);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: action.confirm }).click();
  await expect(dialog).toBeHidden();
}

test('admin: create a member, find, edit, archive (no login), unarchive, archive again, delete for good', async ({ page }) => {
  const tag = freshTag();
  const lastName = `Kamp${tag}`;
  const fullName = `Frieda ${lastName}`;
  const username = `frieda.kamp${tag}`;
  // Two sign-ins, two lists and a dozen server round trips.
  test.setTimeout(180_000);

  await signInAs(page, 'admin');
  await openMembersList(page);
  await expectAccessible(page);
  await saveScreenshot(page, 'company-members-list');

  await page.getByRole('button', { name: 'Mitarbeiter anlegen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Mitarbeiter anlegen' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await saveScreenshot(page, 'company-member-create');
  await textbox(dialog, 'Vorname').fill('Frieda');
  await textbox(dialog, 'Nachname').fill(lastName);
  await textbox(dialog, 'E-Mail-Adresse').fill(`${username}@example.com`);
  await textbox(dialog, 'Telefonnummer').fill('+49 30 1234567');
  await textbox(dialog, 'Postleitzahl').fill('10115');
  await textbox(dialog, 'Ort').fill('Berlin');
  await expect(textbox(dialog, 'Benutzername')).toHaveValue(username);
  await passwordField(dialog, 'Initialpasswort').fill(INITIAL_PASSWORD);
  await passwordField(dialog, 'Initialpasswort bestätigen').fill(INITIAL_PASSWORD);
  await dialog.getByRole('button', { name: 'Anlegen' }).click();
  await expect(dialog).toBeHidden();

  await searchTable(page, lastName);
  const row = rowWith(membersGrid(page), lastName);
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(username);
  await row.getByRole('button', { name: 'Details' }).click();

  await expect(page.getByRole('heading', { level: 1, name: fullName })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Details' })).toHaveAttribute('aria-selected', 'true');
  const form = page.getByRole('form', { name: 'Mitarbeiterdaten' });
  await expect(textbox(form, 'Ort')).toHaveValue('Berlin');
  await expectAccessible(page);
  await saveScreenshot(page, 'company-member-details');
  // The create toast has closed: the next one is the save's.
  await expect(page.getByText('Erfolgreich gespeichert.')).toHaveCount(0);
  await textbox(form, 'Ort').fill('Potsdam');
  await textbox(form, 'Postleitzahl').fill('14467');
  await form.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Erfolgreich gespeichert.')).toBeVisible();
  await page.reload();
  await expect(textbox(page.getByRole('form', { name: 'Mitarbeiterdaten' }), 'Ort')).toHaveValue('Potsdam');

  await page.getByRole('tab', { name: 'Organisationseinheiten' }).click();
  await expect(page.getByRole('gridcell', { name: 'Alle Mitarbeitenden', exact: true })).toBeVisible();
  await expectAccessible(page);
  await saveScreenshot(page, 'company-member-org-units');

  // Archive from the list: the member disappears from it and can no longer sign in.
  await openMembersList(page);
  await searchTable(page, lastName);
  const archive = { button: 'Archivieren', dialog: 'Mitarbeiter archivieren', confirm: 'Archivieren', names: fullName };
  await confirmRowAction(page, membersGrid(page), lastName, archive);
  await expect(noMatchIn(page, 'Mitarbeiterliste')).toBeVisible();

  await signOut(page);
  await signIn(page, 'demo', username, INITIAL_PASSWORD);
  await expect(page.getByRole('alert')).toHaveText(/archiviert/);
  await expect(page).toHaveURL(/\/auth\/login/);

  // Unarchive from the archive list: back in the members list.
  await signInAs(page, 'admin');
  await page.goto(ARCHIVE_LIST);
  await expect(archiveGrid(page)).toBeVisible();
  await searchTable(page, lastName);
  await expect(rowWith(archiveGrid(page), lastName)).toHaveCount(1);
  await expectAccessible(page);
  await saveScreenshot(page, 'company-archive');
  await confirmRowAction(page, archiveGrid(page), lastName, {
    button: 'Wiederherstellen',
    dialog: 'Mitarbeiter wiederherstellen',
    confirm: 'Wiederherstellen',
    names: fullName,
  });
  await expect(noMatchIn(page, 'Archivierte Mitarbeiter')).toBeVisible();

  await openMembersList(page);
  await searchTable(page, lastName);
  await expect(rowWith(membersGrid(page), lastName)).toHaveCount(1);

  // Archive again, then delete for good: gone from both lists.
  await confirmRowAction(page, membersGrid(page), lastName, archive);
  await expect(noMatchIn(page, 'Mitarbeiterliste')).toBeVisible();

  await page.goto(ARCHIVE_LIST);
  await searchTable(page, lastName);
  await confirmRowAction(page, archiveGrid(page), lastName, {
    button: 'Endgültig löschen',
    dialog: 'Endgültig löschen',
    confirm: 'Endgültig löschen',
    names: fullName,
  });
  await expect(noMatchIn(page, 'Archivierte Mitarbeiter')).toBeVisible();

  await page.reload();
  await searchTable(page, lastName);
  await expect(noMatchIn(page, 'Archivierte Mitarbeiter')).toBeVisible();
  await openMembersList(page);
  await searchTable(page, lastName);
  await expect(noMatchIn(page, 'Mitarbeiterliste')).toBeVisible();
});

/** Opens an entity list (org units, locations), checks a seeded row, axe and screenshot, then its create dialog. */
async function openCreateDialog(page: Page, list: { path: string; title: string; seeded: string; create: string; screenshot: string }) {
  await page.goto(list.path);
  await expect(page.getByRole('heading', { level: 1, name: list.title })).toBeVisible();
  await expect(page.getByRole('grid', { name: list.title }).getByRole('gridcell', { name: list.seeded, exact: true })).toBeVisible();
  await expectAccessible(page);
  await saveScreenshot(page, list.screenshot);
  await page.getByRole('button', { name: list.create }).click();
  return page.getByRole('dialog', { name: list.create });
}

/** Submits a create dialog, finds the new entry by search and opens its details. */
async function createAndOpen(page: Page, dialog: Locator, list: { title: string; tag: string; name: string; screenshot: string }) {
  await expectAccessible(page);
  await saveScreenshot(page, `${list.screenshot}-create`);
  await dialog.getByRole('button', { name: 'Anlegen' }).click();
  await expect(dialog).toBeHidden();
  await searchTable(page, list.tag);
  await rowWith(page.getByRole('grid', { name: list.title }), list.name)
    .getByRole('button', { name: 'Details' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: list.name })).toBeVisible();
}

/** On a details page: the members tab, "Mitarbeiter zuordnen" through the typeahead, then the listed last names. */
async function assignMembers(page: Page, members: ReadonlyArray<{ search: string; option: RegExp; lastName: string }>, screenshot: string) {
  await page.getByRole('tab', { name: 'Mitarbeiter' }).click();
  await expect(page.getByRole('region', { name: 'Zugeordnete Mitarbeiter' }).getByRole('status')).toHaveText(
    'Noch keine Mitarbeiter zugeordnet.',
  );
  await page.getByRole('button', { name: 'Mitarbeiter zuordnen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Mitarbeiter zuordnen' });
  const memberSearch = dialog.getByRole('combobox', { name: 'Mitarbeiter suchen' });
  for (const member of members) await chooseTypeahead(page, memberSearch, member.search, member.option);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Hinzufügen' }).click();
  await expect(dialog).toBeHidden();
  for (const member of members)
    await expect(assignedGrid(page).getByRole('gridcell', { name: member.lastName, exact: true })).toBeVisible();
  await expectAccessible(page);
  await saveScreenshot(page, screenshot);
}

test('admin: "Mitarbeiter anlegen" takes several org units in a row, Escape closes only the innermost layer, typed input goes only after asking', async ({
  page,
}) => {
  await signInAs(page, 'admin');
  await openMembersList(page);
  await page.getByRole('button', { name: 'Mitarbeiter anlegen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Mitarbeiter anlegen' });
  await textbox(dialog, 'Vorname').fill('Greta');
  const units = dialog.getByRole('combobox', { name: 'Organisationseinheiten' });
  await units.click();
  const picked: string[] = [];
  for (let pick = 0; pick < 2; pick++) {
    // The list stays open after a pick: the next one is chosen without reopening it.
    const option = page.getByRole('option').first();
    picked.push((await option.textContent()) ?? '');
    await option.click();
    await expect(units).toHaveAttribute('aria-expanded', 'true');
  }
  for (const name of picked) await expect(dialog.getByRole('button', { name, exact: true })).toBeVisible();
  await saveScreenshot(page, 'company-member-create-org-units');

  await page.keyboard.press('Escape');
  await expect(units).toHaveAttribute('aria-expanded', 'false');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  const ask = page.getByRole('dialog', { name: 'Änderungen verwerfen?' });
  await expect(ask).toBeVisible();
  await expectAccessible(page);
  await saveScreenshot(page, 'company-member-create-discard');
  await page.keyboard.press('Escape');
  await expect(ask).toBeHidden();
  await expect(textbox(dialog, 'Vorname')).toHaveValue('Greta');
  for (const name of picked) await expect(dialog.getByRole('button', { name, exact: true })).toBeVisible();

  await dialog.getByRole('button', { name: 'Abbrechen' }).click();
  await ask.getByRole('button', { name: 'Verwerfen' }).click();
  await expect(dialog).toBeHidden();
  await expect(ask).toBeHidden();
});

test('admin: create an org unit and a location, assign members through the members tab', async ({ page }) => {
  const tag = freshTag();
  const unitName = `Qualität ${tag}`;
  const locationName = `Lager ${tag}`;
  await signInAs(page, 'admin');

  // Org unit below the root, with two members.
  const units = {
    path: '/dashboard/company/org-units/list',
    title: 'Organisationseinheiten',
    seeded: 'Produktion',
    create: 'Organisationseinheit anlegen',
    screenshot: 'company-org-units',
  };
  const unitDialog = await openCreateDialog(page, units);
  await textbox(unitDialog, 'Name der Organisationseinheit').fill(unitName);
  // Generated like every identifier: the name's slug and a random suffix 1000–9999 (docs/product.md §5).
  await expect(textbox(unitDialog, 'ID der Organisationseinheit')).toHaveValue(new RegExp(`^qualitaet-${tag}-\\d{4}$`));
  const unitIdentifier = await textbox(unitDialog, 'ID der Organisationseinheit').inputValue();
  await chooseTypeahead(page, unitDialog.getByRole('combobox', { name: 'Übergeordnete Organisationseinheit' }), 'Demo', 'Demo GmbH');
  await createAndOpen(page, unitDialog, { ...units, tag, name: unitName, screenshot: 'company-org-unit' });
  await expect(textbox(page, 'ID der Organisationseinheit')).toHaveValue(unitIdentifier);
  await expectAccessible(page);
  await saveScreenshot(page, 'company-org-unit-details');
  await assignMembers(
    page,
    [
      { search: 'Standort', option: /^Standort, Lara/, lastName: 'Standort' },
      { search: 'Einheit', option: /^Einheit, Oskar/, lastName: 'Einheit' },
    ],
    'company-org-unit-members',
  );

  // Location with one member.
  const locations = {
    path: '/dashboard/company/locations/list',
    title: 'Standorte',
    seeded: 'Werk Hamburg',
    create: 'Standort anlegen',
    screenshot: 'company-locations',
  };
  const locationDialog = await openCreateDialog(page, locations);
  await textbox(locationDialog, 'Name').fill(locationName);
  await expect(textbox(locationDialog, 'ID')).toHaveValue(new RegExp(`^lager-${tag}-\\d+$`));
  await textbox(locationDialog, 'Straße und Hausnummer').fill('Industriestraße 7');
  await textbox(locationDialog, 'Postleitzahl').fill('04109');
  await textbox(locationDialog, 'Ort').fill('Leipzig');
  await textbox(locationDialog, 'Fläche (m²)').fill('1250');
  await createAndOpen(page, locationDialog, { ...locations, tag, name: locationName, screenshot: 'company-location' });
  await expect(textbox(page, 'Ort')).toHaveValue('Leipzig');
  await expectAccessible(page);
  await saveScreenshot(page, 'company-location-details');
  await assignMembers(page, [{ search: 'Mustermann', option: /^Mustermann, Max/, lastName: 'Mustermann' }], 'company-location-members');

  // The members list filters by the new location.
  await openMembersList(page);
  await chooseOption(page, page.getByRole('combobox', { name: 'Standort' }), locationName);
  await expect(rowWith(membersGrid(page), 'Mustermann')).toHaveCount(1);
  await expect(page.getByText(/^1–1 von 1$/)).toBeVisible();
});

test('admin: a CSV with errors shows the bad rows and cannot be imported; the fixed one imports', async ({ page }) => {
  const tag = freshTag();
  const rows = [
    {
      firstName: 'Ida',
      lastName: `Import${tag}`,
      email: `ida.${tag}@example.com`,
      username: `ida.import${tag}`,
      role: 'member',
      postalCode: '10115',
      city: 'Berlin',
      country: 'DE',
      orgUnits: 'produktion',
    },
    {
      firstName: 'Jan',
      lastName: `Import${tag}`,
      email: `jan.${tag}@example.com`,
      username: `jan.import${tag}`,
      role: 'member',
      birthDate: '24.12.1990',
      postalCode: '1010',
      city: 'Wien',
      country: 'AT',
      locations: 'buero-wien',
    },
  ];
  const broken = [
    rows[0]!,
    { ...rows[1]!, email: 'kein-at-zeichen' },
    { firstName: 'Ohne', lastName: '', username: `ohne.name${tag}` },
    { firstName: 'Falsche', lastName: `Plz${tag}`, username: `falsche.plz${tag}`, postalCode: '123', country: 'DE' },
  ];

  await signInAs(page, 'admin');
  await openMembersList(page);
  await page.getByRole('button', { name: 'Mitarbeiter importieren' }).click();
  await expect(page).toHaveURL(/\/dashboard\/company\/members\/import$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mitarbeiter importieren' })).toBeVisible();
  await expectAccessible(page);
  await saveScreenshot(page, 'company-import-upload');

  await uploadCsv(page, 'mitarbeiter-fehler.csv', memberCsv(broken));
  const errors = page.getByRole('table', { name: 'Fehler in der Datei' });
  await expect(errors).toBeVisible();
  for (const line of ['3', '4', '5'])
    await expect(
      errors
        .getByRole('row')
        .filter({ has: page.getByRole('cell', { name: line, exact: true }) })
        .first(),
    ).toBeVisible();
  await expect(errors.getByRole('cell', { name: 'email', exact: true })).toBeVisible();
  await expect(errors.getByRole('cell', { name: 'lastName', exact: true })).toBeVisible();
  await expect(errors.getByRole('cell', { name: 'postalCode', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: /^\d+ Mitarbeiter importieren$/ })).toBeDisabled();
  await expectAccessible(page);
  await saveScreenshot(page, 'company-import-report-errors');

  await page.getByRole('button', { name: 'Andere Datei hochladen' }).click();
  await uploadCsv(page, 'mitarbeiter.csv', memberCsv(rows));
  await expect(page.getByRole('table', { name: 'Fehler in der Datei' })).toHaveCount(0);
  await expect(page.getByText('Alle 2 Zeilen sind gültig und können importiert werden.')).toBeVisible();
  await passwordField(page, 'Initialpasswort').fill(INITIAL_PASSWORD);
  await passwordField(page, 'Initialpasswort bestätigen').fill(INITIAL_PASSWORD);
  await expectAccessible(page);
  await saveScreenshot(page, 'company-import-report-valid');
  await page.getByRole('button', { name: '2 Mitarbeiter importieren' }).click();
  await expect(page.getByRole('status').filter({ hasText: '2 Mitarbeiter wurden importiert.' })).toBeVisible();
  await expectAccessible(page);
  await saveScreenshot(page, 'company-import-result');

  await page.getByRole('link', { name: 'Zur Mitarbeiterliste' }).click();
  await expect(page).toHaveURL(/\/dashboard\/company\/members\/list$/);
  await searchTable(page, `Import${tag}`);
  await expect(rowWith(membersGrid(page), `ida.import${tag}`)).toHaveCount(1);
  await expect(rowWith(membersGrid(page), `jan.import${tag}`)).toHaveCount(1);

  // An imported member signs in with the initial password.
  await signOut(page);
  await signIn(page, 'demo', `ida.import${tag}`, INITIAL_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard\//);
});

test('ou-admin: the members list holds only the members of the org units administered', async ({ page }) => {
  // Seed: ouadmin administers "Produktion"; Andreas Admin is in it, Lara Standort (Logistik) is not.
  await signInAs(page, 'admin');
  await openMembersList(page);
  const adminTotal = await tableTotal(page);
  await signOut(page);

  await signInAs(page, 'ouadmin');
  await openMembersList(page);
  const ouAdminTotal = await tableTotal(page);
  expect(ouAdminTotal).toBeGreaterThan(0);
  expect(ouAdminTotal).toBeLessThan(adminTotal);
  await expectAccessible(page);
  await saveScreenshot(page, 'company-members-list-ouadmin');

  await searchTable(page, 'Andreas Admin');
  await expect(rowWith(membersGrid(page), 'Admin')).toHaveCount(1);
  await searchTable(page, 'Lara Standort');
  await expect(noMatchIn(page, 'Mitarbeiterliste')).toBeVisible();

  // The org-unit filter offers only the units administered.
  await searchTable(page, '');
  await page.getByRole('combobox', { name: 'Organisationseinheit' }).click();
  await expect(page.getByRole('option', { name: 'Produktion' })).toBeVisible();
  await expect(page.getByRole('option', { name: 'Logistik' })).toHaveCount(0);
  await page.keyboard.press('Escape');
});

test('member: no company group in the sidebar, and the members list is refused', async ({ page }) => {
  await signInAs(page, 'member');
  const nav = await openSidebar(page);
  await expect(nav.getByRole('link', { name: 'Meine Übersicht' })).toBeVisible();
  await expect(nav.getByRole('button', { name: 'E-Learnings' })).toBeVisible();
  await expect(nav.getByRole('heading', { name: 'Unternehmen' })).toHaveCount(0);
  await expect(nav.getByRole('button', { name: 'Mitarbeiter' })).toHaveCount(0);
  // A bookmark opened anew: the page's guard decides before its list is asked for.
  const listRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/memberlist/getlist') listRequests.push(request.url());
  });
  await page.goto(MEMBERS_LIST);
  await expect(page.getByText('Sie haben keine Berechtigung für diese Aktion.')).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === LANDING);
  await expect(membersGrid(page)).toHaveCount(0);
  expect(listRequests).toEqual([]);
  // One message, the signed-in one: not the login page's text for a refused account.
  await expect(page.getByText('Ihr Konto ist deaktiviert oder archiviert.')).toHaveCount(0);
});

test('member groups: list and both tabs of the details are accessible', async ({ page }) => {
  await signInAs(page, 'admin');
  const nav = await openSidebar(page);
  await expect(nav.getByRole('heading', { name: 'Unternehmen' })).toBeVisible();
  await page.goto('/dashboard/company/members/group/list');
  const grid = page.getByRole('grid', { name: 'Mitarbeitergruppen' });
  await expect(grid.getByRole('gridcell', { name: 'Ersthelfer', exact: true }).first()).toBeVisible();
  await expectAccessible(page);
  await saveScreenshot(page, 'company-groups');
  await rowWith(grid, 'ersthelfer').getByRole('button', { name: 'Details' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ersthelfer' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Gruppendaten' })).toBeVisible();
  await expectAccessible(page);
  await saveScreenshot(page, 'company-group-details');
  await page.getByRole('tab', { name: 'Mitarbeiter' }).click();
  await expect(page).toHaveURL(/\/member$/);
  await expect(assignedGrid(page).getByRole('row').nth(1)).toBeVisible();
  await expectAccessible(page);
  await saveScreenshot(page, 'company-group-members');
});

test('super-admin: company settings with master data and configuration', async ({ page }) => {
  await signInAs(page, 'superadmin');
  await page.goto('/dashboard/company/settings/details');
  await expect(page.getByRole('heading', { level: 1, name: 'Unternehmenseinstellungen' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Stammdaten' })).toHaveAttribute('aria-selected', 'true');
  await expect(textbox(page, 'Firmenname')).toHaveValue('Demo GmbH');
  await expect(page.getByRole('progressbar', { name: 'Belegter Speicherplatz' })).toBeVisible();
  await expect(page.getByText(/^Speicherplatz: .+ von 2,00 GB belegt\.$/)).toBeVisible();
  await expectAccessible(page);
  await saveScreenshot(page, 'company-settings-details');
  await page.getByRole('tab', { name: 'Konfiguration' }).click();
  await expect(page).toHaveURL(/\/dashboard\/company\/settings\/configuration$/);
  await expect(page.getByRole('checkbox', { name: 'Support-Login durch Kundenberater erlauben' })).toBeVisible();
  await expectAccessible(page);
  await saveScreenshot(page, 'company-settings-configuration');

  // The admin sees the master data but not the owner's configuration tab.
  await signOut(page);
  await signInAs(page, 'admin');
  await page.goto('/dashboard/company/settings/details');
  await expect(page.getByRole('tab', { name: 'Stammdaten' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Konfiguration' })).toHaveCount(0);
  // Typed in, the configuration is a denied route like any other (docs/product.md §6): toast, then home.
  await page.goto('/dashboard/company/settings/configuration');
  await expect(page.getByText('Sie haben keine Berechtigung für diese Aktion.')).toBeVisible();
  // Home is the first page the member may open: for an admin the needs-attention page, first in the start group.
  await expect(page).toHaveURL((url) => url.pathname === ADMIN_LANDING);
});

test('ou-admin: the import page is a denied route like any other', async ({ page }) => {
  await signInAs(page, 'ouadmin');
  await page.goto('/dashboard/company/members/import');
  await expect(page.getByText('Sie haben keine Berechtigung für diese Aktion.')).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === ADMIN_LANDING);
  await expect(page.getByRole('heading', { level: 1, name: 'Mitarbeiter importieren' })).toHaveCount(0);
});

/** Opens a dialog whose action no journey needs, checks it with axe and cancels it: nothing changes. */
async function checkDialogThenCancel(page: Page, opener: Locator, name: string): Promise<void> {
  await opener.click();
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Abbrechen' }).click();
  await expect(dialog).toBeHidden();
}

test('admin: the dialogs the journeys above do not confirm are accessible too (opened, checked, cancelled)', async ({ page }) => {
  // Five pages and nine dialogs, each checked by axe.
  test.setTimeout(180_000);
  await signInAs(page, 'admin');

  // Members: reset password from the list; a member's org units: add and remove.
  await openMembersList(page);
  await searchTable(page, 'Max Mustermann');
  const max = rowWith(membersGrid(page), 'Mustermann');
  await expect(max).toHaveCount(1);
  // The row may show before the search applies (500 ms later): a click then can land on a row being replaced.
  await expect(page.getByText('1–1 von 1')).toBeVisible();
  await checkDialogThenCancel(page, max.getByRole('button', { name: 'Passwort zurücksetzen' }), 'Passwort zurücksetzen');
  await max.getByRole('button', { name: 'Details' }).click();
  await page.getByRole('tab', { name: 'Organisationseinheiten' }).click();
  const memberUnits = page.getByRole('grid', { name: 'Organisationseinheiten des Mitarbeiters' });
  const defaultUnit = rowWith(memberUnits, 'Alle Mitarbeitenden');
  await expect(defaultUnit).toHaveCount(1);
  await checkDialogThenCancel(
    page,
    page.getByRole('button', { name: 'Organisationseinheit hinzufügen' }),
    'Organisationseinheit hinzufügen',
  );
  await checkDialogThenCancel(page, defaultUnit.getByRole('button', { name: 'Entfernen' }), 'Aus Organisationseinheit entfernen');

  // Org units: copy assignments and delete from the list; remove a member on the members tab.
  await page.goto('/dashboard/company/org-units/list');
  const units = page.getByRole('grid', { name: 'Organisationseinheiten' });
  await searchTable(page, 'Produktion');
  const production = rowWith(units, 'produktion');
  await expect(production).toHaveCount(1);
  await expect(page.getByText('1–1 von 1')).toBeVisible();
  await checkDialogThenCancel(
    page,
    production.getByRole('button', { name: 'Mitarbeiterzuordnungen kopieren' }),
    'Mitarbeiterzuordnungen kopieren',
  );
  await checkDialogThenCancel(page, production.getByRole('button', { name: 'Löschen' }), 'Organisationseinheit löschen');
  await production.getByRole('button', { name: 'Details' }).click();
  await page.getByRole('tab', { name: 'Mitarbeiter' }).click();
  await checkDialogThenCancel(
    page,
    assignedGrid(page).getByRole('row').nth(1).getByRole('button', { name: 'Entfernen' }),
    'Mitarbeiter entfernen',
  );

  // Locations: two rows selected, then the bulk delete.
  await page.goto('/dashboard/company/locations/list');
  const locations = page.getByRole('grid', { name: 'Standorte' });
  for (const name of ['Werk Hamburg', 'Büro Wien']) await rowWith(locations, name).getByRole('checkbox').check();
  await checkDialogThenCancel(page, page.getByRole('button', { name: 'Auswahl löschen' }), 'Standort löschen');

  // Member groups: create and delete.
  await page.goto('/dashboard/company/members/group/list');
  const groups = page.getByRole('grid', { name: 'Mitarbeitergruppen' });
  await expect(rowWith(groups, 'ersthelfer')).toHaveCount(1);
  await checkDialogThenCancel(page, page.getByRole('button', { name: 'Mitarbeitergruppe anlegen' }), 'Mitarbeitergruppe anlegen');
  await checkDialogThenCancel(page, rowWith(groups, 'ersthelfer').getByRole('button', { name: 'Löschen' }), 'Mitarbeitergruppe löschen');
});
