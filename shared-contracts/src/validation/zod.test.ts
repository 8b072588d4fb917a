import { z } from 'zod';
import { validatePassword } from './password';
import { validateUsername } from './identifiers';
import { validateZipcode } from './postal-code';
import { validationErrorOfIssue, zodRefinement } from './zod';

describe('zodRefinement', () => {
  const usernameSchema = z.string().superRefine(zodRefinement(validateUsername));

  it('lets valid values through', () => {
    expect(usernameSchema.safeParse('max.mustermann').success).toBe(true);
  });

  it('reports the validation key as message and in params', () => {
    const result = usernameSchema.safeParse('Not Valid');
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([expect.objectContaining({ code: 'custom', message: 'username', params: { key: 'username' } })]);
  });

  it('passes the validator params on', () => {
    const result = z.string().superRefine(zodRefinement(validatePassword)).safeParse('weak');
    expect(result.error?.issues[0]).toEqual(expect.objectContaining({ message: 'password', params: { key: 'password', chars: 8 } }));
  });

  it('works for validators with extra arguments through a closure', () => {
    const schema = z.object({
      postalCode: z.string().superRefine(zodRefinement((value: string) => validateZipcode(value, 'AT'))),
    });
    expect(schema.safeParse({ postalCode: '1010' }).success).toBe(true);
    const result = schema.safeParse({ postalCode: '10115' });
    expect(result.error?.issues[0]).toEqual(
      expect.objectContaining({
        path: ['postalCode'],
        message: 'zipcode',
        params: { key: 'zipcode', country: 'AT' },
      }),
    );
  });
});

describe('validationErrorOfIssue', () => {
  const issuesOf = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues.map(validationErrorOfIssue);

  it('keeps the key and params of our validators', () => {
    expect(issuesOf(z.string().superRefine(zodRefinement(validatePassword)), 'weak')).toEqual([{ key: 'password', params: { chars: 8 } }]);
    expect(issuesOf(z.string().superRefine(zodRefinement(validateUsername)), 'Not Valid')).toEqual([{ key: 'username' }]);
  });

  it('names the limit of zod length and range checks', () => {
    expect(issuesOf(z.string().max(100), 'x'.repeat(101))).toEqual([{ key: 'maxlength', params: { chars: 100 } }]);
    expect(issuesOf(z.string().min(3), 'ab')).toEqual([{ key: 'minlength', params: { chars: 3 } }]);
    expect(issuesOf(z.string().min(1), '')).toEqual([{ key: 'required' }]);
    expect(issuesOf(z.array(z.string()).min(1), [])).toEqual([{ key: 'required' }]);
    expect(issuesOf(z.number().max(10), 11)).toEqual([{ key: 'max', params: { max: 10 } }]);
    expect(issuesOf(z.number().int().min(0), -1)).toEqual([{ key: 'min', params: { min: 0 } }]);
  });

  it('answers unknown for what no message of docs/product.md §8 describes', () => {
    expect(issuesOf(z.enum(['a', 'b']), 'c')).toEqual([{ key: 'unknown' }]);
    expect(issuesOf(z.string().email(), 'no')).toEqual([{ key: 'email' }]);
  });
});
