import { posix } from 'node:path';
import { PACKAGE_MAX_ACTIVITIES, type PackageWarning, type ScormVersionName } from '@compliance/shared-contracts';
import { ApiError } from '../../errors';
import { readSequencing, sequencingCollections, type ActivitySequencing } from './manifest-sequencing';
import { asNodes, firstNode, flagOf, numberIn, textOf, type XmlNode } from './manifest-xml';

// The activity tree of a package (SCORM CAM "Organizations", SN "Activity tree"): the default
// organization's items, each a cluster of others or a leaf that launches a resource. The player
// shows the tree and delivers its leaves; 2004 sequencing reads the rules kept with each activity.

/** How a leaf activity is launched and what the LMS hands its SCO. */
export interface ActivityLaunch {
  /** The resource's href with the item's parameters, relative to the package root. */
  path: string;
  /** A SCO talks to the runtime; an asset is shown and counts as done once launched (CAM: scormType). */
  kind: 'sco' | 'asset';
  /** adlcp:dataFromLMS, handed to the SCO as cmi.launch_data. */
  launchData: string | null;
  /** SCORM 1.2 adlcp:masteryscore (0–100). */
  masteryScore: number | null;
  /** SCORM 2004 completion threshold (0–1). */
  completionThreshold: number | null;
  /** SCORM 2004 scaled passing score (-1–1): the primary objective's measure, when satisfied by it. */
  scaledPassingScore: number | null;
}

/** One activity of the tree: an item of the organization, or the organization itself at the root. */
export interface PackageActivity {
  id: string;
  title: string;
  /** isvisible="false" hides an item from the table of contents; it is still delivered in its turn. */
  visible: boolean;
  /** A leaf's launch; null for a cluster (and the root). */
  launch: ActivityLaunch | null;
  children: PackageActivity[];
  /** SCORM 2004: the item's sequencing as the manifest states it (collections merged in); absent where it states none. */
  sequencing?: ActivitySequencing;
}

/** What the reading of the manifest guessed, for the upload to tell (shared-contracts' PACKAGE_WARNINGS). */
export type ManifestWarning = PackageWarning;

/** The most activities a package's tree may have, and the deepest nesting: far beyond real courses, bounded for the player. */
export const ACTIVITY_LIMITS = { maxActivities: PACKAGE_MAX_ACTIVITIES, maxDepth: 16 } as const;

/** The activity tree of the default organization, with what was guessed on the way. */
export interface ActivityTree {
  root: PackageActivity;
  organizationCount: number;
  warnings: ManifestWarning[];
}

const manifestInvalid = () => new ApiError(400, 'ELearning.ManifestInvalid');
const noLaunch = () => new ApiError(400, 'ELearning.ManifestNoLaunch');
const fileMissing = () => new ApiError(400, 'ELearning.ManifestFileMissing');

/** The most characters of an item's dataFromLMS (SCORM 1.2's CMIString4096; 2004 allows 4000). */
export const LAUNCH_DATA_MAX_LENGTH = 4096;

/**
 * A resource's href with its item's `parameters` (CAM, "parameters"): leading '?' and '&' are
 * dropped; a fragment ('#…') is added only where the href has none; a query joins the href's
 * own with '&', else starts one with '?', before the href's fragment.
 */
export function launchHref(href: string, parameters: string | undefined): string {
  const added = (parameters ?? '').trim().replace(/^[?&]+/, '');
  if (added === '') return href;
  const hash = href.indexOf('#');
  const [beforeFragment, fragment] = hash < 0 ? [href, ''] : [href.slice(0, hash), href.slice(hash)];
  if (added.startsWith('#')) return fragment === '' ? `${href}${added}` : href;
  return `${beforeFragment}${beforeFragment.includes('?') ? '&' : '?'}${added}${fragment}`;
}

/** xml:base values join as relative URLs: each applies to what is below it. */
const joinBase = (...parts: unknown[]): string =>
  parts.filter((part): part is string => typeof part === 'string' && part !== '').reduce((path, part) => posix.join(path, part), '');

/** The file part of a launch path (no query, no fragment). */
export const launchFileOf = (path: string): string => path.split(/[?#]/)[0]!;

/** A path's percent-escapes decoded; undefined where it has none or they do not decode. */
function decodedPath(path: string): string | undefined {
  if (!path.includes('%')) return undefined;
  try {
    return decodeURIComponent(path);
  } catch {
    return undefined;
  }
}

/** What reading the tree needs of the manifest around it. */
interface TreeContext {
  version: ScormVersionName;
  resources: ReadonlyMap<string, XmlNode>;
  resourcesBase: string;
  isPackaged: (file: string) => boolean;
  collections: ReadonlyMap<string, XmlNode>;
  warnings: Set<ManifestWarning>;
  count: number;
}

/** A leaf's launch: its resource's href (with the bases and the item's parameters) and the values the item states for its SCO. */
function launchOf(item: XmlNode, resource: XmlNode, sequencing: ActivitySequencing | undefined, context: TreeContext): ActivityLaunch {
  const href = textOf(resource['@href']);
  if (!href) throw noLaunch();
  const written = launchHref(joinBase(context.resourcesBase, resource['@base'], href), textOf(item['@parameters']));
  const file = launchFileOf(written);
  // An href may be written URL-encoded ('my%20course.html'); the package names the file as it is.
  // An address elsewhere or outside the package cannot be served from the content origin.
  const packaged = [file, decodedPath(file)].find((candidate) => candidate !== undefined && context.isPackaged(candidate));
  if (packaged === undefined) throw fileMissing();
  const path = `${packaged}${written.slice(file.length)}`;
  const declaredType = textOf(resource['@scormType'] ?? resource['@scormtype'])?.toLowerCase();
  if (declaredType !== 'sco' && declaredType !== 'asset') context.warnings.add('ScormTypeGuessed');
  // 2004 spells it dataFromLMS, 1.2 datafromlms.
  const launchData = textOf(item.dataFromLMS ?? item.datafromlms) || null;
  if (launchData !== null && launchData.length > LAUNCH_DATA_MAX_LENGTH) throw manifestInvalid();
  const is2004 = context.version === '2004';
  const threshold = firstNode(item.completionThreshold);
  const primaryObjective = sequencing?.primaryObjective;
  return {
    path,
    kind: declaredType === 'asset' ? 'asset' : 'sco',
    launchData,
    masteryScore: is2004 ? null : numberIn(item.masteryscore, 0, 100),
    completionThreshold: is2004
      ? // 4th edition: an attribute; 3rd edition: the element's text.
        (numberIn(threshold?.['@minProgressMeasure'], 0, 1) ?? numberIn(item.completionThreshold, 0, 1))
      : null,
    scaledPassingScore: is2004 && primaryObjective?.satisfiedByMeasure === true ? (primaryObjective.minNormalizedMeasure ?? null) : null,
  };
}

/** An item and what it holds, or undefined for an empty item (neither resource nor items). */
function activityOf(item: XmlNode, context: TreeContext, depth: number): PackageActivity | undefined {
  if (depth > ACTIVITY_LIMITS.maxDepth) throw manifestInvalid();
  context.count += 1;
  if (context.count > ACTIVITY_LIMITS.maxActivities) throw manifestInvalid();
  const id = textOf(item['@identifier']);
  if (!id) throw manifestInvalid();
  if (item.prerequisites !== undefined) context.warnings.add('PrerequisitesIgnored');
  const children = childrenOf(item, context, depth);
  const resourceId = textOf(item['@identifierref']);
  const sequencing = context.version === '2004' ? readSequencing(item, context.collections) : undefined;
  let launch: ActivityLaunch | null = null;
  // A cluster launches nothing, whatever it names (SN: only leaves are delivered).
  if (resourceId && children.length === 0) {
    const resource = context.resources.get(resourceId);
    if (!resource) throw noLaunch();
    launch = launchOf(item, resource, sequencing, context);
  } else if (children.length === 0) {
    context.warnings.add('EmptyItemIgnored');
    return undefined;
  }
  return {
    id,
    title: textOf(item.title) || id,
    visible: flagOf(item['@isvisible']) !== false,
    launch,
    children,
    ...(sequencing && { sequencing }),
  };
}

function childrenOf(parent: XmlNode, context: TreeContext, depth: number): PackageActivity[] {
  return asNodes(parent.item).flatMap((item) => activityOf(item, context, depth + 1) ?? []);
}

/** A leaf the player launches. */
export type LaunchableActivity = PackageActivity & { launch: ActivityLaunch };

const isLaunchable = (activity: PackageActivity): activity is LaunchableActivity => activity.launch !== null;

/** The leaves of a tree (each launches: an empty item is left out), in the organization's order (SN: the tree's preorder). */
export function launchableLeaves(activity: PackageActivity): LaunchableActivity[] {
  return activity.children.length === 0 ? [activity].filter(isLaunchable) : activity.children.flatMap(launchableLeaves);
}

/**
 * Reads the default organization's activity tree. Refuses a manifest whose organization launches
 * nothing, names a resource it lacks, or launches a file the package does not hold.
 */
export function readActivityTree(
  manifest: XmlNode,
  version: ScormVersionName,
  isPackaged: (file: string) => boolean,
  warnings: Set<ManifestWarning>,
): ActivityTree {
  const organizations = firstNode(manifest.organizations);
  const organizationList = asNodes(organizations?.organization);
  const defaultId = textOf(organizations?.['@default']);
  let organization = organizationList.find((candidate) => textOf(candidate['@identifier']) === defaultId);
  if (!organization) {
    organization = organizationList[0];
    if (organization && organizationList.length > 1) warnings.add('DefaultOrganizationGuessed');
  }
  if (!organization) throw noLaunch();
  if (organizationList.length > 1) warnings.add('OtherOrganizationsIgnored');
  const resourcesNode = firstNode(manifest.resources);
  const resources = new Map(asNodes(resourcesNode?.resource).map((resource) => [textOf(resource['@identifier']) ?? '', resource]));
  const context: TreeContext = {
    version,
    resources,
    resourcesBase: joinBase(manifest['@base'], resourcesNode?.['@base']),
    isPackaged,
    collections: sequencingCollections(manifest),
    warnings,
    count: 0,
  };
  // Every item left launches or holds one that does: an organization with none launches nothing.
  const children = childrenOf(organization, context, 0);
  if (children.length === 0) throw noLaunch();
  const sequencing = version === '2004' ? readSequencing(organization, context.collections) : undefined;
  const id = textOf(organization['@identifier']) || 'organization';
  const root: PackageActivity = { id, title: '', visible: true, launch: null, children, ...(sequencing && { sequencing }) };
  root.title = textOf(organization.title) || launchableLeaves(root)[0]!.title;
  return {
    root,
    organizationCount: organizationList.length,
    warnings: [...warnings],
  };
}
