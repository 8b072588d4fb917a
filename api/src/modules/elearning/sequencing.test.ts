import { generatedManifest, sequencedCourse2004 } from '../../test/scorm-packages';
import type { PackageActivity } from './manifest-activities';
import type { ActivitySequencing } from './manifest-sequencing';
import { readManifest } from './scorm-package';
import { navigation, postConditionAction, trackTree, type LeafProgress } from './sequencing';

const leaf = (id: string, sequencing?: ActivitySequencing): PackageActivity => ({
  id,
  title: id,
  visible: true,
  launch: { path: `${id}.html`, kind: 'sco', launchData: null, masteryScore: null, completionThreshold: null, scaledPassingScore: null },
  children: [],
  sequencing,
});
const cluster = (id: string, children: PackageActivity[], sequencing?: ActivitySequencing): PackageActivity => ({
  id,
  title: id,
  visible: true,
  launch: null,
  children,
  sequencing,
});
const progressOf = (entries: Record<string, Partial<LeafProgress>>): Map<string, LeafProgress> =>
  new Map(
    Object.entries(entries).map(([id, entry]) => [
      id,
      { attemptCount: 1, completed: false, satisfied: null, measure: null, objectives: {}, ...entry },
    ]),
  );
const navigate = (root: PackageActivity, current: string | null, entries: Record<string, Partial<LeafProgress>> = {}) => {
  const progress = progressOf(entries);
  return navigation(root, trackTree(root, progress), progress, current);
};
const FLOW = { controlMode: { flow: true } };

describe('SCORM 2004 navigation', () => {
  it('by the default control modes offers every leaf by choice and no flow', () => {
    const root = cluster('root', [leaf('a'), cluster('c', [leaf('b'), leaf('d')])]);
    const found = navigate(root, 'a');
    expect(found).toMatchObject({ continue: null, previous: null });
    expect([...found.choosable]).toEqual(['a', 'b', 'd']);
  });

  it('flows forward and back through clusters that allow it, and ends at the last leaf', () => {
    const root = cluster('root', [leaf('a'), cluster('c', [leaf('b'), leaf('d')], FLOW), leaf('e')], FLOW);
    expect(navigate(root, null).continue).toBe('a');
    expect(navigate(root, 'a')).toMatchObject({ continue: 'b', previous: null });
    expect(navigate(root, 'd')).toMatchObject({ continue: 'e', previous: 'b' });
    expect(navigate(root, 'e')).toMatchObject({ continue: null, previous: 'd' });
    // A cluster without flow cannot be entered by flow: continue stops before it.
    const closed = cluster('root', [leaf('a'), cluster('c', [leaf('b')]), leaf('e')], FLOW);
    expect(navigate(closed, 'a').continue).toBeNull();
  });

  it('forwardOnly refuses previous and a choice back, not a choice forward', () => {
    const root = cluster('root', [leaf('a'), leaf('b'), leaf('c')], { controlMode: { flow: true, forwardOnly: true } });
    const found = navigate(root, 'b');
    expect(found).toMatchObject({ continue: 'c', previous: null });
    expect([...found.choosable]).toEqual(['b', 'c']);
  });

  it('choice off in a cluster leaves its children to flow', () => {
    const root = cluster('root', [leaf('a'), leaf('b')], { controlMode: { flow: true, choice: false } });
    expect([...navigate(root, 'a').choosable]).toEqual([]);
  });

  it('skips an activity whose skip rule holds, in both directions', () => {
    const skipIfSatisfied = {
      preConditionRules: [{ action: 'skip', conditionCombination: 'all' as const, conditions: [{ condition: 'satisfied' }] }],
    };
    const root = cluster('root', [leaf('a'), leaf('b', skipIfSatisfied), leaf('c')], FLOW);
    expect(navigate(root, 'a').continue).toBe('b');
    expect(navigate(root, 'a', { b: { satisfied: true } }).continue).toBe('c');
    expect(navigate(root, 'c', { b: { satisfied: true } }).previous).toBe('a');
    // Skipping concerns flow: a choice still reaches it.
    expect(navigate(root, 'a', { b: { satisfied: true } }).choosable.has('b')).toBe(true);
  });

  it('stops forward traversal where a rule says so, and hides a cluster and its children from choice', () => {
    const stopUnlessCompleted = {
      preConditionRules: [
        {
          action: 'stopForwardTraversal',
          conditionCombination: 'all' as const,
          conditions: [{ condition: 'completed', operator: 'not' as const }],
        },
      ],
    };
    const hidden = {
      preConditionRules: [{ action: 'hiddenFromChoice', conditionCombination: 'all' as const, conditions: [{ condition: 'always' }] }],
    };
    const root = cluster('root', [leaf('a', stopUnlessCompleted), cluster('c', [leaf('b')], { ...FLOW, ...hidden })], FLOW);
    expect(navigate(root, 'a', { a: { completed: false } }).continue).toBeNull();
    expect(navigate(root, 'a', { a: { completed: true } }).continue).toBe('b');
    // Unknown, "not completed" is unknown too (SN 4th ed.): the rule does not hold.
    expect(navigate(root, 'a').continue).toBe('b');
    const found = navigate(root, 'a');
    expect([...found.hiddenFromChoice]).toEqual(['c', 'b']);
    expect(found.choosable.has('b')).toBe(false);
  });

  it('refuses to leave a cluster by choice when its choiceExit is off', () => {
    const root = cluster('root', [cluster('c', [leaf('a'), leaf('b')], { controlMode: { choiceExit: false } }), leaf('d')]);
    expect([...navigate(root, 'a').choosable]).toEqual(['a', 'b']);
    expect([...navigate(root, 'd').choosable]).toEqual(['a', 'b', 'd']);
  });

  it('runs the sequenced course: the test is disabled while a lesson’s global objective says not satisfied, and its attempts are limited', () => {
    const { activities: root } = readManifest(generatedManifest(sequencedCourse2004('choice')), new Set(['imsmanifest.xml', 'sco.html']));
    const lessons = { 'lesson-1': { completed: true, satisfied: true }, 'lesson-2': { completed: true, satisfied: true } };
    const lessonFailed = { ...lessons, 'lesson-3': { completed: true, satisfied: false } };
    expect(navigate(root, 'lesson-2', lessonFailed)).toMatchObject({ continue: 'lesson-3' });
    expect(navigate(root, 'lesson-2', lessonFailed).choosable.has('test')).toBe(false);
    expect(navigate(root, 'lesson-3', lessonFailed).continue).toBeNull();
    // Never judged, the objective is unknown and "not satisfied" unknown: the rule does not hold (SN 4th ed.).
    expect(navigate(root, 'lesson-2', lessons).choosable.has('test')).toBe(true);
    const allSeen = { ...lessons, 'lesson-3': { completed: true, satisfied: true } };
    expect(navigate(root, 'lesson-3', allSeen)).toMatchObject({ continue: 'test' });
    expect(navigate(root, 'lesson-3', allSeen).choosable.has('test')).toBe(true);
    // Three attempts used up: no fourth, but the one in progress goes on.
    const usedUp = { ...allSeen, test: { attemptCount: 3 } };
    expect(navigate(root, 'lesson-3', usedUp).choosable.has('test')).toBe(false);
    expect(navigate(root, 'test', usedUp).choosable.has('test')).toBe(true);
  });
});

describe('SCORM 2004 rollup', () => {
  it('by default: complete when every child is, incomplete when one known is not, unknown before', () => {
    const root = cluster('root', [leaf('a'), cluster('c', [leaf('b'), leaf('d')])]);
    const tracked = (entries: Record<string, Partial<LeafProgress>>) => trackTree(root, progressOf(entries)).activities.get('root');
    expect(tracked({})).toMatchObject({ completed: null, satisfied: null, attemptCount: 0 });
    expect(tracked({ a: { completed: true } })).toMatchObject({ completed: null, attemptCount: 1 });
    expect(tracked({ a: { completed: true }, b: { completed: false } })).toMatchObject({ completed: false });
    expect(
      tracked({
        a: { completed: true, satisfied: true },
        b: { completed: true, satisfied: true },
        d: { completed: true, satisfied: false },
      }),
    ).toMatchObject({ completed: true, satisfied: false });
    expect(
      tracked({
        a: { completed: true, satisfied: true },
        b: { completed: true, satisfied: true },
        d: { completed: true, satisfied: true },
      }),
    ).toMatchObject({ completed: true, satisfied: true });
  });

  it('by the cluster’s rules: the sequenced course is satisfied by any satisfied child, complete when all are', () => {
    const { activities: root } = readManifest(generatedManifest(sequencedCourse2004('flow')), new Set(['imsmanifest.xml', 'sco.html']));
    const tracked = (entries: Record<string, Partial<LeafProgress>>) => trackTree(root, progressOf(entries)).activities.get(root.id);
    expect(tracked({ 'lesson-1': { completed: true, satisfied: true } })).toMatchObject({ completed: null, satisfied: true });
    const all = Object.fromEntries(['lesson-1', 'lesson-2', 'lesson-3', 'test'].map((id) => [id, { completed: true }]));
    expect(tracked(all)).toMatchObject({ completed: true, satisfied: null });
  });

  it('weighs measures, judges by measure where the objective says so, and leaves untracked children out', () => {
    const root = cluster(
      'root',
      [leaf('a', { rollupControls: { objectiveMeasureWeight: 0.5 } }), leaf('b'), leaf('c', { deliveryControls: { tracked: false } })],
      { primaryObjective: { objectiveID: 'root', satisfiedByMeasure: true, minNormalizedMeasure: 0.6 } },
    );
    const tracked = (entries: Record<string, Partial<LeafProgress>>) => trackTree(root, progressOf(entries)).activities.get('root');
    // (1 × 0.5 + 0.4 × 1) / 1.5
    expect(tracked({ a: { measure: 1 }, b: { measure: 0.4 }, c: { measure: -1 } })?.measure).toBeCloseTo(0.6);
    expect(tracked({ a: { measure: 1 }, b: { measure: 0.4 } })).toMatchObject({ satisfied: true });
    expect(tracked({ a: { measure: 0.4 }, b: { measure: 0.4 } })).toMatchObject({ satisfied: false });
    expect(tracked({ a: { completed: true }, b: { completed: true } })).toMatchObject({ completed: true, measure: null, satisfied: null });
  });

  it('counts a child only where its rollup considerations say so', () => {
    const root = cluster('root', [leaf('a'), leaf('b', { rollupConsiderations: { requiredForCompleted: 'ifAttempted' } })]);
    const tracked = trackTree(root, progressOf({ a: { completed: true } })).activities.get('root');
    expect(tracked).toMatchObject({ completed: true });
  });
});

describe('post-condition rules', () => {
  it('lead on once the activity ended: continue when completed, the parent’s rule after exitParent', () => {
    const { activities: root } = readManifest(generatedManifest(sequencedCourse2004('flow')), new Set(['imsmanifest.xml', 'sco.html']));
    const ended = (entries: Record<string, Partial<LeafProgress>>) => {
      const progress = progressOf(entries);
      return postConditionAction(root, trackTree(root, progress), progress, 'lesson-1');
    };
    expect(ended({ 'lesson-1': { completed: true } })).toBe('continue');
    expect(ended({ 'lesson-1': { completed: false } })).toBeUndefined();
    const exitParent = {
      postConditionRules: [{ action: 'exitParent', conditionCombination: 'all' as const, conditions: [{ condition: 'always' }] }],
    };
    const exitAll = {
      postConditionRules: [{ action: 'exitAll', conditionCombination: 'all' as const, conditions: [{ condition: 'completed' }] }],
    };
    const nested = cluster('root', [cluster('c', [leaf('a', exitParent)], exitAll)]);
    const progress = progressOf({ a: { completed: true } });
    expect(postConditionAction(nested, trackTree(nested, progress), progress, 'a')).toBe('exitAll');
  });
});
