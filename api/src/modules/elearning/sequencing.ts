import type { PackageActivity } from './manifest-activities';
import type { ActivitySequencing, RollupRule, RuleCondition, SequencingRule } from './manifest-sequencing';

// SCORM 2004 sequencing (SN book), run by the server: it holds every activity's data of an attempt
// across launches, while the runtime in the launcher sees one SCO at a time (docs/decisions/0016).
// Rollup (RB.1) takes the leaves' data up to the root; navigation (NB.2, SB.2) says where continue
// and previous lead and which activities a choice may reach, by the control modes, the pre-condition
// rules (skip, disabled, hiddenFromChoice, stopForwardTraversal) and the limit conditions. Global
// objectives (mapInfo) carry a status from one activity to the rules of another. What is not run:
// randomization, time limits, constrained choice, and post-condition and exit rules other than
// those that lead on (continue, previous, exitAll); see docs/areas/elearnings.md.

/** A known or unknown flag (SN's "status known" beside the status). */
export type Known = boolean | null;

/** An objective's state: satisfied (null: unknown) and its normalized measure (-1–1, null: unknown). */
export interface ObjectiveState {
  satisfied: Known;
  measure: number | null;
}

/** What one leaf's kept data says, as sequencing reads it. */
export interface LeafProgress extends ObjectiveState {
  /** Attempts begun on the activity (a resumed session is no new attempt). */
  attemptCount: number;
  /** Completion (null: unknown). */
  completed: Known;
  /** The SCO's objectives (cmi.objectives) by identifier. */
  objectives: Readonly<Record<string, ObjectiveState>>;
}

/** An activity's tracking after rollup: a leaf's own, a cluster's from its children. */
export interface ActivityTracking extends ObjectiveState {
  attemptCount: number;
  completed: Known;
}

/** The tracking of an attempt's tree: every activity by id, and the global objectives. */
export interface TreeTracking {
  activities: ReadonlyMap<string, ActivityTracking>;
  globals: ReadonlyMap<string, ObjectiveState>;
}

/** Where the navigation of the player may lead from the current activity. */
export interface Navigation {
  /** The leaf continue delivers; null when continue is not valid (flow off, the end, a rule stops it). */
  continue: string | null;
  /** The leaf previous delivers; null when previous is not valid. */
  previous: string | null;
  /** The leaves a choice may deliver. */
  choosable: ReadonlySet<string>;
  /** The activities hidden from choice (their rule holds, or an ancestor's). */
  hiddenFromChoice: ReadonlySet<string>;
}

const UNTRACKED: ActivityTracking = { attemptCount: 0, completed: null, satisfied: null, measure: null };

const definitionOf = (activity: PackageActivity): ActivitySequencing => activity.sequencing ?? {};

/** The SN book's default control modes: choice on, choiceExit on, flow off, forwardOnly off. */
function controlMode(activity: PackageActivity) {
  const mode = definitionOf(activity).controlMode ?? {};
  return {
    choice: mode.choice ?? true,
    choiceExit: mode.choiceExit ?? true,
    flow: mode.flow ?? false,
    forwardOnly: mode.forwardOnly ?? false,
  };
}

/** Every activity by id, and parents by child id, for walking up the tree. */
function indexTree(root: PackageActivity) {
  const byId = new Map<string, PackageActivity>([[root.id, root]]);
  const parents = new Map<string, PackageActivity>();
  const visit = (activity: PackageActivity) => {
    for (const child of activity.children) {
      byId.set(child.id, child);
      parents.set(child.id, activity);
      visit(child);
    }
  };
  visit(root);
  return { byId, parents };
}

/** Three-valued logic of rule conditions (SN: unknown evaluates to unknown). */
const not = (value: Known): Known => (value === null ? null : !value);
function combine(values: readonly Known[], combination: 'all' | 'any'): Known {
  if (combination === 'all') return values.includes(false) ? false : values.includes(null) ? null : true;
  return values.includes(true) ? true : values.includes(null) ? null : false;
}

/** The objective a condition speaks of: a named one of the activity's (through its global map when it reads one), else the primary. */
function objectiveFor(
  activity: PackageActivity,
  own: ObjectiveState,
  objectives: Readonly<Record<string, ObjectiveState>>,
  tracking: Pick<TreeTracking, 'globals'>,
  referenced: string | undefined,
): ObjectiveState {
  const definition = definitionOf(activity);
  const primaryId = definition.primaryObjective?.objectiveID;
  if (!referenced || referenced === primaryId) return own;
  const declared = definition.objectives?.find((objective) => objective.objectiveID === referenced);
  const local = objectives[referenced] ?? { satisfied: null, measure: null };
  if (!declared?.mapInfo) return local;
  let { satisfied, measure } = local;
  for (const map of declared.mapInfo) {
    const global = tracking.globals.get(map.targetObjectiveID);
    if (!global) continue;
    if (map.readSatisfiedStatus !== false && global.satisfied !== null) satisfied = global.satisfied;
    if (map.readNormalizedMeasure !== false && global.measure !== null) measure = global.measure;
  }
  return { satisfied, measure };
}

/** A condition of a sequencing or rollup rule on an activity. */
function conditionHolds(
  activity: PackageActivity,
  state: ActivityTracking,
  objectives: Readonly<Record<string, ObjectiveState>>,
  tracking: Pick<TreeTracking, 'globals'>,
  condition: RuleCondition,
): Known {
  const objective = objectiveFor(activity, state, objectives, tracking, condition.referencedObjective);
  const limit = definitionOf(activity).attemptLimit;
  const value = ((): Known => {
    switch (condition.condition) {
      case 'always':
        return true;
      case 'satisfied':
        return objective.satisfied;
      case 'objectiveStatusKnown':
        return objective.satisfied !== null;
      case 'objectiveMeasureKnown':
        return objective.measure !== null;
      case 'objectiveMeasureGreaterThan':
        return objective.measure === null ? null : objective.measure > (condition.measureThreshold ?? 0);
      case 'objectiveMeasureLessThan':
        return objective.measure === null ? null : objective.measure < (condition.measureThreshold ?? 0);
      case 'completed':
        return state.completed;
      case 'activityProgressKnown':
        return state.completed !== null;
      case 'attempted':
        return state.attemptCount > 0;
      case 'attemptLimitExceeded':
        return limit !== undefined && limit > 0 && state.attemptCount >= limit;
      // Time limits and available time ranges are not kept: they never hold.
      default:
        return false;
    }
  })();
  return condition.operator === 'not' ? not(value) : value;
}

/** The first rule of `rules` whose conditions hold and whose action is one of `actions`; its action. */
function ruleAction(
  activity: PackageActivity,
  rules: readonly SequencingRule[] | undefined,
  actions: readonly string[],
  state: ActivityTracking,
  objectives: Readonly<Record<string, ObjectiveState>>,
  tracking: Pick<TreeTracking, 'globals'>,
): string | undefined {
  for (const rule of rules ?? []) {
    if (!actions.includes(rule.action)) continue;
    const values = rule.conditions.map((condition) => conditionHolds(activity, state, objectives, tracking, condition));
    if (combine(values, rule.conditionCombination) === true) return rule.action;
  }
  return undefined;
}

/** Whether a child counts for a kind of rollup (RB.1.4.2: tracked, its rollup controls and considerations). */
function countsFor(child: PackageActivity, state: ActivityTracking, kind: 'objective' | 'progress', action: string): boolean {
  const definition = definitionOf(child);
  if (definition.deliveryControls?.tracked === false) return false;
  const controls = definition.rollupControls ?? {};
  if (kind === 'objective' && controls.rollupObjectiveSatisfied === false) return false;
  if (kind === 'progress' && controls.rollupProgressCompletion === false) return false;
  const considerations = definition.rollupConsiderations ?? {};
  const key = {
    satisfied: 'requiredForSatisfied',
    notSatisfied: 'requiredForNotSatisfied',
    completed: 'requiredForCompleted',
    incomplete: 'requiredForIncomplete',
  }[action] as keyof typeof considerations | undefined;
  const required = key ? considerations[key] : undefined;
  if (required === 'ifAttempted') return state.attemptCount > 0;
  // Suspended: begun, not finished (the product keeps no other suspension per activity).
  if (required === 'ifNotSuspended') return !(state.attemptCount > 0 && state.completed !== true);
  return true;
}

/** A child of a cluster as rollup reads it: its definition, its tracking and its objectives. */
interface RollupChild {
  activity: PackageActivity;
  state: ActivityTracking;
  objectives: Readonly<Record<string, ObjectiveState>>;
}

/** Whether a rollup rule applies to a cluster (RB.1.4: its child activity set over its conditions). */
function rollupRuleHolds(
  rule: RollupRule,
  children: readonly RollupChild[],
  kind: 'objective' | 'progress',
  tracking: Pick<TreeTracking, 'globals'>,
): boolean {
  const counted = children.filter(({ activity, state }) => countsFor(activity, state, kind, rule.action));
  if (counted.length === 0) return false;
  const values = counted.map(({ activity, state, objectives }) =>
    combine(
      rule.conditions.map((condition) => conditionHolds(activity, state, objectives, tracking, condition)),
      rule.conditionCombination,
    ),
  );
  const held = values.filter((value) => value === true).length;
  switch (rule.childActivitySet) {
    case 'any':
      return held > 0;
    case 'none':
      return values.every((value) => value === false);
    case 'atLeastCount':
      return held >= (rule.minimumCount ?? 0);
    case 'atLeastPercent':
      return held / counted.length >= (rule.minimumPercent ?? 0);
    default:
      return held === counted.length;
  }
}

/**
 * A cluster's status of one kind from its children (RB.1.2, RB.1.3): its rollup rules of that kind
 * where it has them, else the defaults: unknown children say nothing; one known failure (not
 * satisfied, incomplete) decides against it; all known successes for it.
 */
function rolledUpStatus(
  cluster: PackageActivity,
  children: readonly RollupChild[],
  kind: 'objective' | 'progress',
  tracking: Pick<TreeTracking, 'globals'>,
): Known {
  const [success, failure] = kind === 'objective' ? (['satisfied', 'notSatisfied'] as const) : (['completed', 'incomplete'] as const);
  const rules = (definitionOf(cluster).rollupRules ?? []).filter((rule) => rule.action === success || rule.action === failure);
  const statusOf = (state: ActivityTracking): Known => (kind === 'objective' ? state.satisfied : state.completed);
  let status: Known = null;
  // Not satisfied / incomplete first; satisfied / completed after it, and it stands (RB.1.2.b).
  for (const action of [failure, success]) {
    const own = rules.filter((rule) => rule.action === action);
    const holds =
      own.length > 0
        ? own.some((rule) => rollupRuleHolds(rule, children, kind, tracking))
        : defaultRollup(children, kind, action, statusOf, action === success);
    if (holds) status = action === success;
  }
  return status;
}

function defaultRollup(
  children: readonly { activity: PackageActivity; state: ActivityTracking }[],
  kind: 'objective' | 'progress',
  action: string,
  statusOf: (state: ActivityTracking) => Known,
  success: boolean,
): boolean {
  const counted = children.filter(({ activity, state }) => countsFor(activity, state, kind, action));
  if (counted.length === 0) return false;
  return success ? counted.every(({ state }) => statusOf(state) === true) : counted.some(({ state }) => statusOf(state) === false);
}

/** A cluster's measure: its tracked children's measures weighted (RB.1.1), unknown when none is known. */
function rolledUpMeasure(children: readonly { activity: PackageActivity; state: ActivityTracking }[]): number | null {
  let total = 0;
  let weights = 0;
  let known = false;
  for (const { activity, state } of children) {
    const definition = definitionOf(activity);
    if (definition.deliveryControls?.tracked === false) continue;
    const weight = definition.rollupControls?.objectiveMeasureWeight ?? 1;
    weights += weight;
    if (state.measure !== null) {
      known = true;
      total += state.measure * weight;
    }
  }
  return known && weights > 0 ? total / weights : null;
}

/** The global objectives the leaves write through their objectives' maps. */
function writtenGlobals(root: PackageActivity, progress: ReadonlyMap<string, LeafProgress>): Map<string, ObjectiveState> {
  const globals = new Map<string, ObjectiveState>();
  const write = (target: string, state: ObjectiveState, satisfied: boolean, measure: boolean) => {
    const global = globals.get(target) ?? { satisfied: null, measure: null };
    if (satisfied && state.satisfied !== null) global.satisfied = state.satisfied;
    if (measure && state.measure !== null) global.measure = state.measure;
    globals.set(target, global);
  };
  const visit = (activity: PackageActivity) => {
    activity.children.forEach(visit);
    const leaf = progress.get(activity.id);
    if (!leaf) return;
    const definition = definitionOf(activity);
    for (const objective of [definition.primaryObjective, ...(definition.objectives ?? [])]) {
      if (!objective?.mapInfo) continue;
      const state = objective === definition.primaryObjective ? leaf : leaf.objectives[objective.objectiveID];
      if (!state) continue;
      for (const map of objective.mapInfo)
        write(map.targetObjectiveID, state, map.writeSatisfiedStatus === true, map.writeNormalizedMeasure === true);
    }
  };
  visit(root);
  return globals;
}

/** Rolls the leaves' data up the tree (RB.1.5, the whole tree at once) and gathers the global objectives. */
export function trackTree(root: PackageActivity, progress: ReadonlyMap<string, LeafProgress>): TreeTracking {
  const globals = writtenGlobals(root, progress);
  const activities = new Map<string, ActivityTracking>();
  const tracking = { globals };
  const visit = (activity: PackageActivity): ActivityTracking => {
    if (activity.launch) {
      const leaf = progress.get(activity.id);
      const state = leaf
        ? { attemptCount: leaf.attemptCount, completed: leaf.completed, satisfied: leaf.satisfied, measure: leaf.measure }
        : UNTRACKED;
      activities.set(activity.id, state);
      return state;
    }
    const children = activity.children.map((child) => ({
      activity: child,
      state: visit(child),
      objectives: progress.get(child.id)?.objectives ?? {},
    }));
    const measure = rolledUpMeasure(children);
    const primary = definitionOf(activity).primaryObjective;
    const satisfied =
      primary?.satisfiedByMeasure && measure !== null
        ? measure >= (primary.minNormalizedMeasure ?? 1)
        : rolledUpStatus(activity, children, 'objective', tracking);
    const state: ActivityTracking = {
      attemptCount: children.some(({ state: child }) => child.attemptCount > 0) ? 1 : 0,
      completed: rolledUpStatus(activity, children, 'progress', tracking),
      satisfied,
      measure,
    };
    activities.set(activity.id, state);
    return state;
  };
  visit(root);
  return { activities, globals };
}

/** Whether an activity's pre-condition rules say `action` now. */
function preCondition(
  activity: PackageActivity,
  tracking: TreeTracking,
  progress: ReadonlyMap<string, LeafProgress>,
  action: string,
): boolean {
  const state = tracking.activities.get(activity.id) ?? UNTRACKED;
  const objectives = progress.get(activity.id)?.objectives ?? {};
  return ruleAction(activity, definitionOf(activity).preConditionRules, [action], state, objectives, tracking) === action;
}

/** Whether an activity may not be delivered: disabled by a rule, or its attempts used up (UP.1, the limit conditions check). */
function barred(
  activity: PackageActivity,
  tracking: TreeTracking,
  progress: ReadonlyMap<string, LeafProgress>,
  current: string | null,
): boolean {
  if (preCondition(activity, tracking, progress, 'disabled')) return true;
  const limit = definitionOf(activity).attemptLimit;
  const attempts = tracking.activities.get(activity.id)?.attemptCount ?? 0;
  // The activity in progress is no new attempt.
  return activity.id !== current && limit !== undefined && limit > 0 && attempts >= limit;
}

type Traversal = { leaf: string } | 'skip' | 'stop';

/**
 * Where the learner may go from the activity `currentId` (null before any): continue and previous
 * by flow (SB.2.1–SB.2.3, with skip and the checks of delivery), and the choices (SB.2.9).
 */
export function navigation(
  root: PackageActivity,
  tracking: TreeTracking,
  progress: ReadonlyMap<string, LeafProgress>,
  currentId: string | null,
): Navigation {
  const { byId, parents } = indexTree(root);
  const ancestors = (activity: PackageActivity): PackageActivity[] => {
    const chain: PackageActivity[] = [];
    for (let parent = parents.get(activity.id); parent; parent = parents.get(parent.id)) chain.push(parent);
    return chain;
  };

  /** Enters an activity in flow: a leaf is delivered, a cluster is entered at its first (last) child. */
  const enter = (activity: PackageActivity, forward: boolean): Traversal => {
    if (preCondition(activity, tracking, progress, 'skip')) return 'skip';
    if (barred(activity, tracking, progress, currentId)) return 'stop';
    if (activity.launch) return { leaf: activity.id };
    if (!controlMode(activity).flow) return 'stop';
    const children = forward ? activity.children : [...activity.children].reverse();
    for (const child of children) {
      const found = enter(child, forward);
      if (found !== 'skip') return found;
    }
    return 'skip';
  };
  /** Leaves an activity in flow for its next (previous) sibling, up the tree as far as needed. */
  const flowFrom = (activity: PackageActivity, forward: boolean): string | null => {
    const parent = parents.get(activity.id);
    if (!parent) return null;
    const mode = controlMode(parent);
    if (!mode.flow || (!forward && mode.forwardOnly)) return null;
    if (forward && preCondition(activity, tracking, progress, 'stopForwardTraversal')) return null;
    const siblings = parent.children;
    const at = siblings.indexOf(activity);
    const next = forward ? siblings.slice(at + 1) : siblings.slice(0, at).reverse();
    for (const sibling of next) {
      const found = enter(sibling, forward);
      if (found === 'stop') return null;
      if (found !== 'skip') return found.leaf;
    }
    return flowFrom(parent, forward);
  };

  const current = currentId ? byId.get(currentId) : undefined;
  const hiddenFromChoice = new Set<string>();
  const hide = (activity: PackageActivity, hidden: boolean) => {
    const hides = hidden || preCondition(activity, tracking, progress, 'hiddenFromChoice');
    if (hides) hiddenFromChoice.add(activity.id);
    activity.children.forEach((child) => hide(child, hides));
  };
  root.children.forEach((child) => hide(child, false));

  const currentPath = current ? [current, ...ancestors(current)] : [];
  const choiceValid = (target: PackageActivity): boolean => {
    if (!target.launch || !target.visible || hiddenFromChoice.has(target.id)) return false;
    const path = [target, ...ancestors(target)];
    if (path.some((activity) => activity !== root && barred(activity, tracking, progress, currentId))) return false;
    // Each cluster on the way must allow choice among its children.
    if (path.slice(1).some((cluster) => !controlMode(cluster).choice)) return false;
    if (!current) return true;
    const common = path.find((activity) => currentPath.includes(activity))!;
    // A forwardOnly cluster refuses a choice back among its children (SB.2.9 step 8).
    if (controlMode(common).forwardOnly) {
      const branch = (path: PackageActivity[]) => common.children.indexOf(path[path.indexOf(common) - 1] ?? common);
      if (branch(path) < branch(currentPath)) return false;
    }
    // A cluster in progress with choiceExit off may not be left by choice.
    return !currentPath.slice(1, currentPath.indexOf(common)).some((cluster) => !controlMode(cluster).choiceExit);
  };
  const choosable = new Set([...byId.values()].filter(choiceValid).map((activity) => activity.id));

  if (!current) {
    const start = enter(root, true);
    return { continue: typeof start === 'object' ? start.leaf : null, previous: null, choosable, hiddenFromChoice };
  }
  return { continue: flowFrom(current, true), previous: flowFrom(current, false), choosable, hiddenFromChoice };
}

/** The actions of post-condition rules the player follows once an activity's content has ended (TB.2.2). */
export const POST_CONDITION_ACTIONS = ['continue', 'previous', 'exitAll', 'exitParent'] as const;

/**
 * What the post-condition rules of the activity that ended say (its own, then its parent's after
 * exitParent): continue, previous or exitAll, or nothing.
 */
export function postConditionAction(
  root: PackageActivity,
  tracking: TreeTracking,
  progress: ReadonlyMap<string, LeafProgress>,
  endedId: string,
): 'continue' | 'previous' | 'exitAll' | undefined {
  const { byId, parents } = indexTree(root);
  let activity = byId.get(endedId);
  while (activity) {
    const state = tracking.activities.get(activity.id) ?? UNTRACKED;
    const objectives = progress.get(activity.id)?.objectives ?? {};
    const action = ruleAction(activity, definitionOf(activity).postConditionRules, POST_CONDITION_ACTIONS, state, objectives, tracking);
    if (action !== 'exitParent') return action as 'continue' | 'previous' | 'exitAll' | undefined;
    activity = parents.get(activity.id);
  }
  return undefined;
}
