// Values of the admins' overview (route start/attention) the browser shows as they are.

/** Certificates whose validity ends within this many days from today count as expiring. */
export const ATTENTION_CERTIFICATE_DAYS = 30;

/** The overview's bar charts show this many org units or E-Learnings: those with the lowest completion rates. */
export const ATTENTION_CHART_BARS = 10;

/** The overview's trend covers this many months, the current one last. */
export const ATTENTION_TREND_MONTHS = 12;
