import { z } from 'zod';
import { validatePassword } from './password';
import { validateUsername } from './identifiers';
import { validateZipcode } from './postal-code';
import { zodRefinement } from './zod';

describe('zodRefinement', () => {
  const usernameSchema = z.string().superRefine(zodRefinement(validateUsername));

  it('lets valid values through', () => {
    expect(usernameSchema.safeParse('max.mustermann').success).toBe(true);
  });

  it('reports the validation key as message and in params', () => {
    const result = usernameSchema.safeParse('Not Valid');
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ code: 'custom', message: 'username', params: { key: 'username' } }),
    ]);
  });

  it('passes the validator params on', () => {
    const result = z.string().superRefine(zodRefinement(validatePassword)).safeParse('weak');
    expect(result.error?.issues[0]).toEqual(
      expect.objectContaining({ message: 'password', params: { key: 'password', chars: 8 } }),
    );
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
