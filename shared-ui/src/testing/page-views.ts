import type { AreaDescriptionSource, MemberState, PageAnswer, PageView, PageViewsModule } from '@compliance/shared-contracts/browser';
import { testLicenseeConfig } from './licensee-config';

/**
 * Renders one route of an area's page views as the server's worker would (decision 0021), for a
 * member on a phone in German with the page's `answers`; fails when the area draws no first view.
 */
export async function renderPageViewOf(
  module: PageViewsModule,
  path: string,
  member: MemberState,
  answers: PageAnswer[],
): Promise<PageView> {
  const view = await module.render({
    path,
    language: 'de_DE',
    licensee: testLicenseeConfig(),
    member,
    colourScheme: 'system',
    mobile: true,
    answers,
  });
  if (!view) throw new Error(`${path} has no first view`);
  return view;
}

/** The routes an area draws first views of without declaring their first requests (the page would carry no data for them). */
export function routesWithoutFirstRequests(module: PageViewsModule, description: Pick<AreaDescriptionSource, 'firstRequests'>): string[] {
  const declared = new Set((description.firstRequests ?? []).map(({ route }) => route));
  return module.routes.filter((route) => !declared.has(route));
}
