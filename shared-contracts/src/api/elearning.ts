import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { languageCodeSchema, countSchema as count, listRequestSchema, listResponseSchema, successSchema, uuidSchema } from './common';
import { memberReferenceSchema, optionalFilter, searchFilterSchema, uuidListSchema } from './company-common';
import { PERMISSIONS } from '../permissions';
import { DATES_IN_ORDER, datesInOrder, taskScheduleFields } from './task-settings';
import { CMI_ATTEMPT_MAX_LENGTH, CMI_COMMIT_MAX_BYTES, cmiLength } from './scorm-run-time-data';
import {
  ELEARNING_CATALOG_SORT_COLUMNS,
  ELEARNING_COMPLETION_RULES,
  ELEARNING_EXECUTION_SORT_COLUMNS,
  ELEARNING_ORG_UNIT_SORT_COLUMNS,
  ELEARNING_COURSE_TEXT_LIMITS,
  ELEARNING_PACKAGE_FILE_FIELD,
  ELEARNING_PACKAGE_MAX_BYTES,
  ELEARNING_STATUSES,
  ELEARNING_CERTIFICATE_FILTERS,
  ELEARNING_STANDING_SORT_COLUMNS,
  CMI_LIMITS,
  ACTIVITY_ID_MAX_LENGTH,
  EXECUTION_ACTIVITY_STATUSES,
  OBJECTIVE_COMPLETION_STATUSES,
  OBJECTIVE_SUCCESS_STATUSES,
  ACTIVITY_END_ACTIONS,
  PACKAGE_ACTIVITY_KINDS,
  PACKAGE_MAX_ACTIVITIES,
  PACKAGE_WARNINGS,
  ELEARNING_TASK_STATUSES,
  SCORM_VERSIONS,
  TASK_BUCKETS,
  type TaskBucket,
} from './elearning-values';

// E-Learnings (docs/product.md §2, §3, §7): the client's catalog, each E-Learning's task
// settings and the org units it is assigned to. Every call needs the feature flag 'elearnings'.

const FEATURE = 'elearnings' as const;

/** One E-Learning of the client: the course's texts in the caller's language, and the client's status. */
export const elearningSchema = z.object({
  uuid: uuidSchema,
  title: z.string(),
  description: z.string(),
  category: z.string(),
  durationMinutes: z.number().int().min(0),
  status: z.enum(ELEARNING_STATUSES),
  orgUnitCount: z.number().int().min(0),
  /** A course of the client's own (uploaded by its owner), whose package the owner may replace; else the licensee's. */
  ownCourse: z.boolean(),
});
export type ELearning = z.infer<typeof elearningSchema>;

export const elearningCatalogRequestSchema = listRequestSchema.extend({
  sortBy: z.enum(ELEARNING_CATALOG_SORT_COLUMNS).optional(),
  filter: z.object({ search: searchFilterSchema, status: optionalFilter(z.enum(ELEARNING_STATUSES)) }).default({}),
});

export const readCatalogEndpoint = defineEndpoint({
  id: 'elearning.read-catalog',
  method: 'POST',
  path: '/api/elearning/read-catalog',
  summary: "The client's E-Learnings, one page, searchable by title and category, filterable by status.",
  tag: 'elearning',
  featureFlag: FEATURE,
  access: { kind: 'session', permissions: [PERMISSIONS.elearning.readCatalog] },
  body: elearningCatalogRequestSchema,
  response: listResponseSchema(elearningSchema),
  loader: 'load',
});

/** Names one E-Learning of the client. */
export const elearningBodySchema = z.object({ elearningUuid: uuidSchema });

export const readELearningDetailsEndpoint = defineEndpoint({
  id: 'elearning.read-details',
  method: 'POST',
  path: '/api/elearning/read-details',
  summary: 'One E-Learning of the client.',
  tag: 'elearning',
  featureFlag: FEATURE,
  access: { kind: 'session', permissions: [PERMISSIONS.elearning.readCatalog] },
  body: elearningBodySchema,
  response: elearningSchema,
  loader: 'load',
});

/** The task settings of an E-Learning (docs/product.md §3, §9): the shared schedule plus its completion rule. Dates are ISO dates (YYYY-MM-DD). */
const settingsFields = taskScheduleFields.extend({
  completionRule: z.enum(ELEARNING_COMPLETION_RULES),
  /** Minimum score in percent for 'passed'; null takes the course's own pass mark. */
  minScore: z.number().int().min(0).max(100).nullable(),
  /** Underage members repeat every 6 months (JArbSchG §29), whatever the interval. */
  underageEverySixMonths: z.boolean(),
});

export const elearningSettingsSchema = settingsFields.refine(datesInOrder, DATES_IN_ORDER);
export type ELearningSettings = z.infer<typeof elearningSettingsSchema>;

export const readELearningSettingsEndpoint = defineEndpoint({
  id: 'elearning.read-settings',
  method: 'POST',
  path: '/api/elearning/read-settings',
  summary: "An E-Learning's task settings.",
  tag: 'elearning',
  featureFlag: FEATURE,
  access: { kind: 'session', permissions: [PERMISSIONS.elearning.readSettings] },
  body: elearningBodySchema,
  response: elearningSettingsSchema,
  loader: 'load',
});

export const saveELearningSettingsEndpoint = defineEndpoint({
  id: 'elearning.save-settings',
  method: 'POST',
  path: '/api/elearning/save-settings',
  summary: "Saves an E-Learning's task settings; the deactivation date cannot come before the activation date.",
  tag: 'elearning',
  featureFlag: FEATURE,
  access: { kind: 'session', permissions: [PERMISSIONS.elearning.saveSettings] },
  body: settingsFields.extend(elearningBodySchema.shape).refine(datesInOrder, DATES_IN_ORDER),
  response: successSchema,
  loader: 'save',
});

/** An org unit an E-Learning is assigned to, with the admins who look after it. */
export const elearningOrgUnitSchema = z.object({
  orgUnitUuid: uuidSchema,
  orgUnitName: z.string(),
  admins: z.array(memberReferenceSchema),
});
export type ELearningOrgUnit = z.infer<typeof elearningOrgUnitSchema>;

export const elearningOrgUnitListRequestSchema = listRequestSchema.extend({
  elearningUuid: uuidSchema,
  sortBy: z.enum(ELEARNING_ORG_UNIT_SORT_COLUMNS).optional(),
  filter: z.object({ search: searchFilterSchema }).default({}),
});

export const readOrgUnitAssignmentsEndpoint = defineEndpoint({
  id: 'elearning.read-org-unit-assignments',
  method: 'POST',
  path: '/api/elearning/read-org-unit-assignments',
  summary: 'The org units an E-Learning is assigned to, one page.',
  tag: 'elearning',
  featureFlag: FEATURE,
  access: { kind: 'session', permissions: [PERMISSIONS.elearning.readOrgUnitAssignments] },
  body: elearningOrgUnitListRequestSchema,
  response: listResponseSchema(elearningOrgUnitSchema),
  loader: 'load',
});

/** Org units to assign to an E-Learning, or to take away from it. */
export const elearningOrgUnitsBodySchema = elearningBodySchema.extend({ orgUnitUuids: uuidListSchema });

export const assignOrgUnitsEndpoint = defineEndpoint({
  id: 'elearning.assign-org-units',
  method: 'POST',
  path: '/api/elearning/assign-org-units',
  summary: 'Assigns org units to an E-Learning; units already assigned stay as they are.',
  tag: 'elearning',
  featureFlag: FEATURE,
  access: { kind: 'session', permissions: [PERMISSIONS.elearning.assignOrgUnits] },
  body: elearningOrgUnitsBodySchema,
  response: successSchema,
  loader: 'save',
});

export const removeOrgUnitsEndpoint = defineEndpoint({
  id: 'elearning.remove-org-units',
  method: 'POST',
  path: '/api/elearning/remove-org-units',
  summary: 'Takes org units away from an E-Learning.',
  tag: 'elearning',
  featureFlag: FEATURE,
  access: { kind: 'session', permissions: [PERMISSIONS.elearning.assignOrgUnits] },
  body: elearningOrgUnitsBodySchema,
  response: successSchema,
  loader: 'remove',
});

/**
 * What taking org units away from an E-Learning would end: the open tasks of members whom no other
 * assigned unit holds, and how many of those are begun (their attempt ends with the task; assigning
 * the unit again gives a new task that starts from the beginning).
 */
export const orgUnitRemovalSchema = z.object({ openTasks: count, attemptsInProgress: count });
export type OrgUnitRemoval = z.infer<typeof orgUnitRemovalSchema>;

export const readOrgUnitRemovalEndpoint = defineEndpoint({
  id: 'elearning.read-org-unit-removal',
  method: 'POST',
  path: '/api/elearning/read-org-unit-removal',
  summary: 'What taking org units away from an E-Learning would end: open tasks and attempts in progress; asked before removing.',
  tag: 'elearning',
  featureFlag: FEATURE,
  access: { kind: 'session', permissions: [PERMISSIONS.elearning.assignOrgUnits] },
  body: elearningOrgUnitsBodySchema,
  response: orgUnitRemovalSchema,
  loader: 'load',
});

/** A task of the signed-in member: the E-Learning's texts in the caller's language, the status the server computed. */
export const memberTaskSchema = z.object({
  taskUuid: uuidSchema,
  elearningUuid: uuidSchema,
  title: z.string(),
  description: z.string(),
  category: z.string(),
  durationMinutes: z.number().int().min(0),
  status: z.enum(ELEARNING_TASK_STATUSES),
  /** ISO date (YYYY-MM-DD). */
  dueDate: z.string(),
  /** ISO date-time of the first attempt's start, null before it. */
  startedAt: z.string().nullable(),
  /** ISO date-time, null while open. */
  completedAt: z.string().nullable(),
  /** The result (and certificate) of the attempt that completed the task; null while open. */
  resultUuid: uuidSchema.nullable(),
});
export type MemberTask = z.infer<typeof memberTaskSchema>;

/** How many of the member's tasks each status bubble holds. */
export const taskBucketCountsSchema = z.object({
  overdue: count,
  next7Days: count,
  nextMonth: count,
  done: count,
  all: count,
} satisfies Record<TaskBucket, z.ZodNumber>);
export type TaskBucketCounts = z.infer<typeof taskBucketCountsSchema>;

export const memberTasksRequestSchema = listRequestSchema.pick({ page: true, perPage: true }).extend({
  bucket: z.enum(TASK_BUCKETS).default('all'),
});

export const readMemberTasksEndpoint = defineEndpoint({
  id: 'elearning.read-member-tasks',
  method: 'POST',
  path: '/api/elearning/read-member-tasks',
  summary:
    "The signed-in member's E-Learning tasks in one status bubble, one page, open ones by due date first; with every bubble's count.",
  tag: 'elearning',
  featureFlag: FEATURE,
  access: { kind: 'session', permissions: [PERMISSIONS.elearning.readMemberTasks] },
  body: memberTasksRequestSchema,
  response: listResponseSchema(memberTaskSchema).extend({
    counts: taskBucketCountsSchema,
  }),
  loader: 'load',
  safe: true,
});

/** Names a task of the signed-in member. */
export const taskBodySchema = z.object({ taskUuid: uuidSchema });

export const createExecutionEndpoint = defineEndpoint({
  id: 'elearning.create-execution',
  method: 'POST',
  path: '/api/elearning/create-execution',
  summary: "Starts (or continues) the signed-in member's attempt at one of their open tasks; answers the attempt.",
  tag: 'elearning',
  featureFlag: FEATURE,
  access: { kind: 'session', permissions: [PERMISSIONS.elearning.execute] },
  body: taskBodySchema,
  response: z.object({ executionUuid: uuidSchema }),
  loader: 'save',
});

/** Names an attempt of the signed-in member. */
export const executionBodySchema = z.object({ executionUuid: uuidSchema });

/** SCORM run-time data, flattened: element name → value as text. */
export const cmiValuesSchema = z
  .record(z.string().regex(CMI_LIMITS.elementPattern), z.string().max(CMI_LIMITS.maxValueLength))
  .refine((values) => Object.keys(values).length <= CMI_LIMITS.maxElements, { message: 'max' })
  .refine((values) => cmiLength(values) <= CMI_ATTEMPT_MAX_LENGTH, { message: 'max' });

/** An activity's identifier as the manifest writes it. */
const activityIdSchema = z.string().min(1).max(ACTIVITY_ID_MAX_LENGTH);

/**
 * One activity of the course as the player shows it (its table of contents, in the organization's
 * order; `depth` 0 for the items directly under the organization): clusters hold others, leaves
 * are launched.
 */
export const executionActivitySchema = z.object({
  id: z.string(),
  title: z.string(),
  depth: count,
  /** False where the item is hidden from the table of contents (isvisible="false"). */
  visible: z.boolean(),
  /** A leaf the player launches; false for a cluster. */
  launchable: z.boolean(),
  /** A leaf's status in this attempt; a cluster's is its leaves' together. */
  status: z.enum(EXECUTION_ACTIVITY_STATUSES),
  /** A leaf the learner may choose now (SCORM 2004 sequencing may forbid it; every leaf of a 1.2 course). */
  choosable: z.boolean(),
});
export type ExecutionActivity = z.infer<typeof executionActivitySchema>;

/**
 * Where the learner may go from the activity launched (docs/decisions/0016): the leaf continue and
 * previous deliver (null where the course allows neither), and what should follow once its
 * content has ended without a request of its own.
 */
export const executionNavigationSchema = z.object({
  continue: z.string().nullable(),
  previous: z.string().nullable(),
  afterEnd: z.enum(ACTIVITY_END_ACTIONS).nullable(),
});
export type ExecutionNavigation = z.infer<typeof executionNavigationSchema>;

/** What the player needs to run an attempt: the content's address, its SCORM version and the data to resume with. */
export const elearningExecutionSchema = z.object({
  executionUuid: uuidSchema,
  taskUuid: uuidSchema,
  title: z.string(),
  scormVersion: z.enum(SCORM_VERSIONS),
  /** The activity (SCO or asset) this opening launches: the one asked for, else where the member stopped, else the first. */
  activityId: z.string(),
  /** The course's activities with this attempt's status of each. */
  activities: z.array(executionActivitySchema).max(PACKAGE_MAX_ACTIVITIES),
  navigation: executionNavigationSchema,
  /**
   * The activity's launcher on the content origin (docs/decisions/0009): an address of its own for
   * each opening, whose origin is the one the player's frame and its messages belong to.
   */
  launchUrl: z.string().url(),
  /**
   * The activity's entry file below the same grant, on the content origin: where a launcher the
   * player already holds starts it (a switch of activity needs no new launcher).
   */
  entryUrl: z.string().url(),
  /** The data the activity's content reads at start: the learner, the entry (ab-initio or resume), where it stopped. */
  cmi: z.record(z.string(), z.string()),
  /** The attempt fulfilled the completion rule: the task is done. */
  completed: z.boolean(),
});
export type ELearningExecution = z.infer<typeof elearningExecutionSchema>;

export const readExecutionEndpoint = defineEndpoint({
  id: 'elearning.read-execution',
  method: 'POST',
  path: '/api/elearning/read-execution',
  summary:
    "One of the signed-in member's attempts, to launch or resume it in the player: the activity asked for (activityId), else the one the member stopped at.",
  tag: 'elearning',
  featureFlag: FEATURE,
  access: { kind: 'session', permissions: [PERMISSIONS.elearning.execute] },
  body: executionBodySchema.extend({ activityId: activityIdSchema.optional() }),
  response: elearningExecutionSchema,
  loader: 'load',
});

/**
 * One of the member's attempts as it stands, without opening it: the course's title, its
 * activities with this attempt's status, where the member stopped and whether it is done. What the
 * player shows while its launch is read (and its first view draws, docs/decisions/0022).
 */
export const executionOutlineSchema = elearningExecutionSchema
  .pick({ executionUuid: true, taskUuid: true, title: true, scormVersion: true, activities: true, completed: true })
  .extend({
    /** The activity the member stopped at; null before the attempt's first opening. */
    activityId: z.string().nullable(),
  });
export type ExecutionOutline = z.infer<typeof executionOutlineSchema>;

export const readExecutionOutlineEndpoint = defineEndpoint({
  id: 'elearning.read-execution-outline',
  method: 'POST',
  path: '/api/elearning/read-execution-outline',
  summary:
    "One of the signed-in member's attempts as it stands (title, activities, done or not), read without launching it: nothing of the attempt changes.",
  tag: 'elearning',
  featureFlag: FEATURE,
  access: { kind: 'session', permissions: [PERMISSIONS.elearning.execute] },
  body: executionBodySchema,
  response: executionOutlineSchema,
  // The player's page shows it in place while the launch is read: no veil of its own.
  loader: 'none',
  safe: true,
});

export const saveExecutionEndpoint = defineEndpoint({
  id: 'elearning.save-execution',
  method: 'POST',
  path: '/api/elearning/save-execution',
  summary:
    "Commits an attempt's SCORM run-time data; when the attempt fulfils the E-Learning's completion rule, the task is done (and, with an interval, the next one is due).",
  tag: 'elearning',
  featureFlag: FEATURE,
  access: { kind: 'session', permissions: [PERMISSIONS.elearning.execute] },
  body: executionBodySchema.extend({
    /** The activity (SCO) whose data this is; without, the one launched last (a player of before multi-SCO courses). */
    activityId: activityIdSchema.optional(),
    cmi: cmiValuesSchema,
    /** The content's terminating commit (LMSFinish / Terminate): without one, the session counts as suspended at the next launch. */
    last: z.boolean().default(false),
  }),
  bodyLimit: { maxBytes: CMI_COMMIT_MAX_BYTES, code: 'ELearning.RunTimeDataTooLarge' },
  // The activities and the navigation as the commit leaves them: the table of contents stays
  // current, and the player follows the course once its content ends.
  response: z.object({
    completed: z.boolean(),
    activities: z.array(executionActivitySchema).max(PACKAGE_MAX_ACTIVITIES),
    navigation: executionNavigationSchema,
  }),
  // The player commits in the background: no overlay over the running course (docs/product.md §7).
  loader: 'none',
});

/** Names one result of an attempt: its certificate. */
export const resultBodySchema = z.object({ resultUuid: uuidSchema });

/**
 * A completed attempt's result: what its certificate says, written when the attempt completed
 * (names and title as they were then, in the member's language then).
 */
export const elearningResultSchema = z.object({
  resultUuid: uuidSchema,
  executionUuid: uuidSchema,
  elearningUuid: uuidSchema,
  /** Unique within the client, as printed (formatCertificateNumber). */
  certificateNumber: z.string(),
  /** The language the certificate is written in. */
  language: languageCodeSchema,
  memberName: z.string(),
  courseTitle: z.string(),
  clientName: z.string(),
  scorePercent: z.number().min(0).max(100).nullable(),
  /** ISO date-time. */
  completedAt: z.string(),
  /** ISO date; null when the E-Learning is taken once. */
  validUntil: z.string().nullable(),
  /** The attempt was reset since: the result is history. */
  archived: z.boolean(),
});
export type ELearningResult = z.infer<typeof elearningResultSchema>;

// Members read their own results; admins with the statistics read those of the members they administer.
const RESULT_READERS = [PERMISSIONS.elearning.readCertificate, PERMISSIONS.elearning.readStatistics];

export const readResultDataEndpoint = defineEndpoint({
  id: 'elearning.read-result-data',
  method: 'POST',
  path: '/api/elearning/read-result-data',
  summary: "A result with what its certificate says: the member's own, or one of a member the admin administers.",
  tag: 'elearning',
  featureFlag: FEATURE,
  access: { kind: 'session', permissions: RESULT_READERS },
  body: resultBodySchema,
  response: elearningResultSchema,
  loader: 'load',
});

export const readExecutionResultEndpoint = defineEndpoint({
  id: 'elearning.read-execution-result',
  method: 'POST',
  path: '/api/elearning/read-execution-result',
  summary:
    "The result of an attempt that fulfilled the completion rule (404 while it has not): the member's own, or one of a member the admin administers.",
  tag: 'elearning',
  featureFlag: FEATURE,
  access: { kind: 'session', permissions: [PERMISSIONS.elearning.execute, PERMISSIONS.elearning.readStatistics] },
  body: executionBodySchema,
  response: elearningResultSchema,
  loader: 'load',
});

export const downloadCertificateEndpoint = defineEndpoint({
  id: 'elearning.download-certificate',
  method: 'POST',
  path: '/api/elearning/download-certificate',
  summary: "A result's certificate as PDF (A4 portrait), rendered once on the first download and kept unchanged from then on.",
  tag: 'elearning',
  featureFlag: FEATURE,
  access: { kind: 'session', permissions: RESULT_READERS },
  body: resultBodySchema,
  loader: 'load',
});

/** An attempt of a member at an E-Learning, as the admins' list shows it; reset ones stay as history. */
export const elearningExecutionSummarySchema = z.object({
  executionUuid: uuidSchema,
  member: memberReferenceSchema,
  /** ISO date-times; the later ones null while they have not happened. */
  startedAt: z.string(),
  lastCommitAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  scorePercent: z.number().min(0).max(100).nullable(),
  /** The result and its certificate number, once the attempt met the rule. */
  resultUuid: uuidSchema.nullable(),
  certificateNumber: z.string().nullable(),
  /** When the attempt was reset; null for a current one. */
  resetAt: z.string().nullable(),
  /** Whole seconds spent on it: the sum of its SCOs' total time as their content reported it. */
  secondsSpent: count,
  /** Completed in less than a quarter of the course's stated duration: worth a look. */
  completedQuickly: z.boolean(),
});
export type ELearningExecutionSummary = z.infer<typeof elearningExecutionSummarySchema>;

/** One objective of a SCO as its run-time data states it (`cmi.objectives.n`). */
export const attemptObjectiveSchema = z.object({
  id: z.string(),
  description: z.string().nullable(),
  completionStatus: z.enum(OBJECTIVE_COMPLETION_STATUSES),
  successStatus: z.enum(OBJECTIVE_SUCCESS_STATUSES),
  scorePercent: z.number().min(0).max(100).nullable(),
});
export type AttemptObjective = z.infer<typeof attemptObjectiveSchema>;

/** One interaction (question) of a SCO as its run-time data states it (`cmi.interactions.n`); texts as the content wrote them. */
export const attemptInteractionSchema = z.object({
  id: z.string(),
  /** true-false, choice, fill-in, long-fill-in, likert, matching, performance, sequencing, numeric or other. */
  type: z.string().nullable(),
  description: z.string().nullable(),
  learnerResponse: z.string().nullable(),
  correctResponses: z.array(z.string()),
  /** One of {@link INTERACTION_RESULTS} or a number; null when the content set none. */
  result: z.string().nullable(),
  weighting: z.string().nullable(),
  /** When it happened as the content wrote it: a 2004 timestamp, or 1.2's time of day. */
  time: z.string().nullable(),
  /** Whole seconds the learner took to answer; null when the content set none. */
  latencySeconds: count.nullable(),
});
export type AttemptInteraction = z.infer<typeof attemptInteractionSchema>;

/** An activity of the attempt (the player's table of contents) with what its run-time data says. */
export const attemptActivitySchema = executionActivitySchema.omit({ choosable: true }).extend({
  scorePercent: z.number().min(0).max(100).nullable(),
  secondsSpent: count,
  /** Attempts begun on it (a resumed session is none). */
  attemptCount: count,
  lastCommitAt: z.string().nullable(),
  objectives: z.array(attemptObjectiveSchema),
  interactions: z.array(attemptInteractionSchema),
});
export type AttemptActivity = z.infer<typeof attemptActivitySchema>;

/** An attempt as an admin sees it: the list's figures, the course, and each activity with its objectives and interactions. */
export const elearningExecutionDetailsSchema = elearningExecutionSummarySchema.extend({
  title: z.string(),
  scormVersion: z.enum(SCORM_VERSIONS),
  /** The course's stated duration in minutes (0: none stated). */
  durationMinutes: count,
  activities: z.array(attemptActivitySchema),
});
export type ELearningExecutionDetails = z.infer<typeof elearningExecutionDetailsSchema>;

export const elearningExecutionsRequestSchema = listRequestSchema.extend({
  elearningUuid: uuidSchema,
  sortBy: z.enum(ELEARNING_EXECUTION_SORT_COLUMNS).optional(),
  filter: z.object({ search: searchFilterSchema }).default({}),
});

export const readExecutionsEndpoint = defineEndpoint({
  id: 'elearning.read-executions',
  method: 'POST',
  path: '/api/elearning/read-executions',
  summary:
    "The attempts at an E-Learning of the members in the admin's scope, current and reset ones, one page, searchable by the member's name.",
  tag: 'elearning',
  featureFlag: FEATURE,
  access: { kind: 'session', permissions: [PERMISSIONS.elearning.readStatistics] },
  body: elearningExecutionsRequestSchema,
  response: listResponseSchema(elearningExecutionSummarySchema),
  loader: 'load',
});

export const readExecutionDetailsEndpoint = defineEndpoint({
  id: 'elearning.read-execution-details',
  method: 'POST',
  path: '/api/elearning/read-execution-details',
  summary:
    "An attempt of a member in the admin's scope, current or reset: status, score, time spent, and each SCO's status, objectives and interactions.",
  tag: 'elearning',
  featureFlag: FEATURE,
  access: { kind: 'session', permissions: [PERMISSIONS.elearning.readStatistics] },
  body: executionBodySchema,
  response: elearningExecutionDetailsSchema,
  loader: 'load',
});

export const resetExecutionEndpoint = defineEndpoint({
  id: 'elearning.reset-execution',
  method: 'POST',
  path: '/api/elearning/reset-execution',
  summary:
    "Resets a member's progress: archives the attempt with its run-time data and certificate (kept as history) and gives the member a new task of the E-Learning.",
  tag: 'elearning',
  featureFlag: FEATURE,
  access: { kind: 'session', permissions: [PERMISSIONS.elearning.resetExecution] },
  body: executionBodySchema,
  response: successSchema,
  loader: 'save',
});

/**
 * A member's standing in an active E-Learning, as read-statistics counts it: the current task's
 * status (a repetition not yet due or started counts as completed) and the open task's due date;
 * and when the member's latest certificate of it runs out.
 */
export const elearningMemberStandingSchema = z.object({
  member: memberReferenceSchema,
  elearningUuid: uuidSchema,
  title: z.string(),
  /** Null for a member who holds a certificate of the E-Learning but no task of it any more. */
  standing: z.enum(ELEARNING_TASK_STATUSES).nullable(),
  /** ISO date the open task is due; null when none is open. */
  dueDate: z.string().nullable(),
  /** ISO date the latest certificate is valid until; null without one, or one that does not run out. */
  validUntil: z.string().nullable(),
});
export type ELearningMemberStanding = z.infer<typeof elearningMemberStandingSchema>;

export const elearningStandingListRequestSchema = listRequestSchema.extend({
  sortBy: z.enum(ELEARNING_STANDING_SORT_COLUMNS).optional(),
  filter: z
    .object({
      /** The member's name. */
      search: searchFilterSchema,
      standing: optionalFilter(z.enum(ELEARNING_TASK_STATUSES)),
      certificate: optionalFilter(z.enum(ELEARNING_CERTIFICATE_FILTERS)),
      elearningUuid: optionalFilter(uuidSchema),
      /** Members of this org unit. */
      orgUnitUuid: optionalFilter(uuidSchema),
    })
    .default({}),
});

export const readMemberStandingListEndpoint = defineEndpoint({
  id: 'elearning.read-member-standing-list',
  method: 'POST',
  path: '/api/elearning/read-member-standing-list',
  summary:
    "How each member in the admin's scope stands in each active E-Learning (status, due date, certificate's end), one page; filterable by status, by certificates running out, by E-Learning and by org unit, searchable by the member's name.",
  tag: 'elearning',
  featureFlag: FEATURE,
  access: { kind: 'session', permissions: [PERMISSIONS.elearning.readStatistics] },
  body: elearningStandingListRequestSchema,
  response: listResponseSchema(elearningMemberStandingSchema),
  loader: 'load',
});

/**
 * How the members with an E-Learning stand, each counted once by their current task: overdue;
 * else completed (done, or done before and the next repetition not due yet); else in progress;
 * else due. The completion rate is completed of assigned, in percent.
 */
export const elearningFiguresSchema = z.object({
  assigned: count,
  completed: count,
  inprogress: count,
  due: count,
  overdue: count,
  completionRate: z.number().min(0).max(100),
});
export type ELearningFigures = z.infer<typeof elearningFiguresSchema>;

/** The figures of one E-Learning, or of one of its org units. */
export const elearningStatisticsRowSchema = elearningFiguresSchema.extend({
  elearningUuid: uuidSchema,
  title: z.string(),
  /** Set in the rows of one E-Learning's org units. */
  orgUnitUuid: uuidSchema.nullable(),
  orgUnitName: z.string().nullable(),
});
export type ELearningStatisticsRow = z.infer<typeof elearningStatisticsRowSchema>;

/** The body of read-statistics and export-statistics: every active E-Learning, or one E-Learning's org units. */
const statisticsBodySchema = z.object({ elearningUuid: uuidSchema.optional() });

export const readStatisticsEndpoint = defineEndpoint({
  id: 'elearning.read-statistics',
  method: 'POST',
  path: '/api/elearning/read-statistics',
  summary:
    "Figures of the members in the admin's scope: per active E-Learning, or with elearningUuid per org unit it is assigned to; with the totals.",
  tag: 'elearning',
  featureFlag: FEATURE,
  access: { kind: 'session', permissions: [PERMISSIONS.elearning.readStatistics] },
  body: statisticsBodySchema,
  response: z.object({ items: z.array(elearningStatisticsRowSchema), total: elearningFiguresSchema }),
  loader: 'load',
});

export const exportStatisticsEndpoint = defineEndpoint({
  id: 'elearning.export-statistics',
  method: 'POST',
  path: '/api/elearning/export-statistics',
  summary:
    "The figures of read-statistics and every member's standing behind them (status, due date, last result and certificate) as an Excel workbook (xlsx), in the caller's language.",
  tag: 'elearning',
  featureFlag: FEATURE,
  access: { kind: 'session', permissions: [PERMISSIONS.elearning.exportStatistics] },
  body: statisticsBodySchema,
  loader: 'load',
});

export const readMemberStatisticsEndpoint = defineEndpoint({
  id: 'elearning.read-member-statistics',
  method: 'GET',
  path: '/api/elearning/read-member-statistics',
  summary: "The signed-in member's own figures over their E-Learnings.",
  tag: 'elearning',
  featureFlag: FEATURE,
  access: { kind: 'session', permissions: [PERMISSIONS.elearning.readMemberTasks] },
  response: elearningFiguresSchema,
  loader: 'load',
  safe: true,
});

const optionalText = (max: number) => z.string().trim().max(max).default('');

/**
 * The text fields sent with a SCORM package. Without elearningUuid the package becomes a new course
 * of the client's own (title from the manifest when left empty); with it, the new package of that
 * own course, whose texts stay as they are.
 */
export const uploadPackageFieldsSchema = z.object({
  elearningUuid: uuidSchema.optional(),
  title: optionalText(ELEARNING_COURSE_TEXT_LIMITS.title),
  category: optionalText(ELEARNING_COURSE_TEXT_LIMITS.category),
  description: optionalText(ELEARNING_COURSE_TEXT_LIMITS.description),
  durationMinutes: z.coerce.number().int().min(0).max(ELEARNING_COURSE_TEXT_LIMITS.maxDurationMinutes).default(0),
});
export type UploadPackageFields = z.infer<typeof uploadPackageFieldsSchema>;

/**
 * What an upload found in the package (issue 70): its organizations, the default one's leaves in
 * the order the player delivers them, and what the reading guessed.
 */
export const packageReportSchema = z.object({
  organizationCount: count,
  activities: z
    .array(
      z.object({
        title: z.string(),
        kind: z.enum(PACKAGE_ACTIVITY_KINDS),
        /** The launch file, relative to the package root (no query). */
        launchFile: z.string(),
        /** False where the item is hidden from the table of contents. */
        visible: z.boolean(),
      }),
    )
    .max(PACKAGE_MAX_ACTIVITIES),
  warnings: z.array(z.enum(PACKAGE_WARNINGS)),
});
export type PackageReport = z.infer<typeof packageReportSchema>;

/** What an uploaded package became. */
export const uploadedPackageSchema = z.object({
  elearningUuid: uuidSchema,
  /** The title the package's manifest gives. */
  packageTitle: z.string(),
  scormVersion: z.enum(SCORM_VERSIONS),
  fileCount: count,
  totalBytes: count,
  report: packageReportSchema,
});
export type UploadedPackage = z.infer<typeof uploadedPackageSchema>;

export const uploadPackageEndpoint = defineEndpoint({
  id: 'elearning.upload-package',
  method: 'POST',
  path: '/api/elearning/upload-package',
  summary:
    'Multipart upload of a SCORM package (zip in field "filename"; text fields of uploadPackageFieldsSchema). Unpacked and checked (paths, links, sizes, manifest); becomes a new inactive course of the client\'s own, or with elearningUuid the package of such a course (attempts under way keep theirs).',
  tag: 'elearning',
  featureFlag: FEATURE,
  access: { kind: 'session', permissions: [PERMISSIONS.elearning.uploadPackage] },
  upload: { field: ELEARNING_PACKAGE_FILE_FIELD, types: ['zip'], maxBytes: ELEARNING_PACKAGE_MAX_BYTES },
  response: uploadedPackageSchema,
  loader: 'save',
});
