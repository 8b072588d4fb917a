import { translateCommon, type TranslationLanguage } from '@compliance/shared-contracts';
import type { MailMessage } from './mailer';

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

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
  const t = (key: string) => translateCommon(input.language, `common.mail.passwordReset.${key}`, input);
  const lines = [t('greeting'), '', t('body'), input.link, '', t('ignore'), '', t('signature')];
  const html = [
    `<p>${escapeHtml(t('greeting'))}</p>`,
    `<p>${escapeHtml(t('body'))}<br><a href="${escapeHtml(input.link)}">${escapeHtml(input.link)}</a></p>`,
    `<p>${escapeHtml(t('ignore'))}</p>`,
    `<p>${escapeHtml(t('signature'))}</p>`,
  ].join('\n');
  return { to: input.to, subject: t('subject'), text: lines.join('\n'), html };
}
