import { expect, type Page } from '@playwright/test';
import { generatePackage, sequencedCourse2004 } from '@compliance/api/test-packages';
import { createFreshMember, ownCourseFor } from '../support/api';
import { freshTag } from '../support/company';
import { test } from '../support/settle';
import { LANDING_PAGE, expectAccessible, saveScreenshot, signInAndLand } from '../support/ui';

/*
 * A sequenced SCORM 2004 course (issue 70, docs/decisions/0016): three lessons and a test in
 * forwardOnly flow without choice. A lesson completed continues by its post-condition rule; the content's own
 * "continue" request is carried out; the test passed ends the course, judged at its root.
 */

const MY_ELEARNINGS = '/dashboard/apps/elearnings/my-elearnings';
const FLOW = ['lesson-1', 'lesson-2', 'lesson-3', 'test'];

test('member: plays a sequenced SCORM 2004 course: rules lead on, its requests are followed, it resumes where it was left', async ({
  page,
}) => {
  test.slow();
  const tag = freshTag();
  const title = `Erste Hilfe sequenziert ${tag}`;
  const learner = await createFreshMember(`sequenz.${tag}`, 'Sequenz');
  await ownCourseFor(learner, title, await generatePackage(sequencedCourse2004('forwardOnly')));

  await signInAndLand(page, 'demo', learner.username, learner.password, LANDING_PAGE);
  await page.goto(MY_ELEARNINGS);
  const card = (p: Page) => p.getByRole('region', { name: 'Meine E-Learning-Aufgaben' }).getByRole('article').filter({ hasText: title });
  await card(page).getByRole('button', { name: 'Starten' }).click();
  const contents = page.getByRole('navigation', { name: 'Inhaltsverzeichnis' });
  const course = page.frameLocator(`iframe[title="Kursinhalt: ${title}"]`).frameLocator('iframe');
  // The player's position first: once it shows the part, the frames of the part before are gone.
  const showing = async (sco: string) => {
    await expect(page.getByText(`${FLOW.indexOf(sco) + 1} von 4`, { exact: true })).toBeVisible();
    await expect(course.getByRole('heading', { level: 1, name: sco })).toBeVisible();
  };

  // The course's flow starts at its first lesson; its parts are not chosen, they follow in order.
  await showing('lesson-1');
  await expect(page.getByRole('button', { name: 'Zurück' })).toBeDisabled();
  await expect(contents.getByRole('button', { name: /Abschlusstest/ })).toBeDisabled();

  // Completed, a lesson continues by its post-condition rule; the content's "continue" is carried out.
  await course.getByRole('button', { name: 'Abschließen' }).click();
  await showing('lesson-2');
  await expect(contents.getByRole('button', { name: /Lektion 1/ })).toContainText('Abgeschlossen');
  // Forward only: no way back.
  await expect(page.getByRole('button', { name: 'Zurück' })).toBeDisabled();
  await expect(contents.getByRole('button', { name: /Lektion 1/ })).toBeDisabled();
  await course.getByRole('button', { name: 'Weiter' }).click();
  await showing('lesson-3');
  await expectAccessible(page);
  await saveScreenshot(page, 'elearning-sequenced-player');

  // Left half-way, the attempt opens again at the lesson it was left on.
  await page.getByRole('button', { name: 'Beenden' }).click();
  await expect(page).toHaveURL(new RegExp(`${MY_ELEARNINGS}$`));
  await card(page).getByRole('button', { name: 'Fortsetzen' }).click();
  await showing('lesson-3');

  // Passed, the last lesson leads on to the test; the test passed ends the course.
  await course.getByRole('button', { name: 'Test bestehen' }).click();
  await showing('test');
  await course.getByRole('button', { name: 'Test bestehen' }).click();
  await expect(page).toHaveURL(new RegExp(`${MY_ELEARNINGS}$`));
  await expect(page.getByRole('button', { name: 'Erledigt 1' })).toBeVisible();
});
