import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import ts from 'typescript';
import * as browser from '@compliance/shared-contracts/browser';
import { ENDPOINTS, PERMISSIONS } from '@compliance/shared-contracts';
import { browserApiSource } from './api/browser-api-source';

const SOURCE = __dirname;

/** The packages a module imports at run time (type-only imports and exports left out), and its relative ones. */
function runtimeImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const specifiers: string[] = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      const typeOnly =
        clause?.isTypeOnly ||
        (clause?.namedBindings &&
          ts.isNamedImports(clause.namedBindings) &&
          !clause.name &&
          clause.namedBindings.elements.every((element) => element.isTypeOnly));
      if (!typeOnly) specifiers.push((statement.moduleSpecifier as ts.StringLiteral).text);
    } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && !statement.isTypeOnly) {
      specifiers.push((statement.moduleSpecifier as ts.StringLiteral).text);
    }
  }
  return specifiers;
}

function resolveRelative(from: string, specifier: string): string {
  const base = resolve(dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  throw new Error(`Cannot resolve ${specifier} from ${from}`);
}

/** Every package the browser entry reaches at run time, through any chain of relative imports. */
function packagesReachedFrom(entry: string): Map<string, string> {
  const reachedBy = new Map<string, string>();
  const seen = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    if (!/\.tsx?$/.test(file)) continue;
    for (const specifier of runtimeImports(file)) {
      if (specifier.startsWith('.')) queue.push(resolveRelative(file, specifier));
      else if (!reachedBy.has(specifier)) reachedBy.set(specifier, file);
    }
  }
  return reachedBy;
}

describe('the browser entry (@compliance/shared-contracts/browser)', () => {
  it('is what the generator writes from the contracts (run `pnpm --filter @compliance/shared-contracts generate`)', () => {
    expect(readFileSync(join(SOURCE, 'api/browser.ts'), 'utf8')).toBe(browserApiSource());
  });

  it('reaches neither zod nor libphonenumber-js at run time', () => {
    const packages = packagesReachedFrom(join(SOURCE, 'browser.ts'));
    const validators = [...packages].filter(([name]) => name === 'zod' || name.startsWith('zod/') || name.startsWith('libphonenumber-js'));
    expect(validators).toEqual([]);
  });

  it('has every endpoint with the method, path, tag, feature flag, access, loader and upload of its contract, and no schema', () => {
    const routes = browser.ENDPOINT_ROUTES;
    expect(routes.map((route) => route.id).sort()).toEqual(ENDPOINTS.map((contract) => contract.id).sort());
    for (const contract of ENDPOINTS) {
      const route = routes.find((candidate) => candidate.id === contract.id)!;
      expect(route).toEqual({
        id: contract.id,
        method: contract.method,
        path: contract.path,
        tag: contract.tag,
        access: contract.access,
        loader: contract.loader,
        ...(contract.featureFlag ? { featureFlag: contract.featureFlag } : {}),
        ...(contract.upload ? { upload: contract.upload } : {}),
      });
      expect(Object.keys(route)).not.toEqual(expect.arrayContaining(['body']));
    }
    expect(browser.heartbeatEndpoint.access).toEqual({ kind: 'session', permissions: [] });
    expect(browser.memberListEndpoint.access).toEqual({ kind: 'session', permissions: [PERMISSIONS.memberList.getList] });
  });

  it('offers every value of the package root but the schemas, the full contracts and the phone validator', async () => {
    const root: Record<string, unknown> = await import('@compliance/shared-contracts');
    const serverOnly = Object.keys(root).filter((name) => !(name in browser));
    const isSchema = (value: unknown) => typeof value === 'object' && value !== null && '_zod' in value;
    const unexpected = serverOnly.filter((name) => !isSchema(root[name]) && !/Schema$/.test(name));
    expect(unexpected.sort()).toEqual(
      // prettier-ignore
      ['DEFAULT_PHONE_COUNTRY', 'ENDPOINTS', 'FORM_RULES', 'JSON_BODY_MAX_BYTES', 'defineEndpoint', 'isEndpointContract', 'isValidPhoneNumber', 'normalizePhoneNumber', 'optionalFilter', 'optionalText', 'postalCodeRefinement', 'requiredChoice', 'validatePhoneNumber'].sort(),
    );
  });
});
