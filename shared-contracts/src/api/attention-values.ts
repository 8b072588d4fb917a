// Values of the admins' overview (route start/attention) the browser shows as they are.

/** Certificates whose validity ends within this many days from today count as expiring. */
export const ATTENTION_CERTIFICATE_DAYS = 30;
