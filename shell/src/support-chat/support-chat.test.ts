import { applyChatVisibility, isChatHidden, loadSupportChat, ZENDESK_SNIPPET_URL } from './support-chat';

describe('support chat', () => {
  it('loads the widget only with a key, and once', () => {
    expect(loadSupportChat(null)).toBe(false);
    expect(document.getElementById('ze-snippet')).toBeNull();
    expect(loadSupportChat('abc key')).toBe(true);
    expect(loadSupportChat('abc key')).toBe(true);
    const scripts = document.querySelectorAll('script#ze-snippet');
    expect(scripts).toHaveLength(1);
    expect((scripts[0] as HTMLScriptElement).src).toBe(`${ZENDESK_SNIPPET_URL}?key=abc%20key`);
  });

  const printPages = [
    '/dashboard/apps/elearnings/certificate/:resultUuid',
    '/dashboard/apps/risk-assessments/evaluation/details/:uuid/risk-action-list',
  ];
  it('hides on the print pages the areas name (certificates, the risk-action export) and outside the dashboard', () => {
    expect(isChatHidden('/dashboard/apps/elearnings/certificate/123', printPages)).toBe(true);
    expect(isChatHidden('/dashboard/apps/risk-assessments/evaluation/details/abc/risk-action-list', printPages)).toBe(true);
    expect(isChatHidden('/auth/login', printPages)).toBe(true);
    expect(isChatHidden('/dashboard/start/overview', printPages)).toBe(false);
    expect(isChatHidden('/dashboard/apps/risk-assessments/evaluation/details/abc/risks', printPages)).toBe(false);
    expect(isChatHidden('/dashboard/apps/elearnings/certificate/123')).toBe(false);
  });

  it('tells the widget to hide or show', () => {
    const calls: string[] = [];
    const win = { zE: (_scope: string, command: string) => calls.push(command) } as unknown as Window;
    applyChatVisibility('/dashboard/start/overview', printPages, win);
    applyChatVisibility('/dashboard/apps/elearnings/certificate/1', printPages, win);
    expect(calls).toEqual(['show', 'hide']);
  });
});
