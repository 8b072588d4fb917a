import { expect } from '@playwright/test';
import { test } from '../support/settle';
import { createFreshMember } from '../support/api';
import { freshTag } from '../support/company';
import {
  DEMO_PASSWORD,
  LANDING_PAGE,
  expectAccessible,
  passwordInput,
  saveScreenshot,
  signIn,
  signInAndLand,
  signOut,
} from '../support/ui';

test('profile: change the password, then sign in with it', async ({ page }) => {
  const account = await createFreshMember(`profil.${freshTag()}`, 'Oskar');
  await signInAndLand(page, 'demo', account.username, account.password, LANDING_PAGE);
  await page.getByRole('link', { name: 'Profil' }).click();
  await expect(page).toHaveURL(/\/dashboard\/profile\/details$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Profil' })).toBeVisible();
  await expect(page).toHaveTitle('Profil - Demo Licensee');
  await expect(page.getByRole('textbox', { name: 'Vorname' })).toHaveValue('Oskar');
  await expectAccessible(page);
  await saveScreenshot(page, 'profile');
  await page.getByRole('tab', { name: 'Organisationseinheiten' }).click();
  await expect(page.getByRole('gridcell', { name: 'Alle Mitarbeitenden' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('tab', { name: 'Sicherheit' }).click();
  await expect(page).toHaveURL(/\/dashboard\/profile\/security$/);
  await expectAccessible(page);
  await passwordInput(page, 'Aktuelles Passwort').fill(account.password);
  await passwordInput(page, 'Neues Passwort').fill(account.password);
  await passwordInput(page, 'Neues Passwort bestätigen').fill(account.password);
  await page.getByRole('button', { name: 'Passwort ändern' }).click();
  await expect(page.getByText(/dürfen nicht übereinstimmen/).first()).toBeVisible();
  // A password the policy accepts but everyone uses: the meter says so, the server refuses it.
  await passwordInput(page, 'Neues Passwort').fill('Sommer2026!');
  await passwordInput(page, 'Neues Passwort bestätigen').fill('Sommer2026!');
  await expect(page.getByRole('progressbar', { name: 'Passwortstärke' })).toBeVisible();
  await expect(page.getByText(/^Passwortstärke: (sehr schwach|schwach|mittel)$/)).toBeVisible();
  await page.getByRole('button', { name: 'Passwort ändern' }).click();
  await expect(
    page.getByText('Dieses Passwort ist zu verbreitet und leicht zu erraten. Bitte wählen Sie ein anderes.').first(),
  ).toBeVisible();
  await expectAccessible(page, 'password-strength');
  await saveScreenshot(page, 'profile-password-strength');
  await passwordInput(page, 'Neues Passwort').fill('Changed-Passw0rd!');
  await passwordInput(page, 'Neues Passwort bestätigen').fill('Changed-Passw0rd!');
  // Edited, the form drops the refusal above it and, 150 ms after the last key stroke, the meter
  // drops its warning below the field: each moves the button up, and a click aimed while it moves
  // lands beside it (seen in CI), so the click waits for the form and the meter as edited.
  await expect(page.getByText('Dieses Passwort ist zu verbreitet und leicht zu erraten. Bitte wählen Sie ein anderes.')).toHaveCount(0);
  await expect(page.getByText(/^Passwortstärke: (stark|sehr stark)$/)).toBeVisible();
  await page.getByRole('button', { name: 'Passwort ändern' }).click();
  await expect(page.getByText('Ihr Passwort wurde geändert.')).toBeVisible();
  // A write answering success: true shows the save toast (docs/product.md §7).
  await expect(page.getByText('Erfolgreich gespeichert.')).toBeVisible();
  await signOut(page);
  await signIn(page, 'demo', account.username, 'Changed-Passw0rd!');
  await expect(page).toHaveURL(/\/dashboard\//);
});

test('profile: change the username after the availability check, then sign in with it', async ({ page }) => {
  const tag = freshTag();
  const account = await createFreshMember(`name.${tag}`, 'Nora');
  await signIn(page, 'demo', account.username, account.password);
  await expect(page).toHaveURL(/\/dashboard\//);
  await page.goto('/dashboard/profile/security');
  const newUsername = page.getByRole('textbox', { name: 'Neuer Benutzername' });
  await newUsername.fill('admin');
  await newUsername.blur();
  await expect(page.getByText('Dieser Benutzername ist bereits vergeben.').first()).toBeVisible();
  await newUsername.fill(`umbenannt.${tag}`);
  await expect(page.getByText('Dieser Benutzername ist verfügbar.')).toBeVisible();
  await passwordInput(page, 'Passwort zur Bestätigung').fill(account.password);
  await page.getByRole('button', { name: 'Benutzername ändern' }).click();
  await expect(page.getByText('Ihr Benutzername wurde geändert.')).toBeVisible();
  await signOut(page);
  await signIn(page, 'demo', `umbenannt.${tag}`, account.password);
  await expect(page).toHaveURL(/\/dashboard\//);
});

test('profile: language and theme switch apply at once and are kept', async ({ page }) => {
  await signIn(page, 'acme', 'admin');
  await expect(page).toHaveURL(/\/dashboard\//);
  await page.goto('/dashboard/profile/settings');
  await expect(page.getByRole('radio', { name: 'Dunkel' })).toBeVisible();
  await expectAccessible(page);
  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const lightBackground = await background();
  await page.getByRole('radio', { name: 'Dunkel' }).check();
  await expect.poll(background).not.toBe(lightBackground);
  await page.getByRole('radio', { name: 'Englisch' }).check();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Appearance and language' })).toBeVisible();
  // The toasts of both saves, still open, speak the page's new language.
  await expect(page.getByRole('status').filter({ hasText: 'Saved successfully.' }).first()).toBeVisible();
  await expect(page.getByText('Erfolgreich gespeichert.')).toHaveCount(0);
  await saveScreenshot(page, 'profile-settings-dark-english');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await expect.poll(background).not.toBe(lightBackground);
  // The page has read the saved choice too before it is left: a click while it still renders its
  // first answer was lost under load (the logout was never asked for).
  await expect(page.getByRole('radio', { name: 'Dark' })).toBeChecked();
  const darkBackground = await background();

  // Signed out, the login page follows the browser again; signing in applies the saved choice
  // at once, without a reload.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('button', { name: 'Anmelden' })).toBeVisible();
  await expect.poll(background).toBe(lightBackground);
  await page.getByRole('textbox', { name: 'Benutzername' }).fill('admin');
  await passwordInput(page).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await expect.poll(background).toBe(darkBackground);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});
