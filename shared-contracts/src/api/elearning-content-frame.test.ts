import { CONTENT_FRAME_CHANNEL, isLauncherMessage, isPlayerLaunchMessage } from './elearning-content-frame';

describe('the content frame messages', () => {
  it("takes the launcher's ready, commit and finished messages", () => {
    expect(isLauncherMessage({ channel: CONTENT_FRAME_CHANNEL, type: 'ready' })).toBe(true);
    expect(isLauncherMessage({ channel: CONTENT_FRAME_CHANNEL, type: 'finished' })).toBe(true);
    expect(
      isLauncherMessage({ channel: CONTENT_FRAME_CHANNEL, type: 'commit', params: { 'cmi.core.lesson_location': '2' }, last: false }),
    ).toBe(true);
  });

  it('ignores messages of another channel, of another type or of another shape', () => {
    expect(isLauncherMessage({ type: 'ready' })).toBe(false);
    expect(isLauncherMessage({ channel: 'other', type: 'ready' })).toBe(false);
    expect(isLauncherMessage({ channel: CONTENT_FRAME_CHANNEL, type: 'navigate' })).toBe(false);
    expect(isLauncherMessage({ channel: CONTENT_FRAME_CHANNEL, type: 'commit', params: [], last: false })).toBe(false);
    expect(isLauncherMessage({ channel: CONTENT_FRAME_CHANNEL, type: 'commit', params: {}, last: 'yes' })).toBe(false);
    expect(isLauncherMessage('ready')).toBe(false);
    expect(isLauncherMessage(null)).toBe(false);
  });

  it('takes a launch of a known SCORM version with text values, a title, a language tag and an entry address only', () => {
    const launch = {
      channel: CONTENT_FRAME_CHANNEL,
      type: 'launch',
      scormVersion: '2004',
      cmi: { 'cmi.entry': 'resume' },
      title: 'Brandschutz',
      language: 'de',
    };
    expect(isPlayerLaunchMessage(launch)).toBe(true);
    expect(isPlayerLaunchMessage({ ...launch, scormVersion: '1.3' })).toBe(false);
    expect(isPlayerLaunchMessage({ ...launch, cmi: { 'cmi.entry': 1 } })).toBe(false);
    expect(isPlayerLaunchMessage({ ...launch, channel: 'other' })).toBe(false);
    expect(isPlayerLaunchMessage({ ...launch, language: 'de" onload="x' })).toBe(false);
    expect(isPlayerLaunchMessage({ ...launch, title: undefined })).toBe(false);
    expect(isPlayerLaunchMessage({ ...launch, entry: '/elearning/token/sco.html?sco=2' })).toBe(true);
    expect(isPlayerLaunchMessage({ ...launch, entry: 42 })).toBe(false);
  });
});
