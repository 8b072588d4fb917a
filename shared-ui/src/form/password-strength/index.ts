export { PasswordStrengthMeter, usePasswordStrength, type PasswordStrengthMeterProps } from './PasswordStrengthMeter';
export type { PasswordStrength, PasswordStrengthScore } from './strength';
