import { hash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A random, URL-safe secret (session cookies, CSRF tokens, reset tokens). */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/**
 * What the database keeps of a secret: its SHA-256, so a leaked table grants nothing. Every signed-in
 * request digests its session cookie: the one-shot hash takes a third of a Hash object's time.
 */
export function digest(token: string): string {
  return hash('sha256', token, 'hex');
}

/** Compares two strings in constant time. */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
