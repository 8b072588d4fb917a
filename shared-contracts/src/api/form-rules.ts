import type { ValidationKey } from '../validation';
import type { EndpointContract } from './endpoint';
import { loginEndpoint, supportLoginEndpoint, createPasswordResetTokenEndpoint } from './auth';
import { createMemberEndpoint, updateMemberDetailsEndpoint } from './members';
import { updateClientDetailsEndpoint } from './company';
import {
  createLocationEndpoint,
  createMemberGroupEndpoint,
  createOrgUnitEndpoint,
  updateLocationEndpoint,
  updateMemberGroupEndpoint,
  updateOrgUnitEndpoint,
} from './org-structure';
import { changeUsernameEndpoint, updateProfileEndpoint } from './profile';

/** A value a form refuses at one field, written as the request body carries it. */
export interface RefusedFormValue {
  /** The body field the form checks. */
  field: string;
  value: unknown;
  /** The form's message; the API's 400 names the same key at `field`. */
  key: ValidationKey;
  /** Other body fields the rule reads, such as the country a postal code must fit. */
  with?: Readonly<Record<string, unknown>>;
  /**
   * Where only the server can judge (a rule it checks against stored data or the session), the
   * error code it answers instead of naming the field.
   */
  code?: string;
}

/** The rules of one form, each shown by a value it refuses, and the endpoint the form sends to. */
export interface FormRules {
  form: string;
  endpoint: EndpointContract;
  refused: readonly RefusedFormValue[];
}

const required = (field: string): RefusedFormValue => ({ field, value: '', key: 'required' });

/** The member form of create and details (docs/product.md §3 member details). */
const MEMBER_FORM: readonly RefusedFormValue[] = [
  required('firstName'),
  required('lastName'),
  required('username'),
  required('roleIdentifier'),
  { field: 'username', value: 'mit leerzeichen', key: 'username' },
  { field: 'email', value: 'keine-adresse', key: 'email' },
  { field: 'birthDate', value: '2090-01-01', key: 'maxDate' },
  { field: 'birthDate', value: '1899-12-31', key: 'minDate' },
  { field: 'birthDate', value: '2024-02-30', key: 'invalidDate' },
  { field: 'phoneNumber', value: '12', key: 'phoneNumber' },
  { field: 'mobileNumber', value: 'abc', key: 'phoneNumber' },
  { field: 'postalCode', value: '1234', key: 'zipcode', with: { country: 'DE' } },
  { field: 'postalCode', value: '12345', key: 'zipcode', with: { country: 'AT' } },
];

const identifierRules = (field: string): RefusedFormValue[] => [
  required(field),
  { field, value: 'ab', key: 'identifier' },
  { field, value: '1abc', key: 'identifier' },
  { field, value: '-', key: 'identifier' },
  { field, value: 'Gross', key: 'identifier' },
];

const LOCATION_FORM: readonly RefusedFormValue[] = [
  required('name'),
  ...identifierRules('locationIdentifier'),
  required('city'),
  required('locationType'),
  { field: 'floorSpace', value: -1, key: 'min' },
  { field: 'postalCode', value: '1234', key: 'zipcode', with: { countryCode: 'DE' } },
];

const ORG_UNIT_FORM: readonly RefusedFormValue[] = [required('orgUnitName'), ...identifierRules('orgUnitIdentifier')];

const MEMBER_GROUP_FORM: readonly RefusedFormValue[] = [required('name'), ...identifierRules('memberGroupIdentifier'), required('type')];

/**
 * Every rule a form applies before it sends, by form: the contract test of the API
 * (api/src/form-rules.test.ts) sends each refused value and expects the same refusal, so the
 * server never accepts what a form refuses. Password fields are left out: forms send only the
 * password's hash, whose strength the server cannot see; it refuses known passwords by their
 * hash instead (Password.TooCommon).
 */
export const FORM_RULES: readonly FormRules[] = [
  { form: 'login', endpoint: loginEndpoint, refused: [required('username'), required('clientIdentifier')] },
  { form: 'support login', endpoint: supportLoginEndpoint, refused: [required('username'), required('clientIdentifier')] },
  { form: 'forgot password', endpoint: createPasswordResetTokenEndpoint, refused: [required('username'), required('clientIdentifier')] },
  { form: 'create member', endpoint: createMemberEndpoint, refused: MEMBER_FORM },
  { form: 'member details', endpoint: updateMemberDetailsEndpoint, refused: MEMBER_FORM },
  { form: 'create location', endpoint: createLocationEndpoint, refused: LOCATION_FORM },
  { form: 'location details', endpoint: updateLocationEndpoint, refused: LOCATION_FORM },
  { form: 'create org unit', endpoint: createOrgUnitEndpoint, refused: ORG_UNIT_FORM },
  { form: 'org unit details', endpoint: updateOrgUnitEndpoint, refused: ORG_UNIT_FORM },
  { form: 'create member group', endpoint: createMemberGroupEndpoint, refused: MEMBER_GROUP_FORM },
  { form: 'member group details', endpoint: updateMemberGroupEndpoint, refused: MEMBER_GROUP_FORM },
  {
    form: 'company details',
    endpoint: updateClientDetailsEndpoint,
    refused: [required('name'), required('country'), { field: 'postalCode', value: '1234', key: 'zipcode', with: { country: 'DE' } }],
  },
  {
    form: 'company configuration',
    endpoint: updateClientDetailsEndpoint,
    refused: [
      { field: 'homepage', value: 'javascript:alert(1)', key: 'url' },
      { field: 'homepage', value: 'www.example.de', key: 'url' },
      { field: 'notificationFooterSms', value: 'x'.repeat(161), key: 'maxlength' },
    ],
  },
  {
    form: 'profile details',
    endpoint: updateProfileEndpoint,
    refused: [
      required('firstName'),
      required('lastName'),
      { field: 'email', value: 'keine-adresse', key: 'email' },
      { field: 'phoneNumber', value: '12', key: 'phoneNumber' },
    ],
  },
  {
    form: 'change username',
    endpoint: changeUsernameEndpoint,
    refused: [required('newUsername'), { field: 'newUsername', value: 'mit leerzeichen', key: 'username', code: 'Username.Invalid' }],
  },
];
