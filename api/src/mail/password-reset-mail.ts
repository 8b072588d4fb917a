import { translateCommon, type TranslationLanguage } from '@compliance/shared-contracts';
import { composeMail } from './compose';
import type { MailMessage } from './mailer';

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
  return composeMail(input.to, t('subject'), [
    { text: t('greeting') },
    { text: t('body'), link: input.link },
    { text: t('ignore') },
    { text: t('signature') },
  ]);
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
