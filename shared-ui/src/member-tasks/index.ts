// @compliance/shared-ui/member-tasks: a member's tasks of an area as cards under the status
// bubbles, with their pages, and the reads behind them; for the member's pages, which need
// no data table.
export * from './MemberTaskCards';
export * from './member-task-data';
export * from './read-ahead';
