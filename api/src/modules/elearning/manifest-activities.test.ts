import { ApiError } from '../../errors';
import { generatedManifest, generatePackage, multiScoCourse12, sequencedCourse2004, type GeneratedItem } from '../../test/scorm-packages';
import { ACTIVITY_LIMITS, launchableLeaves, type PackageActivity } from './manifest-activities';
import { readManifest, unpackScormPackage } from './scorm-package';

const GENERATED_FILES = new Set(['imsmanifest.xml', 'sco.html', 'asset.html']);

const find = (root: PackageActivity, id: string): PackageActivity => {
  const found = [
    root,
    ...root.children.flatMap(function all(child): PackageActivity[] {
      return [child, ...child.children.flatMap(all)];
    }),
  ].find((activity) => activity.id === id);
  if (!found) throw new Error(`no activity ${id}`);
  return found;
};

const refusalOf = (run: () => unknown): string => {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return (error as ApiError).code;
  }
  throw new Error('not refused');
};

describe('the activity tree of a package', () => {
  it('reads a SCORM 1.2 course of 20 SCOs in chapters: order, hidden items, parameters, an asset and the quiz mastery score', async () => {
    const unpacked = await unpackScormPackage(await generatePackage(multiScoCourse12()));
    const { activities } = unpacked;
    expect(activities.title).toBe('Brandschutz – ausführlich');
    expect(activities.children.map((child) => child.id)).toEqual(['chapter-1', 'chapter-2', 'chapter-3', 'chapter-4', 'handout', 'quiz']);
    const leaves = launchableLeaves(activities);
    expect(leaves).toHaveLength(22);
    expect(leaves.filter((leaf) => leaf.launch?.kind === 'sco')).toHaveLength(21);
    expect(find(activities, 'chapter-1')).toMatchObject({ title: 'Kapitel 1', launch: null, visible: true });
    expect(find(activities, 'lesson-2-5').visible).toBe(false);
    expect(find(activities, 'lesson-3-1').launch?.path).toBe('sco.html?sco=lesson-3-1&mode=review&page=1');
    expect(find(activities, 'handout').launch).toMatchObject({ kind: 'asset', path: 'asset.html?sco=handout' });
    expect(find(activities, 'quiz').launch).toMatchObject({ kind: 'sco', masteryScore: 80, completionThreshold: null });
    // The first SCO is what a single-SCO reading launched: the first leaf in the organization's order.
    expect(unpacked).toMatchObject({ launchPath: 'sco.html?sco=lesson-1-1', masteryScore: null, organizationCount: 1, warnings: [] });
  });

  it('reads SCORM 2004 sequencing: control modes, pre- and post-conditions, limits, rollup, objectives and the collection', () => {
    const { activities, warnings } = readManifest(generatedManifest(sequencedCourse2004('forwardOnly')), GENERATED_FILES);
    expect(warnings).toEqual([]);
    expect(activities.sequencing).toEqual({
      controlMode: { choice: false, flow: true, forwardOnly: true },
      rollupRules: [
        { action: 'completed', childActivitySet: 'all', conditionCombination: 'any', conditions: [{ condition: 'completed' }] },
        { action: 'satisfied', childActivitySet: 'any', conditionCombination: 'any', conditions: [{ condition: 'satisfied' }] },
      ],
      rollupControls: { rollupObjectiveSatisfied: true, rollupProgressCompletion: true },
    });
    // The collection's definition, with the item's own objectives on top.
    expect(find(activities, 'lesson-2').sequencing).toEqual({
      controlMode: { choiceExit: true },
      postConditionRules: [{ action: 'continue', conditionCombination: 'all', conditions: [{ condition: 'completed' }] }],
      deliveryControls: { completionSetByContent: true, objectiveSetByContent: true },
      primaryObjective: { objectiveID: 'lesson-2-done', mapInfo: [{ targetObjectiveID: 'lesson-2-global', writeSatisfiedStatus: true }] },
    });
    const test = find(activities, 'test');
    expect(test.sequencing).toMatchObject({
      preConditionRules: [
        {
          action: 'disabled',
          conditionCombination: 'any',
          conditions: [1, 2, 3].map((index) => ({ condition: 'satisfied', operator: 'not', referencedObjective: `lesson-${index}-seen` })),
        },
      ],
      attemptLimit: 3,
      primaryObjective: { objectiveID: 'test-passed', satisfiedByMeasure: true, minNormalizedMeasure: 0.8 },
    });
    expect(test.sequencing?.objectives).toHaveLength(3);
    expect(test.launch).toMatchObject({ kind: 'sco', scaledPassingScore: 0.8, masteryScore: null });
  });

  it('tells what it guessed: the version, the default organization, a SCO type, an empty item', () => {
    const manifest = generatedManifest(multiScoCourse12())
      .replace('<schemaversion>1.2</schemaversion>', '')
      .replace('<organizations default="org">', '<organizations>')
      .replace(
        '</organizations>',
        '<organization identifier="other"><title>Andere</title><item identifier="o" identifierref="res-quiz"><title>O</title></item></organization></organizations>',
      )
      .replace('adlcp:scormtype="sco" href="sco.html?sco=quiz"', 'href="sco.html?sco=quiz"')
      .replace('<item identifier="handout"', '<item identifier="empty"><title>Leer</title></item><item identifier="handout"');
    const read = readManifest(manifest, GENERATED_FILES);
    expect(read.version).toBe('1.2');
    expect(read.organizationCount).toBe(2);
    expect([...read.warnings].sort()).toEqual(
      ['DefaultOrganizationGuessed', 'EmptyItemIgnored', 'OtherOrganizationsIgnored', 'ScormTypeGuessed', 'VersionGuessed'].sort(),
    );
    expect(read.activities.children.map((child) => child.id)).not.toContain('empty');
    expect(find(read.activities, 'quiz').launch?.kind).toBe('sco');
  });

  it('finds a launch file its href writes URL-encoded', () => {
    const manifest = generatedManifest({ version: '1.2', title: 'Kurs', items: [{ id: 'only', title: 'Einzig' }] }).replace(
      'href="sco.html?sco=only"',
      'href="mein%20kurs.html?sco=only"',
    );
    expect(readManifest(manifest, new Set(['mein kurs.html'])).launchPath).toBe('mein kurs.html?sco=only');
  });

  it('refuses with the reason: no launchable item, a resource or a file the package lacks, too many or too deep items', () => {
    const single = (items: GeneratedItem[]) => generatedManifest({ version: '2004', title: 'Kurs', items });
    const onlyCluster = single([{ id: 'c', title: 'C', children: [] }]);
    expect(refusalOf(() => readManifest(onlyCluster, GENERATED_FILES))).toBe('ELearning.ManifestNoLaunch');
    const unknownResource = single([{ id: 'a', title: 'A' }]).replace('identifierref="res-a"', 'identifierref="nowhere"');
    expect(refusalOf(() => readManifest(unknownResource, GENERATED_FILES))).toBe('ELearning.ManifestNoLaunch');
    expect(refusalOf(() => readManifest(single([{ id: 'a', title: 'A' }]), new Set(['imsmanifest.xml'])))).toBe(
      'ELearning.ManifestFileMissing',
    );
    const outside = single([{ id: 'a', title: 'A' }]).replace('href="sco.html', 'href="https://example.com/sco.html');
    expect(refusalOf(() => readManifest(outside, GENERATED_FILES))).toBe('ELearning.ManifestFileMissing');

    const many = Array.from({ length: ACTIVITY_LIMITS.maxActivities + 1 }, (_, index) => ({ id: `i${index}`, title: `I${index}` }));
    expect(refusalOf(() => readManifest(single(many), GENERATED_FILES))).toBe('ELearning.ManifestInvalid');
    let deep: GeneratedItem = { id: 'leaf', title: 'Blatt' };
    for (let level = 0; level < ACTIVITY_LIMITS.maxDepth; level += 1) deep = { id: `level-${level}`, title: 'Ebene', children: [deep] };
    expect(refusalOf(() => readManifest(single([deep]), GENERATED_FILES))).toBe('ELearning.ManifestInvalid');
  });
});
