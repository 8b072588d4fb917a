// Framework-free validators and generators shared by the forms and the API server.
export {
  VALIDATION_KEYS,
  composeValidators,
  firstError,
  hasText,
  isEmptyValue,
  isValidationKey,
  validationError,
  type ValidationError,
  type ValidationKey,
  type ValidationParams,
  type ValidationResult,
  type Validator,
} from './validation-error';
export {
  countCharacters,
  isValidEmail,
  isWebUrl,
  parseFormNumber,
  validateEmail,
  validateMax,
  validateMaxLength,
  validateMin,
  validateMinLength,
  validateNumeric,
  validateRequired,
  validateShouldMatch,
  validateShouldNotMatch,
  validateWebUrl,
  WEB_URL_MAX_LENGTH,
  type FieldPairLabels,
  type NumberValue,
  type TextValue,
} from './basic';
export { PASSWORD_MIN_LENGTH, checkPasswordPolicy, isValidPassword, validatePassword, type PasswordPolicyCheck } from './password';
export {
  IDENTIFIER_MIN_LENGTH,
  isValidIdentifier,
  isValidUsername,
  validateClientIdentifier,
  validateIdentifier,
  validateUsername,
} from './identifiers';
export {
  BIRTH_DATE_MIN,
  ISO_DAY_PATTERN,
  birthDateLimits,
  isValidIsoDate,
  latestTodayOnEarth,
  localIsoDay,
  localToday,
  parseIsoDate,
  validateBirthDate,
  validateDate,
  type DateInput,
  type DateLimits,
} from './date';
export {
  DEFAULT_MAX_UPLOAD_FILES,
  MAX_UPLOAD_BYTES,
  UPLOAD_FILE_TYPES,
  UPLOAD_FILE_TYPE_DEFINITIONS,
  fileExtension,
  isSameUploadFile,
  matchesUploadFileType,
  selectUploadFiles,
  uploadAcceptAttribute,
  validateUploadFile,
  type UploadFileDescriptor,
  type UploadFileType,
  type UploadFileTypeDefinition,
  type UploadOptions,
  type UploadRejection,
  type UploadRejectionReason,
  type UploadSelection,
} from './upload';
export { contentMatchesUploadType, detectFileTypeFromBytes, ODT_MIME_TYPE, type DetectedFileType } from './file-type-detection';
export { transliterate } from './transliterate';
export {
  IDENTIFIER_SUFFIX_MAX,
  IDENTIFIER_SUFFIX_MIN,
  generateIdentifier,
  generateUsername,
  randomIdentifierSuffix,
  type RandomSource,
} from './generators';
export { validationErrorOfIssue, zodRefinement, type SchemaIssue } from './zod';
export * from './postal-code';
export {
  HEX_COLOUR_PATTERN,
  WCAG_AA_TEXT_CONTRAST,
  contrastRatio,
  relativeLuminance,
  textContrast,
  validateContrast,
  validateHexColour,
} from './colour';
export { HOSTNAME_MAX_LENGTH, normalizeHostname, validateHostname } from './hostname';
