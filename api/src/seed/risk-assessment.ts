import { randomUUID } from 'node:crypto';
import { DEFAULT_RISK_MATRIX, RISK_MEASURE_REQUIRED_FROM, type RiskMeasureType } from '@compliance/shared-contracts';
import { insertRows, type Queryable } from '../db';
import { joinSql, sql, sqlIdentifier, sqlRows } from '../lib/sql';
import { agreeActions, insertAction, rebuildHistoryOfResult, recordCheck } from '../modules/risk-assessment/action-queries';
import { openDueReviews } from '../modules/risk-assessment/dates-job';
import { finishAnalysis, lockOpenAnalysis } from '../modules/risk-assessment/evaluation-queries';
import { completeExecution, startExecution, type QuestionnaireContent } from '../modules/risk-assessment/execution-queries';

// The licensee's demo questionnaires (docs/areas/risk-assessments.md), written for the demo in German
// and English: each question names a hazard a member meets more or less often, with the damage
// it can do (severity 1 slight … 5 fatal or lasting harm) set by the questionnaire's author.

type Texts = { de_DE: string; en_GB: string };

interface DemoQuestion {
  id: string;
  severity: 1 | 2 | 3 | 4 | 5;
  text: Texts;
  hint?: Texts;
}

interface DemoQuestionnaire {
  key: string;
  durationMinutes: number;
  texts: Record<'de_DE' | 'en_GB', { title: string; description: string; category: string }>;
  sections: ReadonlyArray<{ id: string; title: Texts; questions: readonly DemoQuestion[] }>;
}

const q = (id: string, severity: DemoQuestion['severity'], de_DE: string, en_GB: string, hint?: Texts): DemoQuestion => ({
  id,
  severity,
  text: { de_DE, en_GB },
  ...(hint ? { hint } : {}),
});

/** The three demo questionnaires: office and display-screen work, warehouse and logistics, psychological stress. */
export const DEMO_QUESTIONNAIRES: readonly DemoQuestionnaire[] = [
  {
    key: 'office',
    durationMinutes: 10,
    texts: {
      de_DE: {
        title: 'Büro- und Bildschirmarbeit',
        description: 'Arbeitsplatz, Ergonomie und Umgebung im Büro: wie oft begegnen Ihnen diese Gefährdungen?',
        category: 'Arbeitsplatz',
      },
      en_GB: {
        title: 'Office and display-screen work',
        description: 'Workstation, ergonomics and surroundings in the office: how often do you meet these hazards?',
        category: 'Workplace',
      },
    },
    sections: [
      {
        id: 'workstation',
        title: { de_DE: 'Arbeitsplatz und Ergonomie', en_GB: 'Workstation and ergonomics' },
        questions: [
          q('glare', 2, 'Mein Bildschirm spiegelt oder blendet.', 'My screen reflects light or dazzles me.'),
          q(
            'sitting',
            3,
            'Ich sitze lange ohne Pause oder Haltungswechsel.',
            'I sit for long stretches without a break or a change of posture.',
            {
              de_DE: 'Zum Beispiel mehr als zwei Stunden am Stück.',
              en_GB: 'For example more than two hours at a time.',
            },
          ),
          q(
            'adjustable',
            2,
            'Tisch und Stuhl lassen sich nicht auf meine Körpergröße einstellen.',
            'Desk and chair cannot be adjusted to my height.',
          ),
          q(
            'tension',
            3,
            'Ich habe nach der Arbeit Verspannungen in Nacken, Schultern oder Rücken.',
            'I have tension in my neck, shoulders or back after work.',
          ),
        ],
      },
      {
        id: 'room',
        title: { de_DE: 'Raum und Umgebung', en_GB: 'Room and surroundings' },
        questions: [
          q('noise', 2, 'Es ist im Raum zu laut, um konzentriert zu arbeiten.', 'The room is too loud to work with concentration.'),
          q('temperature', 1, 'Die Raumtemperatur ist zu hoch oder zu niedrig.', 'The room is too warm or too cold.'),
          q('tripping', 3, 'Kabel, Kartons oder Ablagen liegen auf Laufwegen.', 'Cables, boxes or files lie on walkways.'),
          q('escape-routes', 5, 'Fluchtwege oder Notausgänge sind verstellt.', 'Escape routes or emergency exits are blocked.'),
        ],
      },
    ],
  },
  {
    key: 'warehouse',
    durationMinutes: 15,
    texts: {
      de_DE: {
        title: 'Lager und Logistik',
        description: 'Verkehrswege, Lagerung, Heben und Schutzausrüstung im Lager: wie oft begegnen Ihnen diese Gefährdungen?',
        category: 'Logistik',
      },
      en_GB: {
        title: 'Warehouse and logistics',
        description: 'Traffic routes, storage, lifting and protective equipment in the warehouse: how often do you meet these hazards?',
        category: 'Logistics',
      },
    },
    sections: [
      {
        id: 'traffic',
        title: { de_DE: 'Verkehrswege und Flurförderzeuge', en_GB: 'Traffic routes and industrial trucks' },
        questions: [
          q(
            'shared-routes',
            5,
            'Fußgänger und Gabelstapler nutzen dieselben Wege ohne Markierung.',
            'Pedestrians and forklifts share routes without markings.',
          ),
          q(
            'truck-licence',
            4,
            'Flurförderzeuge werden ohne gültige Unterweisung oder Fahrausweis gefahren.',
            'Industrial trucks are driven without a valid briefing or licence.',
          ),
          q('floor', 3, 'Der Boden ist rutschig, uneben oder beschädigt.', 'The floor is slippery, uneven or damaged.'),
        ],
      },
      {
        id: 'storage',
        title: { de_DE: 'Lagerung und Heben', en_GB: 'Storage and lifting' },
        questions: [
          q(
            'racks',
            5,
            'Regale sind überladen, beschädigt oder nicht gegen Umkippen gesichert.',
            'Racks are overloaded, damaged or not secured against tipping.',
          ),
          q(
            'lifting',
            3,
            'Ich hebe oder trage Lasten über 25 kg ohne Hilfsmittel.',
            'I lift or carry loads over 25 kg without lifting aids.',
          ),
          q(
            'overhead',
            3,
            'Ware liegt über Kopfhöhe, ohne dass ein Tritt oder eine Leiter bereitsteht.',
            'Goods are stored above head height without a step or ladder at hand.',
          ),
        ],
      },
      {
        id: 'protection',
        title: { de_DE: 'Schutzausrüstung', en_GB: 'Protective equipment' },
        questions: [
          q(
            'ppe',
            3,
            'Sicherheitsschuhe oder Handschuhe fehlen oder sind verschlissen.',
            'Safety shoes or gloves are missing or worn out.',
          ),
          q(
            'cold',
            2,
            'Ich arbeite in Kälte oder Zugluft ohne passende Kleidung.',
            'I work in cold or draughts without suitable clothing.',
          ),
        ],
      },
    ],
  },
  {
    key: 'psychological-stress',
    durationMinutes: 15,
    texts: {
      de_DE: {
        title: 'Psychische Belastung bei der Arbeit',
        description:
          'Arbeitsinhalt, Zusammenarbeit, Arbeitszeit und Erholung (ArbSchG §5 Abs. 3 Nr. 6). Ihre Antworten bleiben anonym: Ergebnisse gibt es erst ab 6 Teilnehmenden.',
        category: 'Gesundheit',
      },
      en_GB: {
        title: 'Psychological stress at work',
        description:
          'Work content, cooperation, working time and recovery (German Occupational Safety Act §5(3) no. 6). Your answers stay anonymous: results exist only from 6 participants on.',
        category: 'Health',
      },
    },
    sections: [
      {
        id: 'work',
        title: { de_DE: 'Arbeitsinhalt und Organisation', en_GB: 'Work content and organisation' },
        questions: [
          q('pace', 3, 'Ich muss sehr schnell arbeiten, um mein Pensum zu schaffen.', 'I have to work very fast to get my work done.'),
          q('interruptions', 2, 'Ich werde bei der Arbeit unterbrochen.', 'I am interrupted at work.'),
          q('information', 2, 'Mir fehlen Informationen, die ich für meine Arbeit brauche.', 'I lack information I need for my work.'),
          q('overtime', 3, 'Ich mache Überstunden oder arbeite in den Pausen.', 'I work overtime or through my breaks.'),
        ],
      },
      {
        id: 'social',
        title: { de_DE: 'Zusammenarbeit', en_GB: 'Cooperation' },
        questions: [
          q('conflicts', 3, 'Konflikte im Team bleiben ungelöst.', 'Conflicts in the team remain unresolved.'),
          q(
            'support',
            3,
            'Ich bekomme keine Unterstützung von meiner Führungskraft, wenn ich sie brauche.',
            'I get no support from my manager when I need it.',
          ),
          q('harassment', 5, 'Ich werde herabgesetzt, ausgegrenzt oder belästigt.', 'I am belittled, excluded or harassed.', {
            de_DE: 'Hilfe finden Sie auch beim Betriebsrat.',
            en_GB: 'The works council can help you too.',
          }),
        ],
      },
      {
        id: 'recovery',
        title: { de_DE: 'Arbeitszeit und Erholung', en_GB: 'Working time and recovery' },
        questions: [
          q('switch-off', 3, 'Ich kann nach der Arbeit nicht abschalten.', 'I cannot switch off after work.'),
          q('reachable', 2, 'Ich muss außerhalb der Arbeitszeit erreichbar sein.', 'I have to be reachable outside working hours.'),
        ],
      },
    ],
  },
];

/** The content column of a questionnaire: its sections and questions. */
const contentOf = (questionnaire: DemoQuestionnaire) => ({ sections: questionnaire.sections });

/** The licensee's demo questionnaires; answers their ids by key. */
export async function seedQuestionnaires(db: Queryable, licenseeId: string): Promise<Map<string, string>> {
  const ids = new Map(DEMO_QUESTIONNAIRES.map((questionnaire) => [questionnaire.key, randomUUID()]));
  await insertRows(
    db,
    'risk_questionnaire',
    ['id', 'licensee_id', 'identifier', 'texts', 'content', 'duration_minutes'],
    DEMO_QUESTIONNAIRES.map((questionnaire) => [
      ids.get(questionnaire.key),
      licenseeId,
      questionnaire.key,
      JSON.stringify(questionnaire.texts),
      JSON.stringify(contentOf(questionnaire)),
      questionnaire.durationMinutes,
    ]),
  );
  return ids;
}

/** A client's risk assessment of a questionnaire, with its task settings and what it is assigned to. */
export interface ClientRiskAssessment {
  questionnaire: string;
  status: 'active' | 'inactive';
  intervalMonths: number;
  firstExecutionBufferDays: number;
  orgUnitIds?: readonly string[];
  locationId?: string;
  memberIds?: readonly string[];
}

/**
 * Gives a client its risk assessments of the licensee's questionnaires; answers their ids by
 * questionnaire key. Assigning an active one opens its analysis (022_risk_assessment.sql).
 */
export async function seedClientRiskAssessments(
  db: Queryable,
  clientId: string,
  questionnaireIds: Map<string, string>,
  assessments: readonly ClientRiskAssessment[],
): Promise<Map<string, string>> {
  const ids = assessments.map(() => randomUUID());
  await insertRows(
    db,
    'risk_assessment',
    ['id', 'client_id', 'questionnaire_id', 'status', 'interval_months', 'first_execution_buffer_days'],
    assessments.map((entry, index) => [
      ids[index],
      clientId,
      questionnaireIds.get(entry.questionnaire),
      entry.status,
      entry.intervalMonths,
      entry.firstExecutionBufferDays,
    ]),
  );
  const assignments = assessments.flatMap((entry, index) => [
    ...(entry.orgUnitIds ?? []).map((orgUnitId) => [clientId, ids[index], 'org-unit', orgUnitId, null, null]),
    ...(entry.locationId ? [[clientId, ids[index], 'location', null, entry.locationId, null]] : []),
    ...(entry.memberIds ?? []).map((memberId) => [clientId, ids[index], 'member', null, null, memberId]),
  ]);
  if (assignments.length > 0) {
    await insertRows(
      db,
      'risk_assessment_assignment',
      ['client_id', 'risk_assessment_id', 'kind', 'org_unit_id', 'location_id', 'member_id'],
      assignments,
    );
  }
  return new Map(assessments.map((entry, index) => [entry.questionnaire, ids[index]!]));
}

/**
 * Gives an assessment's open analysis `completed` answered member analyses (its members in
 * username order), and finishes it into a result when `finish` says so, as an admin would.
 * The answers lean per question by `lean` (0 … 4) and vary by member, so the risks come out at
 * different levels. Answers the result's id when finished.
 */
export async function seedAnalysis(
  db: Queryable,
  clientId: string,
  assessmentId: string,
  plan: { completed: number; finish: boolean; lean: readonly number[]; notes?: Readonly<Record<string, string>> },
): Promise<string | undefined> {
  const client = { clientId };
  const tasks = await sqlRows<{ id: string; analysisId: string; content: QuestionnaireContent }>(
    db,
    sql`SELECT t.id, an.id AS "analysisId", an.content FROM risk_member_task t JOIN risk_analysis an ON an.id = t.analysis_id
          JOIN member m ON m.id = t.member_id
         WHERE an.risk_assessment_id = ${assessmentId} AND an.finished_at IS NULL AND t.withdrawn_at IS NULL AND t.completed_at IS NULL
         ORDER BY m.username LIMIT ${plan.completed}`,
  );
  const questions = tasks[0]?.content.sections.flatMap((section) => section.questions.map((question) => question.id)) ?? [];
  for (const [memberIndex, task] of tasks.entries()) {
    const executionUuid = await startExecution(db, client, task.id);
    const answers = Object.fromEntries(
      questions.map((id, index) => [
        id,
        Math.max(0, Math.min(4, (plan.lean[index % plan.lean.length] ?? 2) + ((memberIndex + index) % 3) - 1)),
      ]),
    );
    const notes = memberIndex === 0 ? { ...plan.notes } : {};
    await completeExecution(db, client, { executionUuid, taskUuid: task.id, analysisId: task.analysisId }, { answers, notes });
  }
  if (!plan.finish) return undefined;
  const analysis = await lockOpenAnalysis(db, client, assessmentId);
  if (!analysis) return undefined;
  return finishAnalysis(
    db,
    client,
    { ...analysis, assessmentId },
    DEFAULT_RISK_MATRIX.map((row) => [...row]),
    null,
  );
}

/**
 * Gives an evaluated analysis the measures of a demo: against its highest risk one agreed and
 * overdue and one agreed and due within the week, against the next one a measure defined and
 * not yet agreed; the other risks that call for a measure are still to define.
 */
export async function seedMeasures(db: Queryable, clientId: string, resultId: string, responsibleId: string): Promise<void> {
  const client = { clientId };
  const top = await sqlRows<{ id: string }>(
    db,
    sql`SELECT id FROM risk WHERE result_id = ${resultId} ORDER BY risk_factor DESC, position LIMIT 2`,
  );
  const dayFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  const measure = (title: string, measureType: string, typeReason: string | null, days: number, expectedRiskFactor: number) => ({
    title,
    description: '',
    measureType,
    typeReason,
    responsibleMemberUuid: responsibleId,
    dueDate: dayFromToday(days),
    expectedRiskFactor,
    expectedRiskReason: null,
  });
  const [first, second] = top;
  if (!first || !second) return;
  const risk = (id: string) => ({ riskId: id, resultId });
  const agreed = [
    await insertAction(
      db,
      client,
      risk(first.id),
      measure('Fahrwege für Stapler und Fußgänger trennen', 'technical', 'Ein Verzicht auf Stapler ist im Lager nicht möglich.', -10, 4),
      null,
    ),
    await insertAction(
      db,
      client,
      risk(first.id),
      measure('Unterweisung zu Verkehrswegen', 'organisational', 'Ergänzt die bauliche Trennung.', 5, 3),
      null,
    ),
  ];
  await agreeActions(db, client, resultId, agreed, null);
  await insertAction(
    db,
    client,
    risk(second.id),
    measure('Regale prüfen und sichern lassen', 'technical', 'Die Lagerung lässt sich nicht ersetzen.', 45, 3),
    null,
  );
}

/** A measure an earlier analysis took against one of its risks; its days count from the analysis's finish. */
export interface SettledMeasure {
  title: string;
  measureType: RiskMeasureType;
  typeReason: string | null;
  dueAfterDays: number;
  expectedRiskFactor: number;
  /** Found effective on its check two weeks after its due date; false: agreed, its check still to come. */
  checked: boolean;
}

/**
 * Gives an evaluated analysis the measures it took against every risk that called for one (by
 * question id; a risk without one in `measures` is a mistake in the demo), all agreed, and checks
 * those that say so, as an admin would.
 */
async function seedSettledMeasures(
  db: Queryable,
  clientId: string,
  resultId: string,
  responsibleId: string,
  measures: Readonly<Record<string, SettledMeasure>>,
): Promise<void> {
  const client = { clientId };
  const risks = await sqlRows<{ id: string; questionId: string; today: string }>(
    db,
    sql`SELECT id, question_id AS "questionId", CURRENT_DATE::text AS today FROM risk
         WHERE result_id = ${resultId} AND risk_factor >= ${RISK_MEASURE_REQUIRED_FROM} ORDER BY position`,
  );
  const dayAfter = (today: string, days: number) => new Date(Date.parse(today) + days * 86_400_000).toISOString().slice(0, 10);
  const taken: Array<{ id: string; measure: SettledMeasure; today: string }> = [];
  for (const risk of risks) {
    const measure = measures[risk.questionId];
    if (!measure) throw new Error(`the demo takes no measure against ${risk.questionId}`);
    const fields = {
      title: measure.title,
      description: '',
      measureType: measure.measureType,
      typeReason: measure.typeReason,
      responsibleMemberUuid: responsibleId,
      dueDate: dayAfter(risk.today, measure.dueAfterDays),
      expectedRiskFactor: measure.expectedRiskFactor,
      expectedRiskReason: null,
    };
    taken.push({ id: await insertAction(db, client, { riskId: risk.id, resultId }, fields, null), measure, today: risk.today });
  }
  await agreeActions(
    db,
    client,
    resultId,
    taken.map((action) => action.id),
    null,
  );
  for (const { id, measure, today } of taken.filter((action) => action.measure.checked)) {
    const check = {
      checkDate: dayAfter(today, measure.dueAfterDays + 14),
      responsibleMemberUuid: responsibleId,
      effective: true,
      note: '',
    };
    await recordCheck(db, client, id, check, null);
  }
}

/**
 * Moves an evaluated analysis, with its member tasks, executions, result and measures, back by its
 * assessment's interval, so that it finished an interval ago and its review date is today.
 */
async function moveBackOneInterval(db: Queryable, resultId: string): Promise<void> {
  const shift = sql`(SELECT make_interval(months => a.interval_months) FROM risk_result res JOIN risk_assessment a ON a.id = res.risk_assessment_id
                      WHERE res.id = ${resultId})`;
  const analysis = sql`(SELECT analysis_id FROM risk_result WHERE id = ${resultId})`;
  const earlier = (column: string) => sql`${sqlIdentifier(column)} = ${sqlIdentifier(column)} - ${shift}`;
  const earlierDay = (column: string) => sql`${sqlIdentifier(column)} = (${sqlIdentifier(column)} - ${shift})::date`;
  await sqlRows(
    db,
    sql`UPDATE risk_analysis SET ${joinSql([earlier('started_at'), earlier('participants_fixed_at'), earlier('finished_at'), earlierDay('due_date'), earlierDay('next_review_date')])}
         WHERE id = ${analysis}`,
  );
  await sqlRows(
    db,
    sql`UPDATE risk_member_task
           SET ${joinSql([earlierDay('due_date'), earlier('started_at'), earlier('completed_at'), earlier('ended_at'), earlier('created_at')])}
         WHERE analysis_id = ${analysis}`,
  );
  await sqlRows(
    db,
    sql`UPDATE risk_execution SET ${joinSql([earlier('started_at'), earlier('saved_at'), earlier('completed_at')])}
         WHERE task_id IN (SELECT id FROM risk_member_task WHERE analysis_id = ${analysis})`,
  );
  await sqlRows(db, sql`UPDATE risk_result SET ${earlier('created_at')} WHERE id = ${resultId}`);
  await sqlRows(
    db,
    sql`UPDATE risk_action
           SET ${joinSql([earlierDay('due_date'), earlier('created_at'), earlier('updated_at'), earlier('agreed_at'), earlierDay('check_date')])}
         WHERE result_id = ${resultId}`,
  );
}

/**
 * Gives an assessment an analysis evaluated one interval ago, with `completed` answered member
 * analyses (seedAnalysis) and the measures it took (seedSettledMeasures); its review date being
 * today, the daily job's own step opens the review. Answers the earlier result's id.
 */
export async function seedEarlierAnalysis(
  db: Queryable,
  clientId: string,
  assessmentId: string,
  plan: { completed: number; lean: readonly number[]; measures: Readonly<Record<string, SettledMeasure>>; responsibleId: string },
): Promise<string> {
  const resultId = await seedAnalysis(db, clientId, assessmentId, { completed: plan.completed, finish: true, lean: plan.lean });
  if (!resultId) throw new Error(`the demo assessment ${assessmentId} has no open analysis`);
  await seedSettledMeasures(db, clientId, resultId, plan.responsibleId, plan.measures);
  await moveBackOneInterval(db, resultId);
  // The measures' steps were recorded at the seed's own time: written anew at the moved one.
  await rebuildHistoryOfResult(db, { clientId }, resultId);
  await openDueReviews(db);
  return resultId;
}
