// Async start-up: shared singletons are negotiated before any of them is imported.
//
// The start's modules are evaluated in stages, each in a task of its own (React's renderer, then
// shared-ui's core with MUI and emotion, then the shell): evaluated at once they held a phone's
// main thread for one long task, which counts against the page's Total Blocking Time. Their files
// are preloaded by the page, so a stage waits for no download the next one would not also wait for.
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function startInStages(): Promise<void> {
  await import('react-dom/client');
  await nextTask();
  await import('@compliance/shared-ui');
  await nextTask();
  await import('./bootstrap');
}

void startInStages();
