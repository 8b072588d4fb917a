import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { DASHBOARD_PREFIX, type MemberState } from '@compliance/shared-contracts/browser';
import { installPageAnswers } from '@compliance/shared-ui';
import { App, loadDashboardLayout } from './App';
import { probeRemotes, registerRemotesFromServer } from './federation/register-remotes';
import { loadAreaOf, startAreaLoad } from './federation/area-loads';
import { browserLanguage, initI18n, prefetchStrings } from './i18n/i18n';
import { loadStartupState } from './startup/startup';
import { readShellPageData, startAtFirstViewPath } from './startup/page-data';
import { applyMemberState, installHttpHandling } from './startup/http-handling';
import { carryOverFirstView } from './startup/first-view-handover';

/** How long a signed-in start waits for the page's layout and area before it draws without them. */
const AREA_WAIT_MS = 1000;
const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function start(): Promise<void> {
  installHttpHandling();
  prefetchStrings();
  const rootElement = document.getElementById('root')!;
  carryOverFirstView(rootElement);
  const root = createRoot(rootElement);
  const pageData = readShellPageData();
  startAtFirstViewPath(pageData);
  // The first reads the server answered into the page (decision 0020) are taken from it.
  installPageAnswers(pageData?.answers ?? []);
  const registered = registerRemotesFromServer(pageData?.remotes);
  // Signed in, the page's area starts loading at once (its data needs the session). The member's
  // state goes into the store first: the page's first request is sent only when the member may
  // read it, and an error it meets is told as to someone signed in.
  const startPageArea = (member: MemberState) => {
    applyMemberState(member);
    void registered.then(() => startAreaLoad(window.location.pathname));
  };
  // /dashboard leads to an area that is deployed: it asks the remotes' manifests, as early as it can.
  // No other page waits for them (HomeRedirect).
  if (window.location.pathname.replace(/\/$/, '') === DASHBOARD_PREFIX) void registered.then(() => probeRemotes());
  const [state, areas] = await Promise.all([loadStartupState(pageData?.licensee, startPageArea), registered]);
  await initI18n(state.settings?.languageCode ?? browserLanguage());
  // Signed in, the page draws once its layout and area are there (each suspension would show a
  // fallback and hold back the page behind it), though not later than AREA_WAIT_MS: a slow or
  // missing remote then shows its loader or error panel inside the layout.
  if (state.member)
    await Promise.race([
      Promise.all([loadDashboardLayout(), loadAreaOf(window.location.pathname)]).catch(() => undefined),
      delay(AREA_WAIT_MS),
    ]);
  // A transition: React renders the first view in slices and lets the browser in between, so a
  // phone's main thread has no task of the whole render (Total Blocking Time) before the first input.
  startTransition(() => root.render(<App state={state} areas={areas} />));
}

start().catch((error: unknown) => {
  console.error(error);
  document.getElementById('root')!.innerHTML =
    '<main style="font-family:sans-serif;padding:2rem"><h1>Dashboard</h1><p>Das Dashboard konnte nicht gestartet werden. / The dashboard could not start.</p><p><a href="">Neu laden / Reload</a></p></main>';
});
