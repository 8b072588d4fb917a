import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex } from '@noble/hashes/utils.js';

/** Lowercase hex SHA-256 of a byte array (@noble/hashes: audited, and synchronous where `crypto.subtle` is missing). */
export function sha256Hex(bytes: Uint8Array): string {
  return bytesToHex(sha256(bytes));
}

/**
 * The hash every form sends instead of a password (docs/product.md §5): lowercase hex SHA-256
 * of its UTF-8 bytes. Not `crypto.subtle`: it is missing on plain-HTTP origins (intranets), and
 * forms need the hash synchronously.
 */
export function hashPassword(password: string): string {
  return sha256Hex(new TextEncoder().encode(password));
}

/** Whether a value has the shape of {@link hashPassword}'s output (64 lowercase hex digits). */
export function isPasswordHash(value: string): boolean {
  return /^[0-9a-f]{64}$/.test(value);
}
