import { digest, randomToken } from './tokens';

describe('tokens', () => {
  it('digests a secret as its SHA-256 in hex, what the database keeps', () => {
    // FIPS 180-2's example.
    expect(digest('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    const token = randomToken();
    expect(digest(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(digest(token)).not.toBe(digest(randomToken()));
  });
});
