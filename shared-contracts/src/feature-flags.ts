/** Feature flags and their defaults (docs/product.md §3); a client's products can switch them on. */
export const FEATURE_FLAG_DEFAULTS = {
  elearnings: false,
  riskAssessments: false,
  templates: true,
  calendar: false,
} as const;

export type FeatureFlag = keyof typeof FEATURE_FLAG_DEFAULTS;
export type FeatureFlags = Record<FeatureFlag, boolean>;

/** All feature flag names. */
export const FEATURE_FLAGS = Object.keys(FEATURE_FLAG_DEFAULTS) as FeatureFlag[];

/** Whether a string names a feature flag. */
export function isFeatureFlag(value: string): value is FeatureFlag {
  return (FEATURE_FLAGS as string[]).includes(value);
}

/**
 * Resolves a client's flags: defaults, then flags its products switch on, then the licensee's
 * explicit per-client overrides (on or off).
 */
export function resolveFeatureFlags(
  fromProducts: readonly string[],
  overrides: Readonly<Partial<Record<string, boolean>>> = {},
): FeatureFlags {
  const flags: FeatureFlags = { ...FEATURE_FLAG_DEFAULTS };
  for (const flag of fromProducts) if (isFeatureFlag(flag)) flags[flag] = true;
  for (const [flag, enabled] of Object.entries(overrides)) {
    if (isFeatureFlag(flag) && typeof enabled === 'boolean') flags[flag] = enabled;
  }
  return flags;
}
