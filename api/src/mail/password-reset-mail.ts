import { translateCommon, type TranslationLanguage } from '@compliance/shared-contracts';
import type { MailMessage } from './mailer';

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** Mails that carry one single-use link; their texts live under `common.mail.{kind}`. */
export type LinkMailKind = 'passwordReset' | 'invitation';

/**
 * A mail with one single-use link in the member's language: greeting, body, the link, a
 * closing hint and the signature. `values` fill the texts' placeholders.
 */
export function linkMail(
  kind: LinkMailKind,
  input: { to: string; language: TranslationLanguage; link: string; values: Record<string, string | number> },
): MailMessage {
  const t = (key: string) => translateCommon(input.language, `common.mail.${kind}.${key}`, input.values);
  const lines = [t('greeting'), '', t('body'), input.link, '', t('ignore'), '', t('signature')];
  const html = [
    `<p>${escapeHtml(t('greeting'))}</p>`,
    `<p>${escapeHtml(t('body'))}<br><a href="${escapeHtml(input.link)}">${escapeHtml(input.link)}</a></p>`,
    `<p>${escapeHtml(t('ignore'))}</p>`,
    `<p>${escapeHtml(t('signature'))}</p>`,
  ].join('\n');
  return { to: input.to, subject: t('subject'), text: lines.join('\n'), html };
}

/** The password-reset mail in the member's language, with the single-use link. */
export function passwordResetMail(input: {
  to: string;
  language: TranslationLanguage;
  firstName: string;
  lastName: string;
  licenseeName: string;
  link: string;
  minutes: number;
}): MailMessage {
  const { to, language, link, ...values } = input;
  return linkMail('passwordReset', { to, language, link, values });
}
