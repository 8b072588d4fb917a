import yazl from 'yazl';
import type { BodyInputOf, saveELearningSettingsEndpoint, ScormVersionName } from '@compliance/shared-contracts';
import { escapeXml, zipped } from '../seed/scorm/build';

// Test content of the shapes real courses have (issue 70): courses of many SCOs in aggregations,
// a quiz SCO with a pass mark, hidden items, item parameters, assets, and SCORM 2004 sequencing.
// Each SCO is a small page that finds the runtime the way content does (SCORM's API discovery in
// its parents) and reports completion, a score or a navigation request when its buttons are used.

/** An item of a generated organization: a leaf that launches a page, or a cluster of items. */
export interface GeneratedItem {
  id: string;
  title: string;
  /** isvisible="false" in the manifest. */
  hidden?: boolean;
  /** The item's parameters attribute, added to its resource's href. */
  parameters?: string;
  /** A leaf's resource: a SCO (the default) or an asset (a page that never calls the runtime). */
  kind?: 'sco' | 'asset';
  /** SCORM 1.2 adlcp:masteryscore. */
  masteryScore?: number;
  /** The item's imsss:sequencing element, written as it stands (SCORM 2004). */
  sequencing?: string;
  children?: GeneratedItem[];
}

/** A generated package: its version, the organization's title and items, and sequencing around them. */
export interface GeneratedPackage {
  version: ScormVersionName;
  title: string;
  items: GeneratedItem[];
  /** The organization's own imsss:sequencing (SCORM 2004). */
  organizationSequencing?: string;
  /** An imsss:sequencingCollection's inner elements (SCORM 2004). */
  sequencingCollection?: string;
}

const leavesOf = (items: readonly GeneratedItem[]): GeneratedItem[] =>
  items.flatMap((item) => (item.children ? leavesOf(item.children) : [item]));

function itemXml(item: GeneratedItem, version: ScormVersionName): string {
  const attributes = [
    `identifier="${escapeXml(item.id)}"`,
    item.children ? '' : `identifierref="res-${escapeXml(item.id)}"`,
    item.hidden ? 'isvisible="false"' : '',
    item.parameters ? `parameters="${escapeXml(item.parameters)}"` : '',
  ].filter(Boolean);
  const mastery =
    item.masteryScore !== undefined && version === '1.2' ? `<adlcp:masteryscore>${item.masteryScore}</adlcp:masteryscore>` : '';
  const children = (item.children ?? []).map((child) => itemXml(child, version)).join('');
  return `<item ${attributes.join(' ')}><title>${escapeXml(item.title)}</title>${mastery}${children}${item.sequencing ?? ''}</item>`;
}

function manifestOf(shape: GeneratedPackage): string {
  const is12 = shape.version === '1.2';
  const namespaces = is12
    ? 'xmlns="http://www.imsproject.org/xsd/imscp_rootv1p1p2" xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_rootv1p2"'
    : 'xmlns="http://www.imsglobal.org/xsd/imscp_v1p1" xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_v1p3" xmlns:adlseq="http://www.adlnet.org/xsd/adlseq_v1p3" xmlns:imsss="http://www.imsglobal.org/xsd/imsss"';
  const typeAttribute = is12 ? 'adlcp:scormtype' : 'adlcp:scormType';
  const resources = leavesOf(shape.items)
    .map((leaf) => {
      const page = leaf.kind === 'asset' ? 'asset.html' : 'sco.html';
      return `<resource identifier="res-${escapeXml(leaf.id)}" type="webcontent" ${typeAttribute}="${leaf.kind ?? 'sco'}" href="${page}?sco=${encodeURIComponent(leaf.id)}"><file href="${page}"/></resource>`;
    })
    .join('\n    ');
  return `<?xml version="1.0" encoding="UTF-8"?>
<manifest identifier="generated" version="1" ${namespaces}>
  <metadata><schema>ADL SCORM</schema><schemaversion>${is12 ? '1.2' : '2004 4th Edition'}</schemaversion></metadata>
  <organizations default="org">
    <organization identifier="org">
      <title>${escapeXml(shape.title)}</title>
      ${shape.items.map((item) => itemXml(item, shape.version)).join('\n      ')}
      ${shape.organizationSequencing ?? ''}
    </organization>
  </organizations>
  <resources>
    ${resources}
  </resources>
  ${shape.sequencingCollection ? `<imsss:sequencingCollection>${shape.sequencingCollection}</imsss:sequencingCollection>` : ''}
</manifest>
`;
}

/**
 * A SCO's page: finds the runtime of its version in its parents, initializes, shows its id (and its
 * query), and offers what a learner does in real content: finish it, pass a quiz, ask to go on.
 */
const SCO_PAGE = `<!doctype html>
<html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>SCO</title></head>
<body>
<h1 id="sco"></h1><p id="query"></p>
<button id="complete" type="button">Abschließen</button>
<button id="pass" type="button">Test bestehen</button>
<button id="continue" type="button">Weiter</button>
<script>
(function () {
  function find(win) { for (var i = 0; win && i < 10; i += 1) { if (win.API_1484_11) return { v: '2004', api: win.API_1484_11 }; if (win.API) return { v: '1.2', api: win.API }; if (win.parent === win) break; win = win.parent; } return null; }
  var found = find(window.parent);
  var params = new URLSearchParams(location.search);
  document.getElementById('sco').textContent = params.get('sco');
  document.getElementById('query').textContent = location.search;
  if (!found) return;
  var api = found.api, is12 = found.v === '1.2';
  var call = function (name12, name2004) { return is12 ? api[name12].bind(api) : api[name2004].bind(api); };
  var set = call('LMSSetValue', 'SetValue'), commit = call('LMSCommit', 'Commit'), finish = call('LMSFinish', 'Terminate');
  call('LMSInitialize', 'Initialize')('');
  var done = false;
  function end() { if (done) return; done = true; commit(''); finish(''); }
  document.getElementById('complete').onclick = function () {
    if (is12) set('cmi.core.lesson_status', 'completed'); else set('cmi.completion_status', 'completed');
    end();
  };
  // A quiz's answer as the learner gave it, and (1.2) the quiz's objective, as authoring tools record them.
  function answer() {
    set('cmi.interactions.0.id', 'frage-1');
    set('cmi.interactions.0.type', 'choice');
    set(is12 ? 'cmi.interactions.0.student_response' : 'cmi.interactions.0.learner_response', 'b');
    set('cmi.interactions.0.correct_responses.0.pattern', 'b');
    set('cmi.interactions.0.result', 'correct');
    set('cmi.interactions.0.latency', is12 ? '0000:00:05' : 'PT5S');
    if (is12) { set('cmi.objectives.0.id', 'brandklassen'); set('cmi.objectives.0.status', 'passed'); }
  }
  document.getElementById('pass').onclick = function () {
    answer();
    if (is12) { set('cmi.core.score.raw', '90'); set('cmi.core.lesson_status', 'passed'); }
    else { set('cmi.score.scaled', '0.9'); set('cmi.score.raw', '90'); set('cmi.success_status', 'passed'); set('cmi.completion_status', 'completed'); }
    end();
  };
  document.getElementById('continue').onclick = function () {
    if (is12) set('cmi.core.lesson_status', 'completed'); else { set('cmi.completion_status', 'completed'); set('adl.nav.request', 'continue'); }
    end();
  };
})();
</script>
</body></html>
`;

const ASSET_PAGE =
  '<!doctype html><html lang="de"><head><meta charset="utf-8"><title>Material</title></head><body><h1>Material</h1></body></html>';

/** The manifest of a generated package, as the zip holds it. */
export const generatedManifest = (shape: GeneratedPackage): string => manifestOf(shape);

/** A generated package as a zip. */
export async function generatePackage(shape: GeneratedPackage): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  zip.addBuffer(Buffer.from(manifestOf(shape)), 'imsmanifest.xml');
  zip.addBuffer(Buffer.from(SCO_PAGE), 'sco.html');
  zip.addBuffer(Buffer.from(ASSET_PAGE), 'asset.html');
  return zipped(zip);
}

/**
 * SCORM 1.2 as an authoring tool exports a long course: 20 lesson SCOs in four chapters, one
 * lesson hidden from the table of contents, one launched with parameters, a handout asset, and a
 * quiz SCO with a mastery score at the end.
 */
export function multiScoCourse12(): GeneratedPackage {
  const chapters = [1, 2, 3, 4].map((chapter) => ({
    id: `chapter-${chapter}`,
    title: `Kapitel ${chapter}`,
    children: [1, 2, 3, 4, 5].map((lesson) => ({
      id: `lesson-${chapter}-${lesson}`,
      title: `Lektion ${chapter}.${lesson}`,
      ...(chapter === 2 && lesson === 5 && { hidden: true }),
      ...(chapter === 3 && lesson === 1 && { parameters: '?mode=review&page=1' }),
    })),
  }));
  return {
    version: '1.2',
    title: 'Brandschutz – ausführlich',
    items: [...chapters, { id: 'handout', title: 'Handout', kind: 'asset' }, { id: 'quiz', title: 'Abschlusstest', masteryScore: 80 }],
  };
}

/**
 * The settings that hand an uploaded course to its learners at once: switched on, due today, done
 * when completed, once only.
 */
const switchedOnAtOnce = (elearningUuid: string): BodyInputOf<typeof saveELearningSettingsEndpoint> => ({
  elearningUuid,
  status: 'active',
  firstExecutionBufferDays: 0,
  intervalMonths: 0,
  activationDate: null,
  deactivationDate: null,
  dueDate: null,
  completionRule: 'completed',
  minScore: null,
  underageEverySixMonths: false,
});

/** The calls giving a course needs, each signed in as the client's admin or its owner and answering the parsed body of a 200. */
export interface CourseGivers {
  admin: (path: string, body: unknown) => Promise<unknown>;
  owner: (path: string, body: unknown) => Promise<unknown>;
  /** upload-package as the owner: a course of the client's own with these texts. */
  uploadPackage: (fields: { title: string; durationMinutes: number; zip: Buffer }) => Promise<{ elearningUuid: string }>;
}

/**
 * Makes the package `zip` an own course of the client (uploaded by its owner), switched on at
 * once, done when completed, and assigned to a new unit holding only the learner: the learner has
 * it to start, as journeys and benches play a generated course. Answers the E-Learning's uuid.
 */
export async function giveOwnCourse(
  givers: CourseGivers,
  course: { learnerUuid: string; unitIdentifier: string; title: string; zip: Buffer; durationMinutes: number },
): Promise<string> {
  const unit = (await givers.admin('/api/org-unit/create-org-unit', {
    orgUnitIdentifier: course.unitIdentifier,
    orgUnitName: course.title,
  })) as { uuid: string };
  await givers.admin('/api/org-unit/add-members-to-org-unit', { uuid: unit.uuid, memberUuids: [course.learnerUuid] });
  const { elearningUuid } = await givers.uploadPackage(course);
  await givers.owner('/api/elearning/save-settings', switchedOnAtOnce(elearningUuid));
  await givers.admin('/api/elearning/assign-org-units', { elearningUuid, orgUnitUuids: [unit.uuid] });
  return elearningUuid;
}

/** The control modes a generated 2004 course's root states. */
export type ControlModeShape = 'flow' | 'choice' | 'forwardOnly';

const CONTROL_MODES: Readonly<Record<ControlModeShape, string>> = {
  flow: 'choice="false" flow="true"',
  choice: 'choice="true" flow="true"',
  forwardOnly: 'choice="false" flow="true" forwardOnly="true"',
};

/**
 * SCORM 2004 as sequenced courses are written: three lessons and a test under the root, with the
 * root's control mode; the test is disabled until every lesson is completed (a precondition on
 * the lessons' shared objective); the root is satisfied when the test is, completed when all are
 * (rollup rules); the lessons take their definition from the sequencing collection (IDRef).
 */
export function sequencedCourse2004(mode: ControlModeShape): GeneratedPackage {
  const lesson = (index: number): GeneratedItem => ({
    id: `lesson-${index}`,
    title: `Lektion ${index}`,
    sequencing: `<imsss:sequencing IDRef="lesson-rules"><imsss:objectives><imsss:primaryObjective objectiveID="lesson-${index}-done"><imsss:mapInfo targetObjectiveID="lesson-${index}-global" writeSatisfiedStatus="true"/></imsss:primaryObjective></imsss:objectives></imsss:sequencing>`,
  });
  const lessonCompleted = [1, 2, 3]
    .map((index) => `<imsss:ruleCondition referencedObjective="lesson-${index}-seen" operator="not" condition="satisfied"/>`)
    .join('');
  return {
    version: '2004',
    title: `Erste Hilfe – ${mode}`,
    items: [
      lesson(1),
      lesson(2),
      lesson(3),
      {
        id: 'test',
        title: 'Abschlusstest',
        sequencing: `<imsss:sequencing>
          <imsss:sequencingRules><imsss:preConditionRule><imsss:ruleConditions conditionCombination="any">${lessonCompleted}</imsss:ruleConditions><imsss:ruleAction action="disabled"/></imsss:preConditionRule></imsss:sequencingRules>
          <imsss:limitConditions attemptLimit="3"/>
          <imsss:objectives>
            <imsss:primaryObjective objectiveID="test-passed" satisfiedByMeasure="true"><imsss:minNormalizedMeasure>0.8</imsss:minNormalizedMeasure></imsss:primaryObjective>
            ${[1, 2, 3].map((index) => `<imsss:objective objectiveID="lesson-${index}-seen"><imsss:mapInfo targetObjectiveID="lesson-${index}-global" readSatisfiedStatus="true"/></imsss:objective>`).join('')}
          </imsss:objectives>
        </imsss:sequencing>`,
      },
    ],
    organizationSequencing: `<imsss:sequencing>
      <imsss:controlMode ${CONTROL_MODES[mode]}/>
      <imsss:rollupRules rollupObjectiveSatisfied="true" rollupProgressCompletion="true">
        <imsss:rollupRule childActivitySet="all"><imsss:rollupConditions><imsss:rollupCondition condition="completed"/></imsss:rollupConditions><imsss:rollupAction action="completed"/></imsss:rollupRule>
        <imsss:rollupRule childActivitySet="any"><imsss:rollupConditions><imsss:rollupCondition condition="satisfied"/></imsss:rollupConditions><imsss:rollupAction action="satisfied"/></imsss:rollupRule>
      </imsss:rollupRules>
    </imsss:sequencing>`,
    sequencingCollection: `<imsss:sequencing ID="lesson-rules">
      <imsss:controlMode choiceExit="true"/>
      <imsss:sequencingRules><imsss:postConditionRule><imsss:ruleConditions><imsss:ruleCondition condition="completed"/></imsss:ruleConditions><imsss:ruleAction action="continue"/></imsss:postConditionRule></imsss:sequencingRules>
      <imsss:deliveryControls completionSetByContent="true" objectiveSetByContent="true"/>
    </imsss:sequencing>`,
  };
}
