// Values of risk assessments (docs/product.md §3, §4, §9), shared by forms, lists and server.
// README "Risk assessments" explains the rules they carry.

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

/** How long an execution stays locked to the window editing it without a save or a read (README "Risk assessments"). */
export const RISK_EXECUTION_LOCK_SECONDS = 120;

/**
 * The status of a member's analysis (docs/product.md §4, as E-Learning tasks have it): completed
 * once answered; ended when the analysis was finished before they answered; else overdue after
 * its due date, in progress once started, due.
 */
export const RISK_MEMBER_TASK_STATUSES = ['completed', 'ended', 'due', 'inprogress', 'overdue'] as const;
export type RiskMemberTaskStatus = (typeof RISK_MEMBER_TASK_STATUSES)[number];
