import { PAGE_ANSWERS_KEEP_MS, type PageAnswer } from '@compliance/shared-contracts/browser';

// The answers the server wrote into the page (decision 0020): each is taken by the first request
// of its key within PAGE_ANSWERS_KEEP_MS of the page's start, then gone, so a later read of the
// same data (a refresh, a page opened again) asks the server.

const answers = new Map<string, unknown>();
let installedAt = 0;
let answersOnly = false;

/**
 * Keeps the page's answers for the start's requests (the shell, once, before the first request).
 * `only`: a request without an answer fails at once instead of going to the network (a first
 * view's render on the server, decision 0021, which never sends a request of its own).
 */
export function installPageAnswers(pageAnswers: readonly PageAnswer[], now = Date.now(), { only = false } = {}): void {
  answers.clear();
  for (const { key, answer } of pageAnswers) answers.set(key, answer);
  installedAt = now;
  answersOnly = only;
}

/** Whether a request the page's answers do not answer is refused ({@link installPageAnswers} `only`). */
export const onlyPageAnswers = (): boolean => answersOnly;

/** The page's answer of a request's key, taken (a second request of the key goes to the server); undefined when there is none. */
export function takePageAnswer(key: string, now = Date.now()): { answer: unknown } | undefined {
  if (!answers.has(key)) return undefined;
  const answer = answers.get(key);
  answers.delete(key);
  return now - installedAt <= PAGE_ANSWERS_KEEP_MS ? { answer } : undefined;
}
