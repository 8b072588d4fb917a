// The members' standing feature's data (docs/adding-an-area.md §4): how each member stands in
// each active E-Learning, as a server list.
import { readMemberStandingListEndpoint } from '@compliance/shared-contracts/browser';
import { serverList } from '@compliance/shared-ui/table';

/** The members' standing, what is due first. */
export const MEMBER_STANDINGS = serverList(readMemberStandingListEndpoint, 'elearning-member-standings', {
  sortBy: 'dueDate',
  sortDirection: 'asc',
});
