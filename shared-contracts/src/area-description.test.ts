import {
  areaDescriptionProblems,
  areaForPath,
  matchesPathPattern,
  resolveAreaDescription,
  type AreaDescriptionSource,
} from './area-description';
import { areaDescriptionSchema } from './api';

const source: AreaDescriptionSource = {
  title: 'area.title',
  mounts: [{ prefix: '/dashboard/notes', layout: 'dashboard' }],
  sidebar: [
    {
      group: { id: 'apps', label: 'nav.group', order: 20 },
      order: 10,
      entries: [
        {
          id: 'notes',
          label: 'nav.notes',
          children: [
            {
              id: 'note-list',
              label: 'nav.list',
              path: '/dashboard/notes/list',
              permissions: ['notes.list'],
              activePrefixes: ['/dashboard/notes/details'],
            },
          ],
        },
        { id: 'note-help', label: 'nav.help', path: '/dashboard/notes/help' },
      ],
    },
  ],
  pages: [{ id: 'note-print', prefix: '/dashboard/notes/print', path: '/dashboard/notes/print', permissions: ['notes.print'] }],
};
const texts = {
  de_DE: { area: { title: 'Notizen' }, nav: { group: 'Apps', notes: 'Notizen', list: 'Liste', help: 'Hilfe' } },
  en_GB: { area: { title: 'Notes' }, nav: { group: 'Apps', notes: 'Notes', list: 'List', help: 'Help' } },
};

describe('resolveAreaDescription', () => {
  it('writes each label in both languages from the area’s texts, and the result passes the server’s schema', () => {
    const description = resolveAreaDescription(source, texts);
    expect(description.title).toEqual({ de_DE: 'Notizen', en_GB: 'Notes' });
    const [parent, help] = description.sidebar[0]!.entries;
    expect(parent).toMatchObject({
      label: { de_DE: 'Notizen', en_GB: 'Notes' },
      children: [{ label: { de_DE: 'Liste', en_GB: 'List' }, path: '/dashboard/notes/list' }],
    });
    expect(help).toMatchObject({ label: { de_DE: 'Hilfe', en_GB: 'Help' } });
    expect(description.sidebar[0]!.group.label).toEqual({ de_DE: 'Apps', en_GB: 'Apps' });
    expect(areaDescriptionSchema.parse(description)).toEqual(description);
  });

  it('names every key a language lacks', () => {
    const incomplete = { ...texts, en_GB: { ...texts.en_GB, nav: { group: 'Apps', notes: 'Notes', list: 'List' } } };
    expect(() => resolveAreaDescription(source, incomplete)).toThrow('missing text en_GB:nav.help');
  });

  it('refuses a link or a first request outside the area’s mounts and an id used twice', () => {
    const outside: AreaDescriptionSource = {
      ...source,
      sidebar: [
        {
          ...source.sidebar[0]!,
          entries: [
            { id: 'note-help', label: 'nav.help', path: '/dashboard/other' },
            { id: 'note-help', label: 'nav.help', path: '/dashboard/notes' },
          ],
        },
      ],
      firstRequests: [
        { route: '/dashboard/notes/list', endpoint: 'notes.read-notes' },
        { route: '/dashboard/other', endpoint: 'other.read-other' },
      ],
    };
    expect(areaDescriptionProblems(outside)).toEqual([
      'id note-help is used twice',
      "note-help: /dashboard/other is outside the area's mounts",
      "first request other.read-other: /dashboard/other is outside the area's mounts",
    ]);
    expect(() => resolveAreaDescription(outside, texts)).toThrow('is outside the area');
  });
});

describe('areaForPath', () => {
  const areas = {
    mfe_auth: {
      mounts: [
        { prefix: '/auth', layout: 'plain' as const },
        { prefix: '/dashboard/profile', layout: 'dashboard' as const },
      ],
    },
    mfe_company: { mounts: [{ prefix: '/dashboard/company', layout: 'dashboard' as const }] },
    mfe_company_settings: { mounts: [{ prefix: '/dashboard/company/settings', layout: 'dashboard' as const }] },
    mfe_gone: null,
  };
  it('finds the area whose mount holds the path, the longest prefix winning, and none for other paths', () => {
    expect(areaForPath(areas, '/auth/login')).toBe('mfe_auth');
    expect(areaForPath(areas, '/auth')).toBe('mfe_auth');
    expect(areaForPath(areas, '/dashboard/profile/settings')).toBe('mfe_auth');
    expect(areaForPath(areas, '/dashboard/company/members/list')).toBe('mfe_company');
    expect(areaForPath(areas, '/dashboard/company/settings/details')).toBe('mfe_company_settings');
    expect(areaForPath(areas, '/dashboard/companyx')).toBeUndefined();
    expect(areaForPath(areas, '/authority')).toBeUndefined();
    expect(areaForPath(areas, '/dashboard')).toBeUndefined();
  });
});

describe('matchesPathPattern', () => {
  it('matches a segment per :name and what lies below the pattern', () => {
    expect(matchesPathPattern('/dashboard/apps/x/certificate/abc', '/dashboard/apps/x/certificate/:uuid')).toBe(true);
    expect(matchesPathPattern('/dashboard/apps/x/details/abc/list', '/dashboard/apps/x/details/:uuid/list')).toBe(true);
    expect(matchesPathPattern('/dashboard/apps/x/certificate', '/dashboard/apps/x/certificate/:uuid')).toBe(false);
    expect(matchesPathPattern('/dashboard/apps/x/certificate/', '/dashboard/apps/x/certificate/:uuid')).toBe(false);
    expect(matchesPathPattern('/dashboard/apps/x/details/abc/tab', '/dashboard/apps/x/details/:uuid/list')).toBe(false);
  });
});
