import { expect, type Page } from '@playwright/test';
import { createFreshMember, ownCourseFor } from './api';
import { freshTag } from './company';
import { LANDING_PAGE, signInAndLand } from './ui';

/** The member's E-Learnings, where the player starts and ends. */
export const MY_ELEARNINGS = '/dashboard/apps/elearnings/my-elearnings';

/** A generated course to play: its title (a fresh tag is added), the package, and its launchable parts in order. */
export interface GeneratedCourse {
  title: string;
  zip: Buffer;
  flow: readonly string[];
  /** The heading a part's page shows; its id unless said otherwise. */
  headingOf?: (part: string) => string;
  /** The duration the course states, in minutes; 5 unless said otherwise. */
  durationMinutes?: number;
}

/**
 * Gives a fresh member `course` as an own course of the company, signs them in and starts it in
 * the player. Answers the course's card on My E-Learnings, the player's contents, the course's
 * page inside the launcher, and `showing(part)`, which waits for the player's position before it
 * looks into the frames: once it shows the part, the frames of the part before are gone (a frame
 * that goes away while Playwright looks into it ends the look with "page closed"). Also answers
 * the E-Learning's uuid and the learner, for the admin's look at the attempt.
 */
export async function startGeneratedCourse(page: Page, course: GeneratedCourse, member: { username: string; firstName: string }) {
  const tag = freshTag();
  const title = `${course.title} ${tag}`;
  const learner = await createFreshMember(`${member.username}.${tag}`, member.firstName);
  const elearningUuid = await ownCourseFor(learner, title, course.zip, course.durationMinutes);
  await signInAndLand(page, 'demo', learner.username, learner.password, LANDING_PAGE);
  await page.goto(MY_ELEARNINGS);
  const card = (p: Page) => p.getByRole('region', { name: 'Meine E-Learning-Aufgaben' }).getByRole('article').filter({ hasText: title });
  await card(page).getByRole('button', { name: 'Starten' }).click();
  const content = page.frameLocator(`iframe[title="Kursinhalt: ${title}"]`).frameLocator('iframe');
  const showing = async (part: string) => {
    await expect(page.getByText(`${course.flow.indexOf(part) + 1} von ${course.flow.length}`, { exact: true })).toBeVisible();
    await expect(content.getByRole('heading', { level: 1, name: course.headingOf?.(part) ?? part })).toBeVisible();
  };
  return {
    card,
    contents: page.getByRole('navigation', { name: 'Inhaltsverzeichnis' }),
    course: content,
    showing,
    elearningUuid,
    learner,
  };
}
