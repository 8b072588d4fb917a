import { parseArgs } from 'node:util';
import { validatePassword, validateClientIdentifier, validateUsername } from '@compliance/shared-contracts';
import { loadConfig } from '../config';
import { openDatabase } from '../database';
import { createClient } from '../modules/client/create-client';
import { commonPasswords } from '../security/common-passwords';

const usage = `Creates a licensee (or adds to an existing one), a client and its first super-admin.

  pnpm --filter @compliance/api create-client -- \\
    --licensee acme-safety --licensee-name "Acme Safety" --domain dashboard.acme-safety.example \\
    --client mueller-bau --client-name "Müller Bau GmbH" \\
    --username chef --email chef@mueller-bau.example --first-name Hans --last-name Müller \\
    [--storage-quota-mb 2048]

--storage-quota-mb: what the client's own E-Learning packages and templates may take together
(default 2048). The password is read from the environment variable ADMIN_PASSWORD (never from the command line).
Uses DATABASE_URL (or the embedded database in DATA_DIR).`;

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      licensee: { type: 'string' },
      'licensee-name': { type: 'string' },
      domain: { type: 'string', multiple: true, default: [] },
      client: { type: 'string' },
      'client-name': { type: 'string' },
      username: { type: 'string' },
      email: { type: 'string' },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
      'storage-quota-mb': { type: 'string' },
      help: { type: 'boolean' },
    },
  });
  const password = process.env.ADMIN_PASSWORD ?? '';
  const required = ['licensee', 'licensee-name', 'client', 'client-name', 'username', 'email', 'first-name', 'last-name'] as const;
  const missing = required.filter((name) => !values[name]);
  if (values.help || missing.length > 0 || !password) {
    console.error(missing.length > 0 ? `Missing: ${missing.map((m) => `--${m}`).join(', ')}\n` : '');
    if (!password) console.error('Missing: ADMIN_PASSWORD\n');
    console.error(usage);
    process.exit(values.help ? 0 : 2);
  }
  const quotaMegabytes = values['storage-quota-mb'] === undefined ? undefined : Number(values['storage-quota-mb']);
  const problems = [
    validateClientIdentifier(values.client!) && 'the client identifier is not valid (lowercase letters, digits, hyphens; at least 3)',
    validateUsername(values.username!) && 'the username is not valid',
    validatePassword(password) && 'the password does not meet the policy (8+ characters, digit, lower, upper, special)',
    (await commonPasswords()).has(password) && 'the password is one of the commonly used passwords; choose another',
    quotaMegabytes !== undefined &&
      !(Number.isSafeInteger(quotaMegabytes) && quotaMegabytes >= 0) &&
      '--storage-quota-mb is not a whole number of megabytes',
  ].filter(Boolean);
  if (problems.length > 0) {
    console.error(problems.join('\n'));
    process.exit(2);
  }
  const config = loadConfig();
  const { db, release } = await openDatabase(config);
  try {
    const created = await createClient(db, {
      licenseeIdentifier: values.licensee!,
      licenseeName: values['licensee-name']!,
      domains: values.domain ?? [],
      clientIdentifier: values.client!,
      clientName: values['client-name']!,
      storageQuotaBytes: quotaMegabytes === undefined ? undefined : quotaMegabytes * 1024 * 1024,
      admin: {
        username: values.username!,
        email: values.email!,
        firstName: values['first-name']!,
        lastName: values['last-name']!,
        password,
      },
    });
    console.log(`Created client ${values.client} (${created.clientId}) with super-admin ${values.username}.`);
  } finally {
    await db.close();
    release();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
