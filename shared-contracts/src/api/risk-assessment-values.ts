// Values of risk assessments (docs/product.md §3, §4, §9), shared by forms, lists and server.
// docs/areas/risk-assessments.md explains the rules they carry.
import { TASK_BUCKETS } from './elearning-values';

/**
 * Completed member analyses an analysis needs before it can be finished, and the smallest group
 * any result is shown for: below it, answers could be traced back to a person.
 */
export const RISK_ANONYMITY_THRESHOLD = 6;

/** Columns the catalog sorts by. */
export const RISK_CATALOG_SORT_COLUMNS = ['title', 'category', 'durationMinutes', 'status', 'assignmentCount'] as const;

/** What an assessment is assigned to: org units (their members), one location (its members), single members. */
export const RISK_ASSIGNMENT_KINDS = ['org-unit', 'location', 'member'] as const;
export type RiskAssignmentKind = (typeof RISK_ASSIGNMENT_KINDS)[number];

/** Columns the assignments of an assessment sort by. */
export const RISK_ASSIGNMENT_SORT_COLUMNS = ['name', 'kind', 'memberCount'] as const;

/** The tabs of an assessment's catalog details page (docs/product.md §2). */
export const RISK_CATALOG_DETAILS_TABS = ['settings', 'assignments'] as const;

/** The tabs of an evaluation's details page (docs/product.md §2). */
export const RISK_EVALUATION_DETAILS_TABS = ['risks', 'risk-actions'] as const;

/**
 * How often a member meets the hazard a question names, the one answer scale of every question:
 * 0 never … 4 always. The mean of the answers gives the probability of occurrence (1 + the mean,
 * rounded).
 */
export const RISK_ANSWER_SCALE = ['never', 'rarely', 'sometimes', 'often', 'always'] as const;
export type RiskAnswerLabel = (typeof RISK_ANSWER_SCALE)[number];

/** Longest free-text note a member adds to one answer. */
export const RISK_NOTE_MAX_LENGTH = 1_000;

/** How long an execution stays locked to the window editing it without a save or a read (docs/areas/risk-assessments.md). */
export const RISK_EXECUTION_LOCK_SECONDS = 120;

/**
 * The status of a member's analysis (docs/product.md §4, as E-Learning tasks have it): completed
 * once answered; ended when the analysis was finished before they answered; else overdue after
 * its due date, in progress once started, due.
 */
export const RISK_MEMBER_TASK_STATUSES = ['completed', 'ended', 'due', 'inprogress', 'overdue'] as const;
export type RiskMemberTaskStatus = (typeof RISK_MEMBER_TASK_STATUSES)[number];

/** Damage severity of a hazard: 1 slight (no lost time) … 5 fatal or lasting harm. */
export const RISK_DAMAGE_SEVERITIES = [1, 2, 3, 4, 5] as const;

/** Probability of occurrence: 1 very unlikely … 5 very likely. */
export const RISK_PROBABILITIES = [1, 2, 3, 4, 5] as const;

/**
 * The default risk matrix (docs/areas/risk-assessments.md): the risk factor 1–10 of each damage
 * severity (row, 1 … 5) and probability (column, 1 … 5). A client may store its own.
 */
export const DEFAULT_RISK_MATRIX: readonly (readonly number[])[] = [
  [1, 1, 2, 3, 4],
  [1, 2, 3, 4, 5],
  [2, 3, 5, 6, 7],
  [3, 4, 6, 8, 9],
  [4, 5, 7, 9, 10],
];

/** The risk levels (docs/product.md §4, §9) and the factors each covers. */
export const RISK_LEVELS = ['very-low', 'low', 'medium', 'high', 'very-high'] as const;
export type RiskLevel = (typeof RISK_LEVELS)[number];

/** The lowest and highest risk factor of each level: 1–2 very low, 3–4 low, 5–6 medium, 7–8 high, 9–10 very high. */
export const RISK_LEVEL_FACTORS: Readonly<Record<RiskLevel, readonly [low: number, high: number]>> = {
  'very-low': [1, 2],
  low: [3, 4],
  medium: [5, 6],
  high: [7, 8],
  'very-high': [9, 10],
};

/** The level of a risk factor 1–10 (docs/product.md §4). */
export const riskLevelOf = (riskFactor: number): RiskLevel =>
  RISK_LEVELS.find((level) => riskFactor <= RISK_LEVEL_FACTORS[level][1]) ?? 'very-high';

/** From this risk factor on (medium and above) a risk calls for a measure. */
export const RISK_MEASURE_REQUIRED_FROM = 5;

/**
 * The highest damage severity (fatal or lasting harm). A question of it that any counted answer
 * meets (an answer other than "never") is at least a medium risk (RISK_MEASURE_REQUIRED_FROM) and
 * calls for a measure, however few met it: the mean of the answers must not average it away
 * (docs/areas/risk-assessments.md, "Finishing and evaluating").
 */
export const RISK_SEVERE_DAMAGE = 5;

/**
 * A risk's status (docs/product.md §4): open (below medium, no measure), measure to define
 * (medium or above, no measure), measure defined (a measure not yet agreed), measure agreed
 * (all agreed, one not yet found effective), done (every measure found effective).
 */
export const RISK_STATUSES = ['open', 'measure-to-define', 'measure-defined', 'measure-agreed', 'done'] as const;
export type RiskStatus = (typeof RISK_STATUSES)[number];

/**
 * An evaluated assessment's status (docs/product.md §4), in this order: measures created while a
 * risk waits for a measure or its agreement and none is agreed yet; measures agreed while one
 * still waits but some are agreed; done once every measure is agreed (docs/product.md §4: confirming all
 * measures ends it). Effectiveness checks follow as the measures' own follow-up tasks.
 */
export const RISK_RESULT_STATUSES = ['measures-created', 'measures-agreed', 'done'] as const;
export type RiskResultStatus = (typeof RISK_RESULT_STATUSES)[number];

/**
 * The task filters over a member's analyses beyond the status bubbles (docs/product.md §4), by
 * the outcome of the analysis they took part in: measures to define while a risk of its result
 * still waits for a measure or its agreement (measures-created, measures-agreed); measures agreed
 * once every measure is agreed (done).
 */
export const RISK_MEASURE_FILTERS = ['measuresAgreed', 'measuresToDefine'] as const;
export type RiskMeasureFilter = (typeof RISK_MEASURE_FILTERS)[number];

/** Every task filter of a member's analyses: the status bubbles, then the measure filters. */
export const RISK_TASK_FILTERS = [...TASK_BUCKETS, ...RISK_MEASURE_FILTERS] as const;
export type RiskTaskFilter = (typeof RISK_TASK_FILTERS)[number];

/** Measure types in the STOP order: substitution first, personal protection last. */
export const RISK_MEASURE_TYPES = ['substitution', 'technical', 'organisational', 'personal'] as const;
export type RiskMeasureType = (typeof RISK_MEASURE_TYPES)[number];

/** The state of an analysis in the evaluation list: running while members answer, else its result's status. */
export const RISK_OVERVIEW_STATES = ['running', ...RISK_RESULT_STATUSES] as const;
export type RiskOverviewState = (typeof RISK_OVERVIEW_STATES)[number];

/**
 * What the admins' overview counts among the analyses, each a filter of the evaluation list:
 * results with measures not found effective past their due date (overdueMeasures), results with
 * agreed measures whose effectiveness check is due (checksDue: due date come, not yet found
 * effective), and running analyses of active assessments with fewer completed questionnaires
 * than an evaluation needs (shortOfAnswers).
 */
export const RISK_OVERVIEW_ATTENTION = ['overdueMeasures', 'checksDue', 'shortOfAnswers'] as const;
export type RiskOverviewAttention = (typeof RISK_OVERVIEW_ATTENTION)[number];

/** Columns the evaluation list sorts by. */
export const RISK_OVERVIEW_SORT_COLUMNS = ['title', 'dueDate', 'finishedAt', 'highestRiskFactor'] as const;

/** Columns a result's risks sort by. */
export const RISK_SORT_COLUMNS = ['position', 'riskFactor', 'status'] as const;

/**
 * A measure's status: defined until agreed (confirm-risk-actions), agreed until its check found it
 * effective, then done; a new version of its content is defined again; cancelled ones count no more;
 * carried over once the next run continued it unfinished (followed up there, not here).
 */
export const RISK_ACTION_STATUSES = ['defined', 'agreed', 'done', 'cancelled', 'carried-over'] as const;
export type RiskActionStatus = (typeof RISK_ACTION_STATUSES)[number];

/**
 * The steps of a measure's history, each kept as it was: defined, changed (a new version), agreed,
 * checked (an effectiveness check), cancelled, carried over (unfinished when the next run was
 * evaluated, continued there as a measure of its own).
 */
export const RISK_ACTION_EVENT_KINDS = ['defined', 'changed', 'agreed', 'checked', 'cancelled', 'carried-over'] as const;
export type RiskActionEventKind = (typeof RISK_ACTION_EVENT_KINDS)[number];

/** Columns a result's measures sort by. */
export const RISK_ACTION_SORT_COLUMNS = ['dueDate', 'title', 'riskFactor', 'status'] as const;

/** What the measures export as: an Excel workbook, or a PDF to file or print. */
export const RISK_ACTION_EXPORT_FORMATS = ['xlsx', 'pdf'] as const;
export type RiskActionExportFormat = (typeof RISK_ACTION_EXPORT_FORMATS)[number];

/** What a measure says: a change of any of these is a new version of it (its history keeps each). */
export const RISK_ACTION_CONTENT_FIELDS = [
  'title',
  'description',
  'measureType',
  'typeReason',
  'responsibleMemberUuid',
  'dueDate',
  'expectedRiskFactor',
  'expectedRiskReason',
] as const;

/**
 * Most measures one result holds, cancelled ones included: the result's record (print page and
 * export) lists each with its whole history in one answer.
 */
export const RISK_ACTIONS_PER_RESULT_MAX = 200;

/** The lengths of a measure's texts. */
export const RISK_ACTION_TEXT_LIMITS = {
  title: 200,
  description: 4_000,
  typeReason: 1_000,
  expectedRiskReason: 1_000,
  note: 1_000,
  reason: 1_000,
} as const;
