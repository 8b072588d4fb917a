import { ROLE_PERMISSIONS, areaLinks, resolveAreaDescription } from '@compliance/shared-contracts/browser';
import de_DE from '../i18n/de_DE.json';
import en_GB from '../i18n/en_GB.json';
import { areaDescription } from './area-description';

it("fills the start group, first in the sidebar, with the admins' needs-attention page, the overview and the infopoint, and adds the templates and the calendar to the apps group, in both languages", () => {
  const description = resolveAreaDescription(areaDescription, { de_DE, en_GB });
  expect(description.title).toEqual({ de_DE: 'Start', en_GB: 'Start' });
  expect(description.mounts).toEqual([
    { prefix: '/dashboard/start', layout: 'dashboard' },
    { prefix: '/dashboard/apps/templates', layout: 'dashboard' },
    { prefix: '/dashboard/apps/calendar', layout: 'dashboard' },
  ]);
  expect(description.sidebar.map((section) => [section.group.id, section.group.order, section.order])).toEqual([
    ['start', 10, 10],
    ['apps', 20, 30],
  ]);
  expect(description.sidebar[1]?.group.label).toEqual({ de_DE: 'Apps', en_GB: 'Apps' });
  expect(areaLinks(description).map((link) => [link.id, link.path, link.label])).toEqual([
    ['attention', '/dashboard/start/attention', { de_DE: 'Handlungsbedarf', en_GB: 'Needs attention' }],
    ['overview', '/dashboard/start/overview', { de_DE: 'Meine Übersicht', en_GB: 'My overview' }],
    ['infopoint', '/dashboard/start/infopoint', { de_DE: 'Mein Infopoint', en_GB: 'My infopoint' }],
    ['templates', '/dashboard/apps/templates', { de_DE: 'Vorlagen', en_GB: 'Templates' }],
    ['calendar', '/dashboard/apps/calendar', { de_DE: 'Kalender', en_GB: 'Calendar' }],
  ]);
  const templates = areaLinks(description).find((link) => link.id === 'templates');
  expect([templates?.permissions, templates?.featureFlag]).toEqual([['templates.read-list'], 'templates']);
  expect(areaLinks(description).find((link) => link.id === 'attention')?.permissions).toEqual(['attention.read-overview']);
});

it("shows the calendar only with its flag, its permission and the licensee's calendar link", () => {
  const calendar = areaLinks(resolveAreaDescription(areaDescription, { de_DE, en_GB })).find((link) => link.id === 'calendar');
  expect([calendar?.permissions, calendar?.featureFlag, calendar?.needsCalendarLink]).toEqual([['calendar.show'], 'calendar', true]);
});

it("lands admins of every kind on the needs-attention page and members on their overview (the shell's home is the first entry one may open)", () => {
  const links = areaLinks(resolveAreaDescription(areaDescription, { de_DE, en_GB }));
  const landingOf = (role: keyof typeof ROLE_PERMISSIONS) => {
    const granted: readonly string[] = ROLE_PERMISSIONS[role];
    return links.find((link) => (link.permissions ?? []).some((permission) => granted.includes(permission)))?.path;
  };
  expect((['super-admin', 'admin', 'loc-admin', 'ou-admin'] as const).map(landingOf)).toEqual(Array(4).fill('/dashboard/start/attention'));
  expect(landingOf('member')).toBe('/dashboard/start/overview');
});
