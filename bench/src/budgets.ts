import { PAGE_BUDGETS } from './web/scripts';

/**
 * Every budget of bench/, in one place: its limit, which the bench compares its figure with, and
 * what it bounds, which `pnpm bench` writes into docs/performance.md. A bench takes its limits
 * with {@link limitsOf}, so a budget a bench holds is a budget the document lists (a test checks
 * that docs/performance.md holds every one).
 */
export interface Budget {
  readonly limit: number;
  /** The budget as a reader of docs/performance.md needs it: what is measured, how, and the bound. */
  readonly says: string;
}

const budget = (limit: number, says: string): Budget => ({ limit, says });

/** The benches of `pnpm bench`, by the kind their results files start with, and their budgets by name. */
export const BUDGETS = {
  api: {
    firstStartSeconds: budget(20, 'first start of the built server (migrations, the 250-member demo, listen) ≤ 20 s'),
    laterStartSeconds: budget(3, 'server start on existing data ≤ 3 s (issue 17)'),
    idleRssMb: budget(300, 'idle server RSS with PGlite, the whole process tree, ≤ 300 MB (issue 17)'),
    licenseeConfigP95: budget(25, 'load-licensee-config p95 ≤ 25 ms, 0 errors'),
    memberStateP95: budget(40, 'member state of a signed-in admin p95 ≤ 40 ms, 0 errors'),
    loginP95: budget(300, 'login (scrypt) p95 ≤ 300 ms, 0 errors'),
    rssAfterLoadMb: budget(400, 'server RSS after those calls ≤ 400 MB'),
  },
  company: {
    listP99Ms: budget(50, 'member list on PostgreSQL, 100,000 members, 20 clients: p99 ≤ 50 ms on page 1 and on page 2,000 (issue 17)'),
    listApiToSqlP50: budget(2, "member list on PostgreSQL: the API's p50 at most 2 × its SQL's alone"),
    pgliteListP99Ms: budget(100, 'member list on PGlite, 10,000 members, 20 clients: p99 ≤ 100 ms (issue 17)'),
    import10kSeconds: budget(5, 'member CSV import of 10,000 rows (upload, check, import) ≤ 5 s'),
    import100kSeconds: budget(60, 'member CSV import of 100,000 rows ≤ 60 s'),
    importRssMb: budget(400, 'server peak RSS during the import ≤ 400 MB'),
  },
  elearning: {
    statisticsP99Ms: budget(
      200,
      'read-statistics over 100,000 members × 10 E-Learnings (1,000,010 tasks in every standing), PostgreSQL, 10 clients: p99 ≤ 200 ms',
    ),
    exportSeconds: budget(15, "export-statistics of one E-Learning's 100,000 member rows, PostgreSQL: ≤ 15 s"),
    exportRssMb: budget(400, 'export-statistics: server RSS at its peak ≤ 400 MB'),
    saveExecutionP99Ms: budget(
      50,
      'save-execution at 50 concurrent learners (each in their own session and attempt, a commit of 5 elements with 2 KB of suspend data once a second), PostgreSQL: p99 ≤ 50 ms, 0 errors',
    ),
  },
  risk: {
    evaluationP99Ms: budget(
      200,
      'evaluation of an assessment with 10,000 completed analyses, PostgreSQL, 10 admins: read-risk-list and read-execution-result-details p99 ≤ 200 ms',
    ),
    saveExecutionP99Ms: budget(
      50,
      'risk-assessment save-execution at 50 concurrent members (each in their own session and execution, once a second), PostgreSQL: p99 ≤ 50 ms, 0 errors',
    ),
  },
  start: {
    memberTasksP99Ms: budget(
      50,
      "start overview's read-member-tasks (page 1 of 25 and every bubble's count) of a member with 100 E-Learning and 100 risk-assessment tasks, 100,000 members, PostgreSQL, 10 calls at once: p99 ≤ 50 ms each, 0 errors",
    ),
    attentionP99Ms: budget(
      150,
      "admins' overview (attention read-overview) over 100,000 members (1.2 million tasks, 200,000 certificates), PostgreSQL, 10 admins: p99 ≤ 150 ms, 0 errors",
    ),
    scopedAttentionP99Ms: budget(
      150,
      "admins' overview of a loc-admin (a location of about 2,000 members) and of an ou-admin (a unit of 10,000 members) over the same data, 10 calls at once each: p99 ≤ 150 ms, 0 errors (issue 73)",
    ),
    standingListP99Ms: budget(
      50,
      "members' standing list (page 1 unfiltered, overdue, certificates running out; page 2,000) of 10 admins at once and of an ou-admin of 10,000 members at 10 calls at once, 100,000 members, PostgreSQL: p99 ≤ 50 ms each, 0 errors (issue 73)",
    ),
  },
  load: {
    p99Ms: budget(
      150,
      'mixed load on PostgreSQL, 50 connections, 100,000 members (5 admins on the member, E-Learning, risk and attention pages; 5 learners in both players): p99 ≤ 150 ms, 0 errors',
    ),
    perSecond: budget(2000, 'mixed load on PostgreSQL: ≥ 2,000 requests/s (issue 17)'),
    heartbeatFloorShare: budget(0.5, "heartbeat alone and member state alone, each ≥ 50 % of a bare Fastify route's requests/s (issue 17)"),
  },
  isolation: {
    heartbeatP99Ms: budget(
      100,
      "another client's heartbeat (one every 20 ms) while one client's heavy input runs (5 MB CSVs of empty lines, of `;` lines, of data and of one line; a 2.4 MB package unpacking to 200 MB; seven 5 MB commits of run-time data; a 100,000-row statistics export; 50 certificate PDFs at once), PGlite and PostgreSQL: p99 ≤ 100 ms (issue 67)",
    ),
    heartbeatMaxMs: budget(250, "the same heartbeat's maximum ≤ 250 ms, and every heartbeat answered 200 (issue 67)"),
  },
  bundle: {
    loginKb: budget(PAGE_BUDGETS.loginKb, 'login page ≤ 250 KB brotli JavaScript'),
    loginFiles: budget(PAGE_BUDGETS.loginFiles, 'login page ≤ 25 script files'),
    dashboardAddedKb: budget(PAGE_BUDGETS.dashboardAddedKb, 'first dashboard page ≤ 350 KB brotli JavaScript added after the login'),
    dashboardAddedFiles: budget(PAGE_BUDGETS.dashboardAddedFiles, 'first dashboard page ≤ 40 script files added after the login'),
  },
  web: {
    remoteOwnKb: budget(80, "each remote's own code ≤ 80 KB brotli"),
    lcpMs: budget(1000, 'login page LCP ≤ 1.0 s (Lighthouse, desktop)'),
    tbtMs: budget(100, 'login page TBT ≤ 100 ms'),
    cls: budget(0.05, 'CLS ≤ 0.05 on every page measured'),
    lighthouseScore: budget(95, 'login page Lighthouse performance ≥ 95; accessibility 100 on every page measured'),
    dashboardLighthouseScore: budget(90, 'first dashboard page and member list Lighthouse performance ≥ 90'),
    mobileLighthouseScore: budget(
      90,
      "Lighthouse mobile (a mid-range phone, slow 4G, simulated; the CPU slowdown calibrated to the machine), first visit of the login page, a member's E-Learnings, start overview and player page: performance ≥ 90 (issue 73)",
    ),
    mobileLcpMs: budget(2500, 'those pages on Lighthouse mobile: LCP ≤ 2.5 s'),
    mobileTbtMs: budget(200, 'those pages on Lighthouse mobile: TBT ≤ 200 ms'),
    sidebarToRowsMs: budget(500, 'sidebar click to member rows ≤ 500 ms within an area'),
    sidebarFromOtherAreaToRowsMs: budget(800, 'sidebar click to member rows ≤ 800 ms from another area'),
    playerOpenMs: budget(
      1000,
      "player of a SCORM 1.2 course of 21 SCOs and a handout, PGlite: a click on Starten or Fortsetzen to the SCO's frame loaded ≤ 1.0 s (median of 5; issue 70)",
    ),
    scoSwitchMs: budget(
      300,
      "player: a click on Weiter to the next SCO's frame loaded, the left SCO's last commit answered on the way, ≤ 300 ms (median of 15; issue 70)",
    ),
  },
} as const satisfies Record<string, Record<string, Budget>>;

/** A bench of `pnpm bench`, by the kind its results files start with. */
export type BenchKind = keyof typeof BUDGETS;

/** The limits of one bench's budgets by name: what its code holds its figures to. */
export function limitsOf<Kind extends BenchKind>(kind: Kind): { readonly [Name in keyof (typeof BUDGETS)[Kind]]: number } {
  return Object.fromEntries(Object.entries(BUDGETS[kind]).map(([name, entry]) => [name, (entry as Budget).limit])) as {
    readonly [Name in keyof (typeof BUDGETS)[Kind]]: number;
  };
}
