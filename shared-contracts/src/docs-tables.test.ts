import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_RISK_MATRIX, rolePermissionTableMarkdown } from '@compliance/shared-contracts';

describe('docs/roles.md and docs/areas/risk-assessments.md', () => {
  it('documents the role → permission table exactly as the code holds it', () => {
    const readme = readFileSync(join(__dirname, '..', '..', 'docs', 'roles.md'), 'utf8');
    const section = /<!-- role-table:start -->\n([\s\S]*?)\n<!-- role-table:end -->/.exec(readme)?.[1];
    // Regenerate with: npx tsx -e "import {rolePermissionTableMarkdown as t} from '@compliance/shared-contracts'; console.log(t())"
    expect(section).toBe(rolePermissionTableMarkdown());
  });

  it('documents the default risk matrix exactly as the code holds it', () => {
    const readme = readFileSync(join(__dirname, '..', '..', 'docs', 'areas', 'risk-assessments.md'), 'utf8');
    const rows = [...readme.matchAll(/^ {2}\| ([1-5]) +\|((?: +\d+ +\|){5})$/gm)].map((match) =>
      match[2]!
        .split('|')
        .map((cell) => cell.trim())
        .filter((cell) => cell !== '')
        .map(Number),
    );
    expect(rows).toEqual(DEFAULT_RISK_MATRIX);
  });
});
