/**
 * The rate limit of a login route: at most `max` tries per window, per address and account, so
 * guessing at one account slows without locking out a whole office behind one address. `login`
 * names the kind of login, so the member's and the back office's counts stay apart.
 */
export function loginRateLimit(login: string, max: number, windowMs: number) {
  return {
    rateLimit: {
      max,
      timeWindow: windowMs,
      // Counted once the body is parsed: on the plugin's default hook (onRequest) the key had no
      // account, so one address shared one count across all its accounts.
      hook: 'preValidation' as const,
      keyGenerator: (request: { ip: string; body?: unknown }) => {
        const body = (request.body ?? {}) as { username?: unknown; clientIdentifier?: unknown };
        return `${request.ip}|${login}|${String(body.clientIdentifier ?? '').toLowerCase()}|${String(body.username ?? '').toLowerCase()}`;
      },
    },
  };
}
