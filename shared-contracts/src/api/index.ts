export * from './endpoint';
export * from './common';
export * from './members-values';
export * from './org-structure-values';
export * from './profile-values';
export * from './company-common-values';
export * from './member-import-values';
export * from './auth';
export * from './startup';
export * from './profile';
export * from './company-common';
export * from './members';
export * from './company';
export * from './member-import';
export * from './member-import-template';
export * from './org-structure';

import * as auth from './auth';
import * as startup from './startup';
import * as profile from './profile';
import * as members from './members';
import * as company from './company';
import * as memberImport from './member-import';
import * as orgStructure from './org-structure';
import { isEndpointContract, type EndpointContract } from './endpoint';

/** Every endpoint contract, for the server's route table and OpenAPI. */
export const ENDPOINTS: readonly EndpointContract[] = (
  [
    ...Object.values(auth),
    ...Object.values(startup),
    ...Object.values(profile),
    ...Object.values(members),
    ...Object.values(company),
    ...Object.values(memberImport),
    ...Object.values(orgStructure),
  ] as unknown[]
).filter(isEndpointContract);
export * from './form-rules';
