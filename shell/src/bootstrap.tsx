import { createRoot } from 'react-dom/client';
import { App } from './App';
import { probeRemotes, registerRemotesFromServer } from './federation/register-remotes';
import { browserLanguage, initI18n } from './i18n/i18n';
import { loadStartupState } from './startup/startup';
import { readShellPageData } from './startup/page-data';
import { installHttpHandling } from './startup/http-handling';

async function start(): Promise<void> {
  installHttpHandling();
  const root = createRoot(document.getElementById('root')!);
  const pageData = readShellPageData();
  const [state] = await Promise.all([
    loadStartupState(pageData?.licensee),
    registerRemotesFromServer(pageData?.remotes).then(() => probeRemotes()),
  ]);
  await initI18n(state.settings?.languageCode ?? browserLanguage());
  root.render(<App state={state} />);
}

start().catch((error: unknown) => {
  console.error(error);
  document.getElementById('root')!.innerHTML =
    '<main style="font-family:sans-serif;padding:2rem"><h1>Dashboard</h1><p>Das Dashboard konnte nicht gestartet werden. / The dashboard could not start.</p><p><a href="">Neu laden / Reload</a></p></main>';
});
