import { COMMON_TRANSLATIONS, ERROR_CODES, lookupTranslation } from '@compliance/shared-contracts';
import { httpErrorMessageKey } from '@compliance/shared-ui';

const exists = (key: string): boolean => lookupTranslation(COMMON_TRANSLATIONS.de_DE, key) !== undefined;

describe('httpErrorMessageKey', () => {
  it('uses the error-code catalogue for a known 400 code', () => {
    expect(httpErrorMessageKey({ status: 400, code: 'Member.NotFound' }, true, exists)).toBe('common.errorCodes.Member.NotFound');
  });

  it('falls back to the generic reason of a two-part code', () => {
    expect(httpErrorMessageKey({ status: 400, code: 'Unknown.NotFound' }, true, exists)).toBe('common.errorReasons.NotFound');
  });

  // docs/product.md §8: the generic group (Exception, PersistFailed, …) gives its message to any area.
  it.each(ERROR_CODES.Generic.map((code) => code.split('.')[1]!))(
    'an unknown area with the generic reason %s shows its generic message in both languages',
    (reason) => {
      expect(httpErrorMessageKey({ status: 400, code: `X.${reason}` }, true, exists)).toBe(`common.errorReasons.${reason}`);
      for (const language of ['de_DE', 'en_GB'] as const) {
        expect(lookupTranslation(COMMON_TRANSLATIONS[language], `common.errorReasons.${reason}`)).toBe(
          lookupTranslation(COMMON_TRANSLATIONS[language], `common.errorCodes.Dashboard.${reason}`),
        );
      }
    },
  );

  it('falls back to http400 when neither is translated or the code has more parts', () => {
    expect(httpErrorMessageKey({ status: 400, code: 'Unknown.Whatever' }, true, exists)).toBe('common.http.http400');
    expect(httpErrorMessageKey({ status: 400, code: 'A.B.NotFound' }, true, exists)).toBe('common.http.http400');
    expect(httpErrorMessageKey({ status: 400, code: undefined }, true, exists)).toBe('common.http.http400');
  });

  it("says a 413's reason when its code is translated", () => {
    const known = (key: string) => key === 'common.errorCodes.ELearning.PackageTooLarge' || exists(key);
    expect(httpErrorMessageKey({ status: 413, code: 'ELearning.PackageTooLarge' }, true, known)).toBe(
      'common.errorCodes.ELearning.PackageTooLarge',
    );
    expect(httpErrorMessageKey({ status: 413, code: 'Unknown.Code' }, true, known)).toBe('common.http.http413');
  });

  it("says a 409's conflict when its code is translated: an analysis open in another window", () => {
    expect(httpErrorMessageKey({ status: 409, code: 'RiskAssessment.ExecutionLocked' }, true, exists)).toBe(
      'common.errorCodes.RiskAssessment.ExecutionLocked',
    );
    expect(httpErrorMessageKey({ status: 409, code: 'Unknown.Code' }, true, exists)).toBe('common.http.http409');
  });

  it('distinguishes signed-in and auth texts for 401 and 403', () => {
    expect(httpErrorMessageKey({ status: 401, code: undefined }, true, exists)).toBe('common.http.http401');
    expect(httpErrorMessageKey({ status: 401, code: undefined }, false, exists)).toBe('common.http.http401Auth');
    expect(httpErrorMessageKey({ status: 403, code: undefined }, true, exists)).toBe('common.http.http403');
    expect(httpErrorMessageKey({ status: 403, code: undefined }, false, exists)).toBe('common.http.http403Auth');
  });

  it('tells a member of a deactivated company at sign-in that the company is off, not their account', () => {
    expect(httpErrorMessageKey({ status: 403, code: 'Client.Deactivated' }, false, exists)).toBe('common.errorCodes.Client.Deactivated');
    expect(httpErrorMessageKey({ status: 403, code: 'Member.Deactivated' }, false, exists)).toBe('common.http.http403Auth');
  });

  it.each([
    [404, 'common.http.http404'],
    [413, 'common.http.http413'],
    [429, 'common.http.http429'],
    [500, 'common.http.http500'],
    [502, 'common.http.http500'],
    [0, 'common.http.http0'],
    [503, 'common.http.http0'],
    [409, 'common.http.http409'],
  ])('maps status %i to %s', (status, key) => {
    expect(httpErrorMessageKey({ status, code: undefined }, true, exists)).toBe(key);
    expect(exists(key)).toBe(true);
  });
});
