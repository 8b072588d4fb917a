// Values of the E-Learning settings and lists (docs/product.md §3, §9), shared by forms and server.

/** First execution delay in days: now, one week, two weeks, one month, two and three months. */
export const ELEARNING_FIRST_EXECUTION_BUFFER_DAYS = [0, 7, 14, 30, 60, 90] as const;
export type FirstExecutionBufferDays = (typeof ELEARNING_FIRST_EXECUTION_BUFFER_DAYS)[number];

/** Repeat interval in months: 0 once, 1 monthly, 2 to 24 every N months. */
export const ELEARNING_MAX_INTERVAL_MONTHS = 24;

/** The range a task's activation, deactivation and due dates fall in; anything outside is a typing error. */
export const TASK_DATE_LIMITS = { minDate: '2000-01-01', maxDate: '2099-12-31' } as const;

/** Whether a course counts as done when it is completed, passed, or both (with an optional minimum score). */
export const ELEARNING_COMPLETION_RULES = ['completed', 'passed', 'completed-and-passed'] as const;
export type CompletionRule = (typeof ELEARNING_COMPLETION_RULES)[number];

/** An E-Learning of a client gives tasks only while active. */
export const ELEARNING_STATUSES = ['active', 'inactive'] as const;
export type ELearningStatus = (typeof ELEARNING_STATUSES)[number];

/** Columns the catalog sorts by. */
export const ELEARNING_CATALOG_SORT_COLUMNS = ['title', 'category', 'durationMinutes', 'status', 'orgUnitCount'] as const;

/** Columns the org-unit assignments sort by. */
export const ELEARNING_ORG_UNIT_SORT_COLUMNS = ['orgUnitName'] as const;

/** The tabs of an E-Learning's details page (docs/product.md §2). */
export const ELEARNING_DETAILS_TABS = ['settings', 'org-units', 'analytics'] as const;

/** The status of a member's task (docs/product.md §4): the server computes it from the task's dates. */
export const ELEARNING_TASK_STATUSES = ['completed', 'due', 'inprogress', 'overdue'] as const;
export type ELearningTaskStatus = (typeof ELEARNING_TASK_STATUSES)[number];

/**
 * The status bubbles over a member's tasks, each also a filter (docs/product.md §4): overdue,
 * open and due within 7 days, open and due within a month, done, all.
 */
export const TASK_BUCKETS = ['overdue', 'next7Days', 'nextMonth', 'done', 'all'] as const;
export type TaskBucket = (typeof TASK_BUCKETS)[number];

/** Cards per page of a member's tasks, in every area and on the overview: the lists' default page size. */
export const MEMBER_TASKS_PER_PAGE = 25;

/**
 * The body of a read-member-tasks request (an area's, under the area's filter names): one page
 * of cards under a filter, with every filter's count. The page and the server's answers into it
 * (decision 0020) build it here, so the two are one request.
 */
export function memberTaskPageBody<Bucket extends string>(
  bucket: Bucket,
  page: number,
): { bucket: Bucket; page: number; perPage: typeof MEMBER_TASKS_PER_PAGE } {
  return { bucket, page, perPage: MEMBER_TASKS_PER_PAGE };
}

/** The SCORM versions the player runs. */
export const SCORM_VERSIONS = ['1.2', '2004'] as const;
export type ScormVersionName = (typeof SCORM_VERSIONS)[number];

/**
 * What reading a package's manifest guessed, for the upload to tell: the version from namespaces
 * (no schemaversion), the first organization (no default), a SCO where a resource states no type,
 * an item left out (neither resource nor items), several organizations of which one plays, SCORM
 * 1.2 prerequisites not evaluated.
 */
export const PACKAGE_WARNINGS = [
  'VersionGuessed',
  'DefaultOrganizationGuessed',
  'OtherOrganizationsIgnored',
  'ScormTypeGuessed',
  'EmptyItemIgnored',
  'PrerequisitesIgnored',
] as const;
export type PackageWarning = (typeof PACKAGE_WARNINGS)[number];

/** How a package's leaf is delivered: a SCO talks to the runtime, an asset is only shown. */
export const PACKAGE_ACTIVITY_KINDS = ['sco', 'asset'] as const;

/** The most activities (items) a package's organization may have. */
export const PACKAGE_MAX_ACTIVITIES = 1_000;

/** The longest identifier of an activity (a manifest item's identifier) the player names. */
export const ACTIVITY_ID_MAX_LENGTH = 200;

/**
 * Where a member stands in one activity (SCO or asset) of their attempt, as its run-time data
 * says: never launched, begun, completed (finished without a judgement), passed, failed.
 */
export const EXECUTION_ACTIVITY_STATUSES = ['not-attempted', 'incomplete', 'completed', 'passed', 'failed'] as const;
export type ExecutionActivityStatus = (typeof EXECUTION_ACTIVITY_STATUSES)[number];

/** An objective's completion as SCORM 2004 words it (a SCORM 1.2 objective's status read the same way; browsed counts as incomplete). */
export const OBJECTIVE_COMPLETION_STATUSES = ['completed', 'incomplete', 'not-attempted', 'unknown'] as const;
export type ObjectiveCompletionStatus = (typeof OBJECTIVE_COMPLETION_STATUSES)[number];

/** An objective's success as SCORM 2004 words it (SCORM 1.2's passed and failed read the same). */
export const OBJECTIVE_SUCCESS_STATUSES = ['passed', 'failed', 'unknown'] as const;
export type ObjectiveSuccessStatus = (typeof OBJECTIVE_SUCCESS_STATUSES)[number];

/** An interaction's result in words (SCORM 2004's; 1.2's `wrong` reads as incorrect); a content may also write a number. */
export const INTERACTION_RESULTS = ['correct', 'incorrect', 'unanticipated', 'neutral'] as const;
export type InteractionResult = (typeof INTERACTION_RESULTS)[number];

/**
 * What the course says should follow once an activity's content has ended without a request of
 * its own (SCORM 2004 post-condition rules; a SCORM 1.2 course always continues).
 */
export const ACTIVITY_END_ACTIONS = ['continue', 'previous', 'exitAll'] as const;
export type ActivityEndAction = (typeof ACTIVITY_END_ACTIONS)[number];

/**
 * The CMI data one commit may carry: element names as SCORM writes them (`cmi.core.lesson_status`,
 * `cmi.interactions.0.id`, `adl.nav.request`), values as text. SCORM 2004 allows 64,000 characters
 * of suspend data; no element is longer. A whole commit of a course at SCORM 2004's collection
 * limits (250 interactions of a dozen elements each, 100 objectives) stays below `maxElements`;
 * scorm-run-time-data.ts holds each element's own limit.
 */
export const CMI_LIMITS = { maxElements: 6_000, maxValueLength: 64_000, elementPattern: /^(cmi|adl)\.[A-Za-z0-9_.]{1,200}$/ } as const;

/** How a certificate number is written: six digits at least ("000042"), unique within the client. */
export const formatCertificateNumber = (certificateNumber: number): string => String(certificateNumber).padStart(6, '0');

/** Columns the attempts of an E-Learning sort by. */
export const ELEARNING_EXECUTION_SORT_COLUMNS = ['memberName', 'startedAt', 'completedAt', 'scorePercent'] as const;

/** Columns the members' standing list sorts by. */
export const ELEARNING_STANDING_SORT_COLUMNS = ['dueDate', 'memberName', 'title', 'validUntil'] as const;

/**
 * The certificate filter of the members' standing list: expiring, each member's latest
 * certificate of an E-Learning that runs out today or within ATTENTION_CERTIFICATE_DAYS days, as
 * the admins' overview counts them.
 */
export const ELEARNING_CERTIFICATE_FILTERS = ['expiring'] as const;
export type ELearningCertificateFilter = (typeof ELEARNING_CERTIFICATE_FILTERS)[number];

/** The form field a SCORM package is uploaded in. */
export const ELEARNING_PACKAGE_FILE_FIELD = 'filename';

/**
 * The largest SCORM package (zip) taken: a course with narrated video is tens of megabytes; what
 * it may unpack to is limited on the server apart from this.
 */
export const ELEARNING_PACKAGE_MAX_BYTES = 50 * 1024 * 1024;

/** The lengths of a client's own course's texts. */
export const ELEARNING_COURSE_TEXT_LIMITS = { title: 200, category: 100, description: 2_000, maxDurationMinutes: 24 * 60 } as const;
