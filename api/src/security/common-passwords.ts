import { hash } from 'node:crypto';
import { hashPassword } from '@compliance/shared-contracts';
import { ApiError } from '../errors';
import { sliceYielder } from '../lib/event-loop';

// The browser sends only hashPassword(password), so the server cannot measure a password; it
// can recognise known ones. It keeps the SHA-256 of the common-password list of zxcvbn-ts and
// of the forms people make of common words to pass the policy (upper case first, then a digit
// and a sign, or a year): "Passwort1!", "Sommer2026!". Each is kept as its first 64 bits,
// sorted, so 10^-13 is the chance that a strong password is mistaken for a known one.

/** How many of the list's passwords (most used first) and German words get the policy forms. */
const POLICY_FORM_PASSWORD_BASES = 20_000;
const POLICY_FORM_GERMAN_BASES = 5_000;
const FIRST_YEAR = 2015;
const LAST_YEAR = 2030;

/** What people add to a word so the policy's digit and sign rules are met. */
export const POLICY_FORM_SUFFIXES: readonly string[] = [
  '',
  '1',
  '!',
  '1!',
  '12!',
  '123',
  '123!',
  '1234!',
  '!1',
  '1.',
  '1?',
  '#1',
  ...Array.from({ length: LAST_YEAR - FIRST_YEAR + 1 }, (_, index) => `${FIRST_YEAR + index}!`),
];

const WORD = /^\p{L}{3,}$/u;

const capitalised = (word: string) => word.charAt(0).toLocaleUpperCase('de-DE') + word.slice(1);

/** The word lists the known passwords are made from, most used first. */
export interface CommonWordLists {
  passwords: readonly string[];
  germanWords: readonly string[];
}

/**
 * Reads the lists of zxcvbn-ts when the table is first built, not when the server starts: they
 * (and the German Wikipedia list the package holds beside them) stay out of a server that never
 * sets a password.
 */
export async function loadCommonWordLists(): Promise<CommonWordLists> {
  const [{ dictionary: common }, { dictionary: german }] = await Promise.all([
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-de'),
  ]);
  return { passwords: common['passwords-common'], germanWords: german.commonWords };
}

/** Every password the server refuses as common, as typed. */
export function* commonPasswordCandidates({ passwords, germanWords }: CommonWordLists): Generator<string> {
  yield* passwords;
  const bases = new Set(
    [...passwords.slice(0, POLICY_FORM_PASSWORD_BASES), ...germanWords.slice(0, POLICY_FORM_GERMAN_BASES)]
      .filter((word) => WORD.test(word))
      .map((word) => word.toLocaleLowerCase('de-DE')),
  );
  for (const base of bases) {
    const word = capitalised(base);
    for (const suffix of POLICY_FORM_SUFFIXES) yield `${word}${suffix}`;
  }
}

/** The first 64 bits of a hex SHA-256. */
const prefixOfHex = (hexHash: string): bigint => BigInt(`0x${hexHash.slice(0, 16)}`);

/** The known passwords, as the sorted first 64 bits of their SHA-256. */
export class CommonPasswords {
  constructor(private readonly sortedPrefixes: BigUint64Array) {}

  /** How many passwords are known. */
  get size(): number {
    return this.sortedPrefixes.length;
  }

  /** Whether hashPassword(password) as the browser sends it is a known password. */
  hasHash(clientHash: string): boolean {
    const wanted = prefixOfHex(clientHash.toLowerCase());
    let low = 0;
    let high = this.sortedPrefixes.length - 1;
    while (low <= high) {
      const middle = (low + high) >>> 1;
      const value = this.sortedPrefixes[middle] as bigint;
      if (value === wanted) return true;
      if (value < wanted) low = middle + 1;
      else high = middle - 1;
    }
    return false;
  }

  /** Whether a password the server sees as typed (a CSV column) is a known one. */
  has(password: string): boolean {
    return this.hasHash(hashPassword(password));
  }
}

async function buildCommonPasswords(): Promise<CommonPasswords> {
  const lists = await loadCommonWordLists();
  const checkpoint = sliceYielder();
  const prefixes: bigint[] = [];
  for (const candidate of commonPasswordCandidates(lists)) {
    // node:crypto gives what hashPassword gives (the test checks every candidate through it), in a fraction of the time.
    prefixes.push(prefixOfHex(hash('sha256', candidate, 'hex')));
    // About a second of hashing in all: other requests are served between the slices.
    await checkpoint();
  }
  return new CommonPasswords(BigUint64Array.from(prefixes).sort());
}

let loaded: Promise<CommonPasswords> | undefined;

/** The known passwords, built on first use (about a second) and held for the process. */
export function commonPasswords(): Promise<CommonPasswords> {
  loaded ??= buildCommonPasswords();
  return loaded;
}

/** Refuses a password hash of a known password with 400 `Password.TooCommon`. */
export async function assertNotCommonPassword(clientHash: string): Promise<void> {
  if ((await commonPasswords()).hasHash(clientHash)) throw new ApiError(400, 'Password.TooCommon');
}
