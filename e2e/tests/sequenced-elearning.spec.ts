import { expect } from '@playwright/test';
import { generatePackage, sequencedCourse2004 } from '@compliance/api/test-packages';
import { MY_ELEARNINGS, startGeneratedCourse } from '../support/player';
import { test } from '../support/settle';
import { expectAccessible, saveScreenshot } from '../support/ui';

/*
 * A sequenced SCORM 2004 course (issue 70, docs/decisions/0016): three lessons and a test in
 * forwardOnly flow without choice. A lesson completed continues by its post-condition rule; the
 * content's own "continue" request is carried out; the test passed ends the course, judged at its
 * root.
 */

const FLOW = ['lesson-1', 'lesson-2', 'lesson-3', 'test'];

test('member: plays a sequenced SCORM 2004 course: rules lead on, its requests are followed, it resumes where it was left', async ({
  page,
}) => {
  test.slow();
  const { card, contents, course, showing } = await startGeneratedCourse(
    page,
    { title: 'Erste Hilfe sequenziert', zip: await generatePackage(sequencedCourse2004('forwardOnly')), flow: FLOW },
    { username: 'sequenz', firstName: 'Sequenz' },
  );

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
