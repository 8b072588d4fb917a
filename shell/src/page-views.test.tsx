/**
 * @jest-environment node
 */
// In Node, as the server's worker runs it (docs/decisions/0021-signed-in-first-view.md).
import { FIRST_VIEW_CONTENT_ELEMENT, permissionsForRole } from '@compliance/shared-contracts/browser';
import { testLicenseeConfig, testMemberState } from '@compliance/shared-ui/testing';
import { SPEC_AREAS } from './navigation/test-fixtures';
import { render, routes } from './page-views';

const member = {
  ...testMemberState({ permissions: permissionsForRole('member'), details: { firstName: 'Özlem', lastName: 'Yılmaz' } }),
  featureFlags: { elearnings: true, riskAssessments: true, templates: true, calendar: true },
};
const layout = (mobile: boolean, colourScheme: 'system' | 'light' = 'system') =>
  render({
    path: '/dashboard/apps/elearnings/my-elearnings',
    language: 'de_DE',
    licensee: testLicenseeConfig(),
    member,
    colourScheme,
    mobile,
    answers: [],
    areas: SPEC_AREAS,
  });

describe('the layout of a first view', () => {
  it('draws the header of the member and the slot of the page in the content', async () => {
    const { markup, css } = await layout(true);
    expect(routes).toEqual(['/dashboard']);
    expect(markup).toContain('>ÖY</div>');
    expect(markup).toMatch(
      new RegExp(`<main[^>]*id="main-content"[^>]*><${FIRST_VIEW_CONTENT_ELEMENT}></${FIRST_VIEW_CONTENT_ELEMENT}></main>`),
    );
    expect(css.length).toBeGreaterThan(0);
  });

  it("holds the sidebar's entries beside the page on a desktop, the page's marked, and none on a phone (its menu)", async () => {
    const desktop = (await layout(false)).markup;
    expect(desktop).toMatch(/<a[^>]*href="\/dashboard\/apps\/elearnings\/my-elearnings"[^>]*aria-current="page"/);
    expect((await layout(true)).markup).not.toContain('href="/dashboard/apps/elearnings/my-elearnings"');
  });

  it("names every style of a known mode, so the live page's emotion takes them as inserted", async () => {
    const { markup, css, styleNames } = await layout(true, 'light');
    const usedClasses = new Set([...markup.matchAll(/\bcss-([\w-]+)/g)].map(([, name]) => name));
    expect(usedClasses.size).toBeGreaterThan(10);
    for (const name of usedClasses) {
      expect(styleNames).toContain(name);
      expect(css).toContain(`.css-${name}`);
    }
    expect((await layout(true)).styleNames).toBeUndefined();
  });
});
