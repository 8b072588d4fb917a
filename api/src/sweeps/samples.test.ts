import fc from 'fast-check';
import { z } from 'zod';
import {
  importMemberCsvBodySchema,
  memberAssignmentBodySchema,
  memberListEndpoint,
  memberListRequestSchema,
} from '@compliance/shared-contracts';
import { arbitraryOf, jsonSchemaOf, queryArbitrary, sampleOf, uuidPathsOf } from './samples';
import { SWEPT_ENDPOINTS } from './support';

// The sweeps' requests are only as good as these samples: a sample the schema refuses would
// make every "answers 404" a validation error in disguise.

const schemasOf = SWEPT_ENDPOINTS.flatMap((endpoint) =>
  (['body', 'params', 'query'] as const).flatMap((part) => {
    const schema = endpoint[part];
    return schema ? [[`${endpoint.id} ${part}`, schema] as const] : [];
  }),
);

describe('sampleOf', () => {
  it.each(schemasOf)('gives %s a value its zod schema accepts, refinements included', (_name, schema) => {
    const sample = sampleOf(jsonSchemaOf(schema));
    expect(schema.safeParse(sample).error?.issues).toBeUndefined();
  });

  it('fills every uuid from the source, by its path', () => {
    const paths: string[] = [];
    sampleOf(jsonSchemaOf(memberAssignmentBodySchema), (path) => {
      paths.push(path);
      return '00000000-0000-4000-8000-000000000000';
    });
    expect(paths).toEqual(['uuid', 'memberUuids[0]']);
  });
});

describe('uuidPathsOf', () => {
  it('finds uuids in fields, arrays, nested filters and nullable choices', () => {
    expect(uuidPathsOf(jsonSchemaOf(memberAssignmentBodySchema))).toEqual(['uuid', 'memberUuids[0]']);
    expect(uuidPathsOf(jsonSchemaOf(memberListRequestSchema))).toEqual(['filter.orgUnitUuid', 'filter.locationUuid']);
    expect(uuidPathsOf(jsonSchemaOf(importMemberCsvBodySchema))).toEqual(['importUuid']);
  });
});

describe('arbitraryOf', () => {
  it('keeps shapes, bounds and enums, and draws the given uuids', () => {
    const schema = z.object({ role: z.enum(['a', 'b']), count: z.number().int().min(1).max(3), uuid: z.string().uuid() });
    const known = '11111111-1111-4111-8111-111111111111';
    const values = fc.sample(arbitraryOf(jsonSchemaOf(schema), [known]), { seed: 7, numRuns: 200 });
    expect(values.every((value) => schema.safeParse(value).success)).toBe(true);
    expect(values.some((value) => (value as { uuid: string }).uuid === known)).toBe(true);
  });
});

describe('queryArbitrary', () => {
  it('writes query strings that are empty or start with ?', () => {
    const queries = fc.sample(queryArbitrary(memberListEndpoint), { seed: 7, numRuns: 100 });
    expect(queries.every((query) => query === '' || query.startsWith('?'))).toBe(true);
    expect(queries.some((query) => query.length > 1)).toBe(true);
  });
});
