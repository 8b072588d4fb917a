import useSWR, { type SWRResponse } from 'swr';
import {
  licenseeStaffStateEndpoint,
  memberStateEndpoint,
  type LicenseeStaffState,
  type MemberState,
} from '@compliance/shared-contracts/browser';
import { apiRequest } from '../api-request';
import type { ApiRequestError } from '../api-error';

/** SWR key of the signed-in member's state. */
export const memberStateKey = memberStateEndpoint.path;

/** Loads the signed-in member's state (member, details, permissions, feature flags). */
export function getMemberState(): Promise<MemberState> {
  return apiRequest(memberStateEndpoint);
}

/** The signed-in member's state; pass `enabled: false` while signed out. */
export function useMemberState(enabled = true): SWRResponse<MemberState, ApiRequestError> {
  return useSWR<MemberState, ApiRequestError>(enabled ? memberStateKey : null, getMemberState);
}

/** Loads the state of the licensee's staff member signed into the back office (account, role, permissions, licensee). */
export function getStaffState(): Promise<LicenseeStaffState> {
  return apiRequest(licenseeStaffStateEndpoint);
}
