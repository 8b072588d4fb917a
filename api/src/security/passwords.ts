import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const PARAMS = { N: 16384, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;

function scryptAsync(secret: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(secret, salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

/**
 * Stores what the browser sent (already a SHA-256, see hashPassword) as scrypt with a fresh
 * salt: `scrypt$N$r$p$salt$key`.
 */
export async function hashForStorage(clientHash: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(clientHash, salt, PARAMS);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64'), key.toString('base64')].join('$');
}

/** Checks a received hash against a stored one in constant time. */
export async function verifyStored(clientHash: string, stored: string | null | undefined): Promise<boolean> {
  // With nothing stored we still do the work, so the answer time does not tell whether an account exists.
  const [scheme, n, r, p, saltText, keyText] = (stored ?? DUMMY_STORED).split('$');
  if (scheme !== 'scrypt' || !saltText || !keyText) return false;
  const expected = Buffer.from(keyText, 'base64');
  const actual = await scryptAsync(clientHash, Buffer.from(saltText, 'base64'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected) && stored !== null && stored !== undefined;
}

const DUMMY_STORED = `scrypt$${PARAMS.N}$${PARAMS.r}$${PARAMS.p}$${randomBytes(16).toString('base64')}$${randomBytes(KEY_LENGTH).toString('base64')}`;
