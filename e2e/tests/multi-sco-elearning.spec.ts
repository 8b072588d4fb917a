import { expect } from '@playwright/test';
import { generatePackage, multiScoCourse12 } from '@compliance/api/test-packages';
import { MY_ELEARNINGS, startGeneratedCourse } from '../support/player';
import { test } from '../support/settle';
import { expectAccessible, saveScreenshot, signInAndLand, signOut } from '../support/ui';

/*
 * A course of many SCOs (issue 70), as authoring tools export long courses: SCORM 1.2 with 20
 * lessons in four chapters (one hidden from the contents, one launched with parameters), a
 * handout and a quiz. Each SCO is a page of the generated package that finds the runtime as
 * content does and completes, passes or finishes on its buttons.
 */

/** The flow of the course: every lesson in order (the hidden one too), the handout, the quiz. */
const FLOW = [...[1, 2, 3, 4].flatMap((chapter) => [1, 2, 3, 4, 5].map((lesson) => `lesson-${chapter}-${lesson}`)), 'handout', 'quiz'];

test('member: plays a SCORM 1.2 course of 22 parts: contents, next, a choice, leaves half-way, resumes at the same lesson, completes it; the admin reads the attempt', async ({
  page,
}) => {
  test.slow();
  const { card, contents, course, showing, elearningUuid, learner } = await startGeneratedCourse(
    page,
    {
      title: 'Brandschutz ausführlich',
      zip: await generatePackage(multiScoCourse12()),
      flow: FLOW,
      headingOf: (sco) => (sco === 'handout' ? 'Material' : sco),
      durationMinutes: 60,
    },
    { username: 'kapitel', firstName: 'Kapitel' },
  );

  await showing('lesson-1-1');
  await expect(contents.getByRole('button', { name: /Lektion 1\.1/ })).toHaveAttribute('aria-current', 'step');
  await expect(contents.getByRole('button', { name: /Lektion 2\.5/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Zurück' })).toBeDisabled();

  // A lesson that completes hands over to the next; the contents show what is done.
  await course.getByRole('button', { name: 'Abschließen' }).click();
  await showing('lesson-1-2');
  await expect(contents.getByRole('button', { name: /Lektion 1\.1/ })).toContainText('Abgeschlossen');
  await page.getByRole('button', { name: 'Weiter' }).click();
  await showing('lesson-1-3');

  // A choice from the contents, launched with its item's parameters.
  await contents.getByRole('button', { name: /Lektion 3\.1/ }).click();
  await showing('lesson-3-1');
  await expect(course.locator('#query')).toHaveText('?sco=lesson-3-1&mode=review&page=1');
  await expectAccessible(page);
  await saveScreenshot(page, 'elearning-multi-sco-player');

  await page.setViewportSize({ width: 390, height: 844 });
  const toggle = page.getByRole('button', { name: 'Inhaltsverzeichnis anzeigen' });
  await expect(contents.getByRole('button', { name: /Lektion 3\.1/ })).toBeHidden();
  await toggle.click();
  await expect(page.getByRole('button', { name: 'Inhaltsverzeichnis ausblenden' })).toHaveAttribute('aria-expanded', 'true');
  await expect(contents.getByRole('button', { name: /Lektion 3\.1/ })).toBeVisible();
  await expectAccessible(page);
  await saveScreenshot(page, 'elearning-multi-sco-player-phone');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1280, height: 800 });

  // Left half-way, the attempt opens again at the lesson it was left on.
  await page.getByRole('button', { name: 'Beenden' }).click();
  await expect(page).toHaveURL(new RegExp(`${MY_ELEARNINGS}$`));
  await card(page).getByRole('button', { name: 'Fortsetzen' }).click();
  await showing('lesson-3-1');

  // The rest in the course's flow: each lesson completes, the handout is shown, the quiz passed.
  await contents.getByRole('button', { name: /Lektion 1\.1/ }).click();
  for (const sco of FLOW) {
    await showing(sco);
    if (sco === 'handout') await page.getByRole('button', { name: 'Weiter' }).click();
    else await course.getByRole('button', { name: sco === 'quiz' ? 'Test bestehen' : 'Abschließen' }).click();
  }
  // The last part finished ends the player; the task is done.
  await expect(page).toHaveURL(new RegExp(`${MY_ELEARNINGS}$`));
  await expect(page.getByRole('button', { name: 'Erledigt 1' })).toBeVisible();

  // The admin reads the attempt: each lesson's status, the quiz's answer and objective, and the
  // mark of a course of an hour done in a fraction of that.
  await signOut(page);
  await signInAndLand(page, 'demo', 'admin');
  await page.goto(`/dashboard/apps/elearnings/catalog/details/${elearningUuid}/analytics`);
  const attempts = page.getByRole('grid', { name: 'Versuche an diesem E-Learning' });
  const row = attempts.getByRole('row').filter({ hasText: `${learner.lastName}, ${learner.firstName}` });
  await expect(row).toContainText('auffällig schnell');
  await row.getByRole('button', { name: 'Versuch ansehen' }).click();
  const record = page.getByRole('dialog', { name: `Versuch von ${learner.firstName} ${learner.lastName}` });
  await expect(record.getByRole('alert')).toContainText('Auffällig schnell: abgeschlossen nach 0:0');
  await expect(record.getByRole('region')).toHaveCount(22);
  // Lesson 3.1 was open while the contents were checked and shown on a phone: seconds, not none.
  const lesson = record.getByRole('region', { name: 'Lektion 3.1' });
  await expect(lesson).toContainText('Abgeschlossen');
  await expect(lesson).toContainText(/Zeit0:00:(0[1-9]|[1-5]\d)/);
  const quiz = record.getByRole('region', { name: 'Abschlusstest' });
  await expect(quiz).toContainText('Bestanden');
  await expect(quiz).toContainText('brandklassen: Abgeschlossen · Bestanden');
  await expect(quiz).toContainText('AntwortbRichtige AntwortbErgebnisRichtigArtAuswahlBedenkzeit0:00:05');
  await expectAccessible(page, 'attempt');
  await saveScreenshot(page, 'elearning-attempt-record', { fullPage: false });
  await page.setViewportSize({ width: 390, height: 844 });
  await quiz.scrollIntoViewIfNeeded();
  await saveScreenshot(page, 'elearning-attempt-record-phone', { fullPage: false });
});
