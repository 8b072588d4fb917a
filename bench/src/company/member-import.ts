import { createWriteStream, openAsBlob, statSync } from 'node:fs';
import { once } from 'node:events';
import {
  hashPassword,
  importMemberCsvEndpoint,
  MEMBER_IMPORT_COLUMNS,
  MEMBER_IMPORT_FILE_FIELD,
  uploadMemberCsvEndpoint,
  validateDate,
  validateEmail,
  validatePhoneNumber,
  validateUsername,
  validateZipcode,
  type MemberImportColumn,
} from '@compliance/shared-contracts';
import { sampleRss } from '../measure';
import type { Report } from './report';
import { BENCH_PASSWORD, postJson, type BenchServer, type BenchSession } from './server';

const FIRST_NAMES = ['Anna', 'Ben', 'Clara', 'David', 'Emma', 'Felix', 'Greta', 'Jörg', 'Lena', 'Paul', 'Sophie', 'Tim'];
const LAST_NAMES = ['Müller', 'Schmidt', 'Schäfer', 'Weber', 'Köhler', 'Groß', 'Becker', 'Hoffmann', 'Krüger', 'Wagner', 'Neumann'];
const PLACES = [
  ['10115', 'Berlin', '+49 30 2'],
  ['20095', 'Hamburg', '+49 40 3'],
  ['80331', 'München', '+49 89 4'],
  ['50667', 'Köln', '+49 221 5'],
  ['01067', 'Dresden', '+49 351 6'],
] as const;

const ascii = (text: string): string => text.toLowerCase().replace(/ä/g, 'ae').replace(/ö/g, 'oe').replace(/ü/g, 'ue').replace(/ß/g, 'ss');

/** Row `n` (from 1) of the import file: unique usernames and e-mails, valid German postal codes and phones. */
function importRow(n: number): Record<MemberImportColumn, string> {
  const firstName = FIRST_NAMES[n % FIRST_NAMES.length]!;
  const lastName = LAST_NAMES[Math.floor(n / FIRST_NAMES.length) % LAST_NAMES.length]!;
  const [postalCode, city, phonePrefix] = PLACES[n % PLACES.length]!;
  const username = `${ascii(firstName)}.${ascii(lastName)}.${n}`;
  const day = 1 + (n % 28);
  const month = 1 + (n % 12);
  return {
    firstName,
    lastName,
    email: n % 10 === 3 ? '' : `${username}@import.example`,
    username,
    role: n % 500 === 0 ? 'admin' : 'member',
    // Both date forms the import reads: ISO and German Excel's dd.mm.yyyy.
    birthDate:
      n % 2 === 0
        ? `${1960 + (n % 45)}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
        : `${day}.${month}.${1960 + (n % 45)}`,
    phoneNumber: `${phonePrefix}${String(n).padStart(6, '0')}`,
    mobileNumber: `+49 151 ${String(10_000_000 + n)}`,
    gender: ['m', 'f', 'd'][n % 3]!,
    street: `Hauptstraße ${1 + (n % 200)}`,
    additionalAddress: n % 7 === 0 ? 'Hinterhaus' : '',
    postalCode,
    city,
    country: 'DE',
    externalCompany: n % 20 === 0 ? 'Fremdfirma GmbH' : '',
    orgUnits: '',
    locations: '',
    password: '',
  };
}

/** Our own rows must pass the product's validators, else the benchmark would time error reports. */
function assertValidRow(row: Record<MemberImportColumn, string>): void {
  const problems = [
    validateUsername(row.username),
    validateEmail(row.email),
    validatePhoneNumber(row.phoneNumber),
    validatePhoneNumber(row.mobileNumber),
    validateZipcode(row.postalCode, row.country),
    row.birthDate.includes('-') ? validateDate(row.birthDate) : undefined,
  ].filter(Boolean);
  if (problems.length > 0) throw new Error(`generated import row is invalid: ${JSON.stringify(row)} ${JSON.stringify(problems)}`);
}

/** Writes a `;`-separated member CSV of `rows` rows (header from MEMBER_IMPORT_COLUMNS); answers its size in bytes. */
export async function writeImportCsv(file: string, rows: number): Promise<number> {
  const out = createWriteStream(file);
  const line = (cells: readonly string[]) => `${cells.join(';')}\n`;
  out.write(line(MEMBER_IMPORT_COLUMNS));
  for (let n = 1; n <= rows; n++) {
    const row = importRow(n);
    if (n % 997 === 1) assertValidRow(row);
    if (!out.write(line(MEMBER_IMPORT_COLUMNS.map((column) => row[column])))) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
  return statSync(file).size;
}

export interface ImportOptions {
  section: string;
  server: BenchServer;
  session: BenchSession;
  file: string;
  rows: number;
  budgetSeconds: number;
  rssBudgetMb: number;
  /** Gives up on a call after this long, so the whole run stays bounded. */
  timeoutMs: number;
}

/** Whether the server has the import endpoints yet (they are built in parallel with this benchmark). */
export async function memberImportAvailable(base: string, session: BenchSession): Promise<boolean> {
  const answer = await postJson(base, session, importMemberCsvEndpoint.path, {});
  return answer.status !== 404;
}

/** Uploads the file (the server checks every row), imports it, and reports both times and the server's peak memory. */
export async function benchImport(report: Report, options: ImportOptions): Promise<void> {
  const { section, server, session, rows } = options;
  const memory = sampleRss(server.serverPid, 100);
  const started = performance.now();
  try {
    const form = new FormData();
    // Options first: the server reads the parts in order and checks rows right after the file.
    form.set('usernameOption', 'column');
    form.set('passwordMode', 'initial');
    form.set(MEMBER_IMPORT_FILE_FIELD, await openAsBlob(options.file, { type: 'text/csv' }), `members-${rows}.csv`);
    const upload = await fetch(`${server.base}${uploadMemberCsvEndpoint.path}`, {
      method: 'POST',
      headers: session.headers,
      body: form,
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    const check = (await upload.json()) as { importUuid?: string; validRows?: number; invalidRows?: number; errors?: unknown[] };
    const uploaded = performance.now();
    const uploadSeconds = (uploaded - started) / 1000;
    if (!upload.ok || !check.importUuid) throw new Error(`upload answered ${upload.status}: ${JSON.stringify(check).slice(0, 300)}`);
    if (check.invalidRows) throw new Error(`${check.invalidRows} rows invalid, e.g. ${JSON.stringify(check.errors?.slice(0, 3))}`);
    report.info(section, 'upload + check', `${uploadSeconds.toFixed(1)} s (${check.validRows} valid rows)`, {
      seconds: uploadSeconds,
      validRows: check.validRows ?? null,
    });

    const imported = await postJson(
      server.base,
      session,
      importMemberCsvEndpoint.path,
      { importUuid: check.importUuid, passwordMode: 'initial', usernameOption: 'column', initialPassword: hashPassword(BENCH_PASSWORD) },
      Math.round(Math.max(1000, options.timeoutMs - (uploaded - started))),
    );
    const importSeconds = (performance.now() - uploaded) / 1000;
    if (imported.status !== 200) throw new Error(`import answered ${imported.status}: ${JSON.stringify(imported.body).slice(0, 300)}`);
    const count = (imported.body as { imported?: number } | null)?.imported;
    report.info(section, 'import', `${importSeconds.toFixed(1)} s (${count} members imported)`, {
      seconds: importSeconds,
      imported: count ?? null,
    });
    report.atMost(section, 'upload + check + import', uploadSeconds + importSeconds, 's', options.budgetSeconds);
  } catch (error) {
    const seconds = (performance.now() - started) / 1000;
    report.add({
      section,
      name: 'upload + check + import',
      figure: `failed after ${seconds.toFixed(1)} s: ${error instanceof Error ? error.message : String(error)}`,
      budget: `≤ ${options.budgetSeconds} s`,
      within: false,
    });
  } finally {
    const { peakMb, highWaterMb } = memory.stop();
    report.atMost(section, 'server peak RSS (sampled every 100 ms)', peakMb, 'MB', options.rssBudgetMb, 0);
    report.info(section, 'server VmHWM since start', `${highWaterMb.toFixed(0)} MB`, { highWaterMb });
  }
}
