// The member groups feature's data (docs/adding-an-area.md §4).
import {
  createMemberGroupEndpoint,
  deleteMemberGroupEndpoint,
  memberGroupDetailsEndpoint,
  memberGroupListEndpoint,
  updateMemberGroupEndpoint,
} from '@compliance/shared-contracts/browser';
import { formWrite } from '@compliance/shared-ui';
import { serverList } from '@compliance/shared-ui/table';
import { entityData } from '../common/entity-data';

/** The member groups: list, details and writes (create, update, delete). */
export const MEMBER_GROUPS = entityData(
  serverList(memberGroupListEndpoint, 'company-member-groups', { sortBy: 'name', sortDirection: 'asc' }),
  memberGroupDetailsEndpoint,
  {
    create: formWrite(createMemberGroupEndpoint),
    update: formWrite(updateMemberGroupEndpoint),
    remove: formWrite(deleteMemberGroupEndpoint),
  },
);
