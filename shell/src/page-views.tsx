// Run by the server, in a worker thread: the signed-in layout (header, sidebar, footer) of a
// page's first view, drawn on request, with the element the server writes the area's page into
// (docs/decisions/0021-signed-in-first-view.md).
import { createElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'jotai';
import { MemoryRouter } from 'react-router-dom';
import {
  DASHBOARD_PREFIX,
  FIRST_VIEW_CONTENT_ELEMENT,
  type FirstViewPart,
  type LayoutViewRequest,
} from '@compliance/shared-contracts/browser';
import { FirstViewContext } from '@compliance/shared-ui';
import { firstViewTranslations, pageViewStore, renderWithAnswers } from '@compliance/shared-ui/first-view';
import shellDe from '../i18n/de_DE.json';
import shellEn from '../i18n/en_GB.json';
import { DashboardLayout } from './layout/DashboardLayout';

/** The pages the layout is drawn for: every signed-in page below the dashboard. */
export const routes = [DASHBOARD_PREFIX];

/** The layout's first view for a member's page at `request.path` (where the area's render ended). */
export async function render(request: LayoutViewRequest): Promise<FirstViewPart> {
  const store = pageViewStore(request);
  const i18n = firstViewTranslations(request.language, 'shell', { de_DE: shellDe, en_GB: shellEn });
  const state = { licensee: request.licensee, member: request.member, staff: null, settings: null };
  const view = await renderWithAnswers(request, (path) => (
    <I18nextProvider i18n={i18n}>
      <Provider store={store}>
        <FirstViewContext.Provider value={true}>
          <MemoryRouter initialEntries={[path]}>
            <DashboardLayout
              state={state}
              areas={request.areas}
              member={request.member}
              onLogout={() => undefined}
              page={createElement(FIRST_VIEW_CONTENT_ELEMENT)}
            />
          </MemoryRouter>
        </FirstViewContext.Provider>
      </Provider>
    </I18nextProvider>
  ));
  if (!view) throw new Error(`the layout of ${request.path} redirected`);
  // The style names go along: without them the live page inserts the header's and the sidebar's
  // styles again, though the first view holds them.
  const { path: _path, ...part } = view;
  return part;
}
