/** Decodes the quoted-printable text of an .eml file (soft line breaks, =XX bytes). */
export function decodeQuotedPrintable(text: string): string {
  const bytes = text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** The reset token of the link in a password-reset mail. */
export function resetTokenFrom(eml: string): string {
  const match = /[?&]token=([A-Za-z0-9_%-]+)/.exec(decodeQuotedPrintable(eml));
  if (!match?.[1]) throw new Error('no reset link in mail');
  return decodeURIComponent(match[1]);
}
