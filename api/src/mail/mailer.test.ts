import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createMailer } from './mailer';
import { passwordResetMail } from './password-reset-mail';

const silent = { info: () => undefined, error: () => undefined };

/** A minimal SMTP server (no TLS, no auth) that records each message it receives. */
function smtpServer(): Promise<{ server: Server; port: number; received: string[] }> {
  const received: string[] = [];
  const server = createServer((socket) => {
    let inData = false;
    let buffer = '';
    let message = '';
    socket.write('220 test ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let newline: number;
      while ((newline = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            received.push(message);
            message = '';
            socket.write('250 queued\r\n');
          } else message += `${line.startsWith('..') ? line.slice(1) : line}\n`;
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250-test\r\n250 OK\r\n');
        else if (verb === 'DATA') {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 OK\r\n');
      }
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ server, port: (server.address() as AddressInfo).port, received })),
  );
}

const sample = (language: 'de_DE' | 'en_GB') =>
  passwordResetMail({
    to: 'max@demo.example',
    language,
    firstName: 'Max',
    lastName: 'Müller',
    licenseeName: 'Demo Licensee',
    link: 'http://localhost:8080/auth/reset-password/demo?token=abc',
    minutes: 60,
  });

describe('mailer', () => {
  it('sends through SMTP when SMTP_URL is set', async () => {
    const smtp = await smtpServer();
    try {
      const mailer = createMailer({
        smtpUrl: `smtp://127.0.0.1:${smtp.port}?ignoreTLS=true`,
        outboxDir: '/nonexistent',
        from: 'Dashboard <no-reply@test>',
        log: silent,
      });
      expect(mailer.outboxDir).toBeNull();
      mailer.send(sample('en_GB'));
      await mailer.flush();
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]).toMatch(/^To: max@demo\.example$/m);
      expect(smtp.received[0]).toMatch(/^Subject: Your new password for Demo Licensee$/m);
    } finally {
      smtp.server.close();
    }
  });

  it('answers a delivery the SMTP server did not take with an error, for the mail queue to try again', async () => {
    const smtp = await smtpServer();
    smtp.server.close();
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${smtp.port}?ignoreTLS=true`,
      outboxDir: '/nonexistent',
      from: 'Dashboard <no-reply@test>',
      log: silent,
    });
    await expect(mailer.deliver(sample('de_DE'))).rejects.toThrow(/ECONNREFUSED/);
  });

  it('writes .eml files into the outbox without SMTP', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'cd-mail-'));
    try {
      const outboxDir = join(dataDir, 'outbox');
      const mailer = createMailer({ outboxDir, from: 'Dashboard <no-reply@test>', log: silent });
      mailer.send(sample('de_DE'));
      await mailer.flush();
      const files = readdirSync(outboxDir);
      expect(files).toHaveLength(1);
      expect(files[0]).toMatch(/max@demo\.example\.eml$/);
      const eml = readFileSync(join(outboxDir, files[0]!), 'utf8');
      expect(eml).toMatch(/^Subject: /m);
      expect(eml).toContain('multipart/alternative');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('writes the reset mail in both languages, escaping the HTML', () => {
    const de = sample('de_DE');
    expect(de.subject).toBe('Ihr neues Passwort für Demo Licensee');
    expect(de.text).toContain('Hallo Max Müller,');
    expect(de.text).toContain('innerhalb von 60 Minuten');
    const en = sample('en_GB');
    expect(en.text).toContain('within 60 minutes');
    const hostile = passwordResetMail({
      ...{ to: 'x@y.z', language: 'en_GB', lastName: 'B', licenseeName: 'L', link: 'http://l/?a=1&b=2', minutes: 5 },
      firstName: '<script>',
    });
    expect(hostile.html).toContain('&lt;script&gt;');
    expect(hostile.html).toContain('a=1&amp;b=2');
  });

  it('logs a failed delivery instead of failing the request', async () => {
    const errors: unknown[] = [];
    const log = { ...silent, error: (...args: unknown[]) => errors.push(args) };
    const mailer = createMailer({ smtpUrl: 'smtp://127.0.0.1:1?connectionTimeout=500', outboxDir: '/x', from: 'a@b.c', log });
    mailer.send(sample('de_DE'));
    await mailer.flush();
    expect(errors).toHaveLength(1);
  });
});
