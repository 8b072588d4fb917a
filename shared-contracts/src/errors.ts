/**
 * Every error code the API answers with, as `Area.Reason`, grouped by the areas of docs/product.md §8.
 * Each code is translated under `common.errorCodes.{code}` in both languages.
 */
export const ERROR_CODES = {
  Auth: [
    'Auth.InvalidCredentials',
    'Auth.Unauthenticated',
    'Auth.Forbidden',
    'Auth.CsrfTokenInvalid',
    'Auth.TooManyRequests',
    'Auth.SupportLoginDisallowed',
    'Auth.AlreadyAuthenticated',
  ],
  Client: [
    'Client.NotFound',
    'Client.MaxMembersReached',
    'Client.InvalidIdentifier',
    'Client.FeatureDisabled',
    'Client.StorageQuotaExceeded',
    'Client.IdentifierExists',
    'Client.MaxMembersBelowMemberCount',
    'Client.Deactivated',
  ],
  Licensee: [
    'Licensee.NotFound',
    'Licensee.DomainTaken',
    'Licensee.DomainNotFound',
    'Licensee.DomainInUse',
    'Licensee.ImageUnreadable',
    'Licensee.ImageTooManyPixels',
    'Licensee.CourseNotFound',
    'Licensee.CourseInUse',
  ],
  Package: ['Package.NotFound', 'Package.AlreadyBooked', 'Package.NotBooked'],
  Member: [
    'Member.NotFound',
    'Member.Archived',
    'Member.Deactivated',
    'Member.ResponsibleForLocation',
    'Member.ResponsibleForOrgUnit',
    'Member.EmailExists',
    'Member.NoEmail',
    'Member.CannotArchiveSelf',
    'Member.NotArchived',
    'Member.OutOfReach',
  ],
  Location: ['Location.NotFound', 'Location.IdentifierExists', 'Location.HasMembers'],
  OrgUnit: [
    'OrgUnit.NotFound',
    'OrgUnit.RootExists',
    'OrgUnit.IdentifierExists',
    'OrgUnit.AccountableNotAdmin',
    'OrgUnit.RootNotDeletable',
    'OrgUnit.HasMembers',
    'OrgUnit.HasChildren',
    'OrgUnit.ParentInvalid',
  ],
  MemberGroup: ['MemberGroup.NotFound', 'MemberGroup.IdentifierExists'],
  MemberImport: [
    'MemberImport.CsvNotProcessable',
    'MemberImport.ExceedsMaxMembers',
    'MemberImport.InvalidRow',
    'MemberImport.NotFound',
    'MemberImport.EmptyFile',
    'MemberImport.PasswordRequired',
    'MemberImport.TooManyRows',
  ],
  Password: ['Password.AlreadyUsed', 'Password.Invalid', 'Password.Mismatch', 'Password.TooCommon', 'Password.WrongCurrent'],
  PasswordResetToken: ['PasswordResetToken.TooFrequent', 'PasswordResetToken.Invalid'],
  RiskAssessment: [
    'RiskAssessment.NotFound',
    'RiskAssessment.NotEnoughCompletedTasks',
    'RiskAssessment.ExecutionLocked',
    'RiskAssessment.ExecutionCompleted',
    'RiskAssessment.InvalidDueDate',
    'RiskAssessment.InvalidCheckDate',
    'RiskAssessment.ActionNotAgreed',
    'RiskAssessment.ChangeReasonRequired',
    'RiskAssessment.ExpectedRiskReasonRequired',
    'RiskAssessment.ActionCancelled',
    'RiskAssessment.ActionCarriedOver',
    'RiskAssessment.TooManyRiskActions',
    'RiskAssessment.AnswersIncomplete',
  ],
  ELearning: [
    'ELearning.NotFound',
    'ELearning.ExecutionCompleted',
    'ELearning.ExecutionLocked',
    'ELearning.PackageInvalid',
    'ELearning.PackageUnsafe',
    'ELearning.PackageTooLarge',
    'ELearning.ManifestInvalid',
    'ELearning.ManifestNoLaunch',
    'ELearning.ManifestFileMissing',
    'ELearning.PackageAicc',
    'ELearning.CourseNotOwn',
    'ELearning.RunTimeDataRefused',
    'ELearning.RunTimeDataTooLarge',
    'ELearning.ActivityNotAvailable',
  ],
  Role: ['Role.Invalid', 'Role.NotAllowed', 'Role.AdminsOnly'],
  Username: ['Username.Exists', 'Username.Invalid'],
  Schema: ['Schema.Invalid'],
  Template: ['Template.NotFound', 'Template.UploadUnreadable'],
  File: ['File.NotFound', 'File.TooLarge', 'File.InvalidType'],
  Generic: ['Dashboard.Exception', 'Dashboard.PersistFailed', 'Dashboard.NotFound', 'Dashboard.Unavailable'],
} as const;

/** One error code of the catalogue. */
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES][number];

/** All error codes as one flat list. */
export const ALL_ERROR_CODES: readonly ErrorCode[] = Object.values(ERROR_CODES).flat();

/** One refused field of a validation error: its path, the schema's message, and the validation key with the params its message names (docs/product.md §8). */
export interface ErrorField {
  path: string;
  message: string;
  key?: string;
  params?: Record<string, string | number>;
}

/** The body of every error answer (docs/architecture.md §4); `requestId` only on 500s, `fields` on validation. */
export interface ErrorBody {
  error: { code: string; requestId?: string; fields?: ErrorField[] };
}

/** Reads the error code of an API error body, if the value is one. */
export function errorCodeOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || !('error' in body)) return undefined;
  const { error } = body;
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  return typeof error.code === 'string' ? error.code : undefined;
}
