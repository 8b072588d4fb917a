import type { FeatureFlag } from './feature-flags';
import { LANGUAGES, type Language } from './format/language';
import { lookupTranslation } from './i18n';
import type { AreaFirstRequest } from './page-answers';

/** A text in every language of the product, as an area's build writes its labels. */
export type LocalizedText = Readonly<Record<Language, string>>;

/**
 * Where an area is mounted: below `prefix`, inside the signed-in layout (`dashboard`) or on a
 * page of its own (`plain`, the sign-in pages).
 */
export interface AreaMount {
  prefix: string;
  layout: 'dashboard' | 'plain';
}

/**
 * A sidebar link of an area. `Label` is a key of the area's namespace where the area writes it,
 * and a {@link LocalizedText} in the description its build emits.
 */
export interface AreaLinkOf<Label> {
  id: string;
  label: Label;
  /** Absolute browser path. */
  path: string;
  /** Any one suffices; none means `todo-permission` (every signed-in member). */
  permissions?: readonly string[];
  featureFlag?: FeatureFlag;
  /** Shown only when the licensee configures an external calendar link. */
  needsCalendarLink?: boolean;
  /** Further path prefixes that make this entry active (details pages below a list). */
  activePrefixes?: readonly string[];
}

/** A sidebar entry with children; shown only with a visible child. */
export interface AreaParentOf<Label> {
  id: string;
  label: Label;
  featureFlag?: FeatureFlag;
  children: readonly AreaLinkOf<Label>[];
}

export type AreaEntryOf<Label> = AreaLinkOf<Label> | AreaParentOf<Label>;

/**
 * An area's entries in one sidebar group. Areas share groups by id (several areas fill
 * "Apps"); groups are ordered by their `order`, sections within a group by theirs.
 */
export interface AreaSidebarSectionOf<Label> {
  group: { id: string; label: Label; order: number };
  order: number;
  entries: readonly AreaEntryOf<Label>[];
}

/**
 * A page of an area outside the sidebar that still needs a permission (the profile): the shell
 * guards every path below `prefix`, and leads to `path` when the member may open nothing else.
 */
export interface AreaPage {
  id: string;
  prefix: string;
  path: string;
  permissions: readonly string[];
}

/**
 * What an area tells the shell about itself (deploy-time data, beside its `mf-manifest.json`):
 * where it is mounted, its sidebar entries and guarded pages, and what the shell names it. The
 * shell builds its sidebar, routes and route guards from these alone.
 */
export interface AreaDescriptionOf<Label> {
  /** The area's name where it cannot be loaded ("The area … cannot be loaded"). */
  title: Label;
  mounts: readonly AreaMount[];
  sidebar: readonly AreaSidebarSectionOf<Label>[];
  pages?: readonly AreaPage[];
  /**
   * Path patterns (`:name` for a segment) of pages in the print layout, where the support chat
   * would cover what is printed.
   */
  printPages?: readonly string[];
  /** The reads the area's pages send as they open, which the server answers into the page (decision 0020). */
  firstRequests?: readonly AreaFirstRequest[];
}

/** An area's description as its build emits it: every label in every language. */
export type AreaDescription = AreaDescriptionOf<LocalizedText>;
/** An area's description as the area writes it: labels are keys of its namespace. */
export type AreaDescriptionSource = AreaDescriptionOf<string>;
export type AreaLink = AreaLinkOf<LocalizedText>;
export type AreaParent = AreaParentOf<LocalizedText>;
export type AreaEntry = AreaEntryOf<LocalizedText>;
export type AreaSidebarSection = AreaSidebarSectionOf<LocalizedText>;

/** The file an area's build writes beside its `mf-manifest.json`. */
export const AREA_DESCRIPTION_FILE = 'area.json';

/** An area's translations, by language (the area's `i18n/<language>.json`). */
export type AreaTexts = Readonly<Record<Language, unknown>>;

const mapLabels = <From, To>(source: AreaDescriptionOf<From>, label: (key: From) => To): AreaDescriptionOf<To> => ({
  ...source,
  title: label(source.title),
  sidebar: source.sidebar.map((section) => ({
    ...section,
    group: { ...section.group, label: label(section.group.label) },
    entries: section.entries.map((entry) =>
      'children' in entry
        ? { ...entry, label: label(entry.label), children: entry.children.map((child) => ({ ...child, label: label(child.label) })) }
        : { ...entry, label: label(entry.label) },
    ),
  })),
});

/**
 * The description an area's build emits: each label key looked up in the area's texts of every
 * language. Throws naming every key a language lacks, so a build never ships an empty label.
 */
export function resolveAreaDescription(source: AreaDescriptionSource, texts: AreaTexts): AreaDescription {
  const missing: string[] = [];
  const description = mapLabels(source, (key) => {
    const entries = LANGUAGES.map((language) => {
      const text = lookupTranslation(texts[language], key);
      if (text === undefined) missing.push(`${language}:${key}`);
      return [language, text ?? ''] as const;
    });
    return Object.fromEntries(entries) as Record<Language, string>;
  });
  const problems = [...missing.map((entry) => `missing text ${entry}`), ...areaDescriptionProblems(description)];
  if (problems.length > 0) throw new Error(`The area description is not valid: ${problems.join('; ')}`);
  return description;
}

const underPrefix = (path: string, prefix: string): boolean => path === prefix || path.startsWith(`${prefix}/`);

/** Whether a path is the area's own: at or below one of its mounts. */
export const isAreaPath = (description: Pick<AreaDescriptionOf<unknown>, 'mounts'>, path: string): boolean =>
  description.mounts.some(({ prefix }) => underPrefix(path, prefix));

/** Every link of a description's sidebar, children included. */
export function areaLinks(description: AreaDescriptionOf<unknown>): AreaLinkOf<unknown>[] {
  return description.sidebar.flatMap((section) =>
    section.entries.flatMap((entry) => ('children' in entry ? [...entry.children] : [entry])),
  );
}

/**
 * What is wrong with a description beyond its shape: a path outside the area's mounts (the
 * shell would lead there and find nothing; a first request the server would not answer), an id
 * used twice, a mount that is not absolute.
 */
export function areaDescriptionProblems(description: AreaDescriptionOf<unknown>): string[] {
  const problems: string[] = [];
  for (const { prefix } of description.mounts)
    if (!/^\/[a-z0-9-]+(\/[a-z0-9-]+)*$/.test(prefix)) problems.push(`mount ${prefix} is not an absolute path`);
  const mounted = (path: string) => isAreaPath(description, path);
  const ids = new Set<string>();
  const entries = description.sidebar.flatMap((section) =>
    section.entries.flatMap((entry) => ('children' in entry ? [entry, ...entry.children] : [entry])),
  );
  for (const entry of [...entries, ...(description.pages ?? [])]) {
    if (ids.has(entry.id)) problems.push(`id ${entry.id} is used twice`);
    ids.add(entry.id);
  }
  for (const link of areaLinks(description)) {
    for (const path of [link.path, ...(link.activePrefixes ?? [])])
      if (!mounted(path)) problems.push(`${link.id}: ${path} is outside the area's mounts`);
  }
  for (const page of description.pages ?? []) {
    if (!mounted(page.prefix) || !underPrefix(page.path, page.prefix))
      problems.push(`${page.id}: ${page.path} is outside the area's mounts or its prefix`);
  }
  for (const request of description.firstRequests ?? [])
    if (!mounted(request.route)) problems.push(`first request ${request.endpoint}: ${request.route} is outside the area's mounts`);
  return problems;
}

/** The area (by remote name) mounted at a path, the longest prefix winning; undefined for none. */
export function areaForPath(
  areas: Readonly<Record<string, Pick<AreaDescriptionOf<unknown>, 'mounts'> | null>>,
  path: string,
): string | undefined {
  let found: { remote: string; length: number } | undefined;
  for (const [remote, description] of Object.entries(areas)) {
    for (const { prefix } of description?.mounts ?? []) {
      if (underPrefix(path, prefix) && (!found || prefix.length > found.length)) found = { remote, length: prefix.length };
    }
  }
  return found?.remote;
}

/**
 * The values of a pattern's `:name` segments in a path that is exactly the pattern's (decoded as
 * the router decodes them); null for another path.
 */
export function pathParams(pattern: string, path: string): Record<string, string> | null {
  const parts = pattern.split('/');
  const segments = path.split('/');
  if (segments.length !== parts.length) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of parts.entries()) {
    const segment = segments[index]!;
    if (!part.startsWith(':')) {
      if (part !== segment) return null;
      continue;
    }
    if (segment === '') return null;
    try {
      params[part.slice(1)] = decodeURIComponent(segment);
    } catch {
      return null;
    }
  }
  return params;
}

/** Whether a path matches a pattern of `:name` segments ({@link AreaDescriptionOf.printPages}), or lies below it. */
export function matchesPathPattern(path: string, pattern: string): boolean {
  const depth = pattern.split('/').length;
  return pathParams(pattern, path.split('/').slice(0, depth).join('/')) !== null;
}
