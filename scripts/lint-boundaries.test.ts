import { join } from 'node:path';
import { ESLint } from 'eslint';

// The boundaries of docs/architecture.md §1 hold only while the lint rule behind them resolves
// the imports it checks: an import it cannot resolve is never reported.
const ROOT = join(__dirname, '..');

async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const eslint = new ESLint({ cwd: ROOT });
  const [result] = await eslint.lintText(code, { filePath: join(ROOT, file) });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'import-x/no-restricted-paths').map((message) => message.message);
}

describe('lint boundaries', () => {
  it('refuses an API module importing another module', async () => {
    expect(await boundaryErrors('api/src/modules/company/boundary.ts', "export { membersRoutes } from '../members/routes';\n")).toEqual([
      expect.stringContaining('An API module never imports another module'),
    ]);
  });

  it('lets a module import the kernel', async () => {
    expect(await boundaryErrors('api/src/modules/company/boundary.ts', "export { auditAdmin } from '../../lib/admin-audit';\n")).toEqual(
      [],
    );
  });

  it('refuses SQL run around the sql tag in the API', async () => {
    const eslint = new ESLint({ cwd: ROOT });
    const code =
      "export const names = (db: { query: (text: string) => unknown }, name: string) => db.query(`SELECT 1 WHERE x = '${name}'`);\n";
    const [result] = await eslint.lintText(code, { filePath: join(ROOT, 'api/src/modules/company/raw-sql.ts') });
    expect(result?.messages.map((message) => message.message)).toEqual([expect.stringContaining('Run SQL with sqlRows')]);
  });

  it('refuses SQL and transactions in an API route handler', async () => {
    const eslint = new ESLint({ cwd: ROOT });
    const code = [
      "import { sql, sqlRows } from '../../lib/sql';",
      'export const write = (db: { transaction: (work: () => Promise<void>) => Promise<void> }) =>',
      '  db.transaction(async () => void (await sqlRows(db as never, sql`SELECT 1`)));',
      '',
    ].join('\n');
    const [result] = await eslint.lintText(code, { filePath: join(ROOT, 'api/src/modules/company/routes.ts') });
    expect(result?.messages.map((message) => message.message)).toEqual([
      expect.stringContaining('A route handler runs no SQL'),
      expect.stringContaining('A route handler opens no transaction'),
    ]);
  });

  it("refuses API calls and SWR in a remote's page, and allows them in the feature's api.ts", async () => {
    const eslint = new ESLint({ cwd: ROOT });
    const code = "import useSWR from 'swr';\nimport { apiRequest } from '@compliance/shared-ui';\nexport { apiRequest, useSWR };\n";
    const messagesOf = async (file: string) =>
      ((await eslint.lintText(code, { filePath: join(ROOT, file) }))[0]?.messages ?? []).map((message) => message.message);
    expect(await messagesOf('mfe-company/src/members/SomePage.tsx')).toEqual([
      expect.stringContaining('Read through a hook'),
      expect.stringContaining("Call the API in the feature's api.ts"),
    ]);
    expect(await messagesOf('mfe-company/src/members/api.ts')).toEqual([]);
  });

  it('refuses a remote importing another remote by a relative path', async () => {
    expect(await boundaryErrors('mfe-company/src/boundary.ts', "export * from '../../mfe-auth/src/area';\n")).toEqual([
      expect.stringContaining('A remote never imports another remote'),
    ]);
  });

  it('lets a remote import shared packages by name', async () => {
    expect(await boundaryErrors('mfe-company/src/boundary.ts', "export * from '@compliance/shared-ui';\n")).toEqual([]);
  });
});
