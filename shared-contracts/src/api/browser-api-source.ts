// Writes the source of `browser.ts` (the contracts as the browser sees them) from the contracts
// themselves, so each endpoint's method, path and access stay written in one place. Run by
// `pnpm --filter @compliance/shared-contracts generate`; browser-api.test.ts fails when the
// file is not what this writes.
import { CONTRACT_MODULES, PLAIN_VALUE_MODULES } from './contract-modules';
import { isEndpointContract, type EndpointContract, type EndpointRouteFields } from './endpoint';
import { PERMISSIONS } from '../permissions';

const ROUTE_FIELDS: readonly EndpointRouteFields[] = ['id', 'method', 'path', 'tag', 'featureFlag', 'access', 'loader', 'upload'];
const PRINT_WIDTH = 110;

/** `PERMISSIONS.members.readList` for 'members.read-list', so the file names permissions as the code does. */
function permissionPaths(): Map<string, string> {
  const paths = new Map<string, string>();
  const walk = (node: unknown, path: string) => {
    if (typeof node === 'string') paths.set(node, path);
    else if (node && typeof node === 'object') for (const [key, child] of Object.entries(node)) walk(child, `${path}.${key}`);
  };
  walk(PERMISSIONS, 'PERMISSIONS');
  return paths;
}

/** A value as TypeScript source in the project's style (single quotes, spaced braces). */
function literal(value: unknown, permissions: Map<string, string>, key?: string): string {
  if (typeof value === 'string') return key === 'permissions' ? (permissions.get(value) ?? quote(value)) : quote(value);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return `[${value.map((item) => literal(item, permissions, key)).join(', ')}]`;
  if (value && typeof value === 'object') {
    const fields = Object.entries(value).filter(([, field]) => field !== undefined);
    return fields.length === 0 ? '{}' : `{ ${fields.map(([name, field]) => `${name}: ${literal(field, permissions, name)}`).join(', ')} }`;
  }
  throw new Error(`Cannot write ${String(value)}`);
}

const quote = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

function routeSource(name: string, alias: string, contract: EndpointContract, permissions: Map<string, string>): string {
  const head = `export const ${name}: EndpointRoute<typeof ${alias}.${name}> = {`;
  const fields = ROUTE_FIELDS.filter((field) => contract[field] !== undefined).map(
    (field) => `${field}: ${literal(contract[field], permissions, field)}`,
  );
  const oneLine = `${head} ${fields.join(', ')} };`;
  return oneLine.length <= PRINT_WIDTH ? oneLine : `${head}\n${fields.map((field) => `  ${field},`).join('\n')}\n};`;
}

/** The source of `src/api/browser.ts`. */
export function browserApiSource(): string {
  const permissions = permissionPaths();
  const routes = CONTRACT_MODULES.flatMap(([alias, , exports]) =>
    Object.entries(exports)
      .filter((entry): entry is [string, EndpointContract] => isEndpointContract(entry[1]))
      .map(([name, contract]) => ({ name, alias, contract })),
  );
  const valueExports = PLAIN_VALUE_MODULES.map(([file, exports]) => {
    const names = Object.keys(exports).sort();
    const oneLine = `export { ${names.join(', ')} } from '${file}';`;
    return oneLine.length <= PRINT_WIDTH ? oneLine : `export {\n${names.map((value) => `  ${value},`).join('\n')}\n} from '${file}';`;
  });
  return [
    '// Generated from the endpoint contracts by `pnpm --filter @compliance/shared-contracts generate`: do not edit.',
    '// The contracts as the browser sees them: every type, the plain values, and each endpoint without',
    '// its zod schemas (the server validates), so a page that calls the API bundles no validation library.',
    ...CONTRACT_MODULES.map(([alias, file]) => `import type * as ${alias} from '${file}';`),
    "import type { EndpointRoute } from './endpoint';",
    "import { PERMISSIONS } from '../permissions';",
    '',
    "export type * from './index';",
    ...valueExports,
    '',
    ...routes.map(({ name, alias, contract }) => routeSource(name, alias, contract, permissions)),
    '',
    '/** Every endpoint route (the browser counterpart of ENDPOINTS). */',
    `export const ENDPOINT_ROUTES: readonly EndpointRoute[] = [\n${routes.map(({ name }) => `  ${name},`).join('\n')}\n];`,
    '',
  ].join('\n');
}
