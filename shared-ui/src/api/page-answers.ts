import { PAGE_ANSWERS_KEEP_MS, type PageAnswer } from '@compliance/shared-contracts/browser';

// The answers the server wrote into the page (decision 0020): each is taken by the first request
// of its key within PAGE_ANSWERS_KEEP_MS of the page's start, then gone, so a later read of the
// same data (a refresh, a page opened again) asks the server.

const answers = new Map<string, unknown>();
let installedAt = 0;

/** Keeps the page's answers for the start's requests (the shell, once, before the first request). */
export function installPageAnswers(pageAnswers: readonly PageAnswer[], now = Date.now()): void {
  answers.clear();
  for (const { key, answer } of pageAnswers) answers.set(key, answer);
  installedAt = now;
}

/** The page's answer of a request's key, taken (a second request of the key goes to the server); undefined when there is none. */
export function takePageAnswer(key: string, now = Date.now()): { answer: unknown } | undefined {
  if (!answers.has(key)) return undefined;
  const answer = answers.get(key);
  answers.delete(key);
  return now - installedAt <= PAGE_ANSWERS_KEEP_MS ? { answer } : undefined;
}
