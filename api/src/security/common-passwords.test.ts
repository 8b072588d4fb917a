import { hash } from 'node:crypto';
import { hashPassword } from '@compliance/shared-contracts';
import { commonPasswordCandidates, commonPasswords, loadCommonWordLists, POLICY_FORM_SUFFIXES } from './common-passwords';

describe('commonPasswords', () => {
  it('knows the list of zxcvbn-ts and the forms people make of common words to pass the policy', async () => {
    const known = await commonPasswords();
    for (const password of [
      '123456',
      'password',
      'passwort',
      'hallo123',
      'Passwort1!',
      'Sommer2026!',
      'Willkommen1!',
      'Hallo123!',
      'Schatz2024!',
    ]) {
      expect([password, known.hasHash(hashPassword(password))]).toEqual([password, true]);
    }
    expect(known.size).toBeGreaterThan(500_000);
  });

  it('does not mistake other passwords for known ones', async () => {
    const known = await commonPasswords();
    for (const password of [
      'Demo-Passw0rd!',
      'Start-Passw0rd!',
      'Brand-N3w-Pass!',
      'korrekt Pferd Batterie Heftklammer 7',
      'Sommer2026?x',
    ]) {
      expect([password, known.hasHash(hashPassword(password))]).toEqual([password, false]);
    }
  });

  it('judges a password as typed (a CSV column) as it judges its hash, upper-case hex too', async () => {
    const known = await commonPasswords();
    expect(known.has('Passwort1!')).toBe(true);
    expect(known.has('Passwort1!x')).toBe(false);
    expect(known.hasHash(hashPassword('Passwort1!').toUpperCase())).toBe(true);
  });

  it('builds every candidate into the table: none is missing', async () => {
    const known = await commonPasswords();
    const missing: string[] = [];
    for (const candidate of commonPasswordCandidates(await loadCommonWordLists())) {
      if (!known.hasHash(hash('sha256', candidate, 'hex'))) missing.push(candidate);
    }
    expect(missing).toEqual([]);
    expect(POLICY_FORM_SUFFIXES).toContain('2026!');
  });

  it('hashes a candidate as the browser does: each one beyond ASCII, and every 50th of the rest', async () => {
    // The table is built with node:crypto; the browser sends hashPassword's SHA-256 of UTF-8.
    // Where the two could differ is the encoding of letters beyond ASCII (Größe, Müller).
    let compared = 0;
    let index = 0;
    const differing: string[] = [];
    for (const candidate of commonPasswordCandidates(await loadCommonWordLists())) {
      if (!/^[\x20-\x7e]*$/.test(candidate) || index++ % 50 === 0) {
        compared++;
        if (hashPassword(candidate) !== hash('sha256', candidate, 'hex')) differing.push(candidate);
      }
    }
    expect(differing).toEqual([]);
    expect(compared).toBeGreaterThan(20_000);
  });

  it('is built once per process', async () => {
    expect(commonPasswords()).toBe(commonPasswords());
  });
});
