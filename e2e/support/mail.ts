import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';

/** The link of the newest password-reset mail to a demo user in the server's outbox, or ''. */
function newestResetLink(recipient: string): string {
  const outbox = join(process.env.E2E_DATA_DIR!, 'outbox');
  let files: string[] = [];
  try {
    files = readdirSync(outbox).filter((name) => name.includes(`${recipient}@`));
  } catch {
    return '';
  }
  // The newest mail with a reset link: the server's reminders go to the same outbox.
  const newestFirst = files.sort(
    (a, b) => Number(b.split('-')[0]) - Number(a.split('-')[0]) || Number(b.split('-')[1]) - Number(a.split('-')[1]),
  );
  for (const name of newestFirst) {
    // Undo the quoted-printable soft breaks and '=' escapes of the .eml text.
    const text = readFileSync(join(outbox, name), 'utf8')
      .replace(/=\r?\n/g, '')
      .replace(/=3D/g, '=');
    const link = /(http:\/\/localhost:\d+\/auth\/reset-password\/[a-z0-9-]+\?token=[A-Za-z0-9_-]+)/.exec(text)?.[1];
    if (link) return link;
  }
  return '';
}

/** Waits for the password-reset mail to a demo user in the server's outbox and returns its link. */
export async function waitForResetLink(recipient: string): Promise<string> {
  let link = '';
  await expect.poll(() => (link = newestResetLink(recipient))).not.toBe('');
  return link;
}
