import { createHash } from 'node:crypto';
import { hashPassword, isPasswordHash, sha256Hex } from '@compliance/shared-contracts';

describe('hashPassword', () => {
  it.each(['', 'a', 'Demo-Passw0rd!', 'Grüße aus Köln ß€😀', 'x'.repeat(55), 'y'.repeat(56), 'z'.repeat(1000)])(
    'matches node:crypto SHA-256 for %j',
    (password) => {
      expect(hashPassword(password)).toBe(createHash('sha256').update(password, 'utf8').digest('hex'));
    },
  );

  it('hashes raw bytes', () => {
    expect(sha256Hex(new Uint8Array([0x61, 0x62, 0x63]))).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('recognises the hash shape only', () => {
    expect(isPasswordHash(hashPassword('x'))).toBe(true);
    expect(isPasswordHash('Demo-Passw0rd!')).toBe(false);
    expect(isPasswordHash('A'.repeat(64))).toBe(false);
  });
});
