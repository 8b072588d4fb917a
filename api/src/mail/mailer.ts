import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Sends mail in the background; requests never wait for SMTP, so timing reveals nothing. */
export interface Mailer {
  send(message: MailMessage): void;
  /** Sends now; rejects when the mail could not be handed over (the mail queue tries again). */
  deliver(message: MailMessage): Promise<void>;
  /** Resolves when every mail handed over so far is sent or written (tests, shutdown). */
  flush(): Promise<void>;
  /** The folder `.eml` files go to when no SMTP server is configured. */
  readonly outboxDir: string | null;
}

/**
 * Creates the mailer: through SMTP when `smtpUrl` is set, otherwise each mail is written as an
 * `.eml` file into `outboxDir` and its path logged, so a password reset works on a fresh machine.
 */
export function createMailer(options: {
  smtpUrl?: string | undefined;
  outboxDir: string;
  from: string;
  log: Pick<FastifyBaseLogger, 'info' | 'error'>;
}): Mailer {
  const smtp: Transporter | null = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  const toFile = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const pending = new Set<Promise<void>>();
  let counter = 0;

  async function deliver(message: MailMessage): Promise<void> {
    const envelope = { from: options.from, ...message };
    if (smtp) {
      await smtp.sendMail(envelope);
      options.log.info({ to: message.to }, 'mail sent');
      return;
    }
    const info = await toFile.sendMail(envelope);
    mkdirSync(options.outboxDir, { recursive: true });
    const safeTo = message.to.replace(/[^a-zA-Z0-9@._-]/g, '_');
    const path = join(options.outboxDir, `${Date.now()}-${++counter}-${safeTo}.eml`);
    writeFileSync(path, info.message as Buffer);
    options.log.info({ to: message.to, path }, `mail written to ${path}`);
  }

  return {
    outboxDir: smtp ? null : options.outboxDir,
    deliver,
    send(message) {
      const job = deliver(message)
        .catch((error: unknown) => options.log.error({ err: error, to: message.to }, 'mail failed'))
        .finally(() => pending.delete(job));
      pending.add(job);
    },
    async flush() {
      await Promise.all([...pending]);
    },
  };
}
