// Async start-up: shared singletons are negotiated before any of them is imported.
//
// The start's modules are evaluated in stages, each in a task of its own: React's renderer, then
// the styling (emotion and MUI's theme), the strings (i18next), the data hooks (SWR, jotai, forms),
// shared-ui's core, and the shell. Evaluated at once they held a phone's main thread for one long
// task, which counts against the page's Total Blocking Time; a stage is kept to about what a phone
// evaluates within 50 ms. Their files are preloaded by the page, so a stage waits for no download
// the next one would not also wait for.
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const STAGES: readonly (() => Promise<unknown>)[] = [
  () => import('react-dom/client'),
  () => Promise.all([import('@emotion/react'), import('@emotion/styled')]),
  () => import('@mui/material/styles'),
  () => Promise.all([import('i18next'), import('react-i18next')]),
  () => Promise.all([import('swr'), import('jotai'), import('final-form'), import('react-final-form')]),
  () => import('@compliance/shared-ui'),
  () => import('./bootstrap'),
];

async function startInStages(): Promise<void> {
  for (const [index, stage] of STAGES.entries()) {
    if (index > 0) await nextTask();
    await stage();
  }
}

void startInStages();
