import { BACK_OFFICE_PREFIX, type AreaDescriptionSource } from '@compliance/shared-contracts/browser';

/**
 * What the shell shows of this area (docs/adding-an-area.md §4): the licensee's back office on
 * pages of its own (decision 0013), with its own header and navigation for the licensee's staff;
 * nothing of it appears in a company's sidebar. Its build writes area.json.
 */
export const areaDescription: AreaDescriptionSource = {
  title: 'area.title',
  mounts: [{ prefix: BACK_OFFICE_PREFIX, layout: 'plain' }],
  sidebar: [],
};
