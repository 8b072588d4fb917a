import {
  ADDRESS_COUNTRIES,
  GENDERS,
  MEMBER_ROLES,
  hashPassword,
  validatePassword,
  validateShouldMatch,
  validateZipcode,
  type AddressCountry,
  type CreateMemberBody,
  type ManagedMember,
  type MemberFields,
  type MemberRole,
  type ValidationError,
} from '@compliance/shared-contracts/browser';
import type { TypeaheadOption } from '@compliance/shared-ui/inputs';

/** The values of the member form (create dialog and details tab). */
export interface MemberFormValues {
  firstName: string;
  lastName: string;
  email: string;
  username: string;
  roleIdentifier: MemberRole;
  birthDate: string | null;
  phoneNumber: string;
  mobileNumber: string;
  pregnant: boolean;
  underage: boolean;
  gender: (typeof GENDERS)[number];
  street: string;
  additionalAddress: string;
  postalCode: string;
  city: string;
  country: AddressCountry;
  externalCompany: string;
  createElearningTasks: boolean;
  createRiskAssessmentTasks: boolean;
  /** Create only. */
  orgUnits: TypeaheadOption[];
  initialPassword: string;
  confirmInitialPassword: string;
  /** Details only. */
  status: ManagedMember['status'];
  /** Usernames the server reported as taken (see UsernameAvailability). */
  takenUsernames: string[];
}

/** A fresh create form: role member, gender d, country DE, both task options on (docs/product.md §3). */
export const NEW_MEMBER_VALUES: Partial<MemberFormValues> = {
  roleIdentifier: 'member',
  gender: 'd',
  country: 'DE',
  birthDate: null,
  pregnant: false,
  underage: false,
  createElearningTasks: true,
  createRiskAssessmentTasks: true,
  orgUnits: [],
  takenUsernames: [],
};

/** Optional text: an empty field is sent as null ("none"). */
export function blankToNull(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

/** The form values of a member as the details endpoint answers it. */
export function memberFormValuesOf(member: ManagedMember): Partial<MemberFormValues> {
  return {
    firstName: member.firstName,
    lastName: member.lastName,
    email: member.email ?? '',
    username: member.username,
    roleIdentifier: member.roleIdentifier,
    birthDate: member.birthDate,
    phoneNumber: member.phoneNumber ?? '',
    mobileNumber: member.mobileNumber ?? '',
    pregnant: member.specialAttributes.includes('pregnant'),
    underage: member.specialAttributes.includes('underage'),
    gender: member.gender,
    street: member.street ?? '',
    additionalAddress: member.additionalAddress ?? '',
    postalCode: member.postalCode ?? '',
    city: member.city ?? '',
    country: member.country,
    externalCompany: member.externalCompany ?? '',
    status: member.status,
    createElearningTasks: member.options.createElearningTasks,
    createRiskAssessmentTasks: member.options.createRiskAssessmentTasks,
    takenUsernames: [],
  };
}

/** The member fields of the create and update bodies. */
export function memberFieldsOf(values: MemberFormValues): MemberFields {
  const country = (ADDRESS_COUNTRIES as readonly string[]).includes(values.country) ? values.country : 'DE';
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: blankToNull(values.email),
    username: values.username.trim(),
    roleIdentifier: (MEMBER_ROLES as readonly string[]).includes(values.roleIdentifier) ? values.roleIdentifier : 'member',
    birthDate: values.birthDate || null,
    phoneNumber: blankToNull(values.phoneNumber),
    mobileNumber: blankToNull(values.mobileNumber),
    specialAttributes: [...(values.pregnant ? (['pregnant'] as const) : []), ...(values.underage ? (['underage'] as const) : [])],
    gender: values.gender,
    street: blankToNull(values.street),
    additionalAddress: blankToNull(values.additionalAddress),
    postalCode: blankToNull(values.postalCode),
    city: blankToNull(values.city),
    country,
    externalCompany: blankToNull(values.externalCompany),
  };
}

/** The create body; the password travels only as its hash (docs/product.md §5). */
export function createMemberBodyOf(values: MemberFormValues): CreateMemberBody {
  const password = values.initialPassword ?? '';
  return {
    ...memberFieldsOf(values),
    initialPassword: password ? hashPassword(password) : null,
    orgUnitUuids: (values.orgUnits ?? []).map((option) => option.value),
    options: {
      createElearningTasks: Boolean(values.createElearningTasks),
      createRiskAssessmentTasks: Boolean(values.createRiskAssessmentTasks),
    },
  };
}

/** Labels the cross-field messages name. */
export interface MemberFormLabels {
  initialPassword: string;
  confirmInitialPassword: string;
}

type MemberFormErrors = Partial<Record<keyof MemberFormValues, ValidationError>>;

/**
 * Rules that read more than one field, as the server checks them: the postal code for the
 * chosen country, a username the server called taken, the initial password and its confirmation.
 */
export function validateMemberForm(values: MemberFormValues, labels: MemberFormLabels, withPassword: boolean): MemberFormErrors {
  const errors: MemberFormErrors = {};
  const zipcode = validateZipcode(values.postalCode, values.country || 'DE');
  if (zipcode) errors.postalCode = zipcode;
  const username = values.username?.trim() ?? '';
  if (username && (values.takenUsernames ?? []).includes(username)) errors.username = { key: 'checkUsername' };
  if (withPassword) {
    const password = validatePassword(values.initialPassword);
    if (password) errors.initialPassword = password;
    if (values.initialPassword && !values.confirmInitialPassword)
      errors.confirmInitialPassword = { key: 'required', params: { field: labels.confirmInitialPassword } };
    const match = validateShouldMatch(values.confirmInitialPassword, values.initialPassword, {
      field: labels.confirmInitialPassword,
      otherField: labels.initialPassword,
    });
    if (match) errors.confirmInitialPassword = match;
  }
  return errors;
}

/** Server error codes shown at a field of the member form. */
export const MEMBER_FIELD_ERRORS = {
  'Username.Exists': 'username',
  'Username.Invalid': 'username',
  'Member.EmailExists': 'email',
  'Role.NotAllowed': 'roleIdentifier',
  'Password.Invalid': 'initialPassword',
} as const;
