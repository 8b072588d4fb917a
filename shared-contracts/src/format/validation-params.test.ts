import { formatValidationParams } from './validation-params';

describe('formatValidationParams', () => {
  it('writes date limits as the day of the language, the year in full', () => {
    expect(formatValidationParams({ maxDate: '2026-11-24' }, 'de_DE')).toEqual({ maxDate: '24.11.2026' });
    expect(formatValidationParams({ minDate: '2026-11-24' }, 'en_GB')).toEqual({ minDate: '24/11/2026' });
  });

  it('writes numbers with the separators of the language, without forced decimals', () => {
    expect(formatValidationParams({ chars: 1000, max: 0.5 }, 'de_DE')).toEqual({ chars: '1.000', max: '0,5' });
    expect(formatValidationParams({ chars: 1000, max: 0.5 }, 'en_GB')).toEqual({ chars: '1,000', max: '0.5' });
    expect(formatValidationParams({ chars: 100 }, 'de_DE')).toEqual({ chars: '100' });
  });

  it('keeps labels, and a limit that is no date, as given', () => {
    expect(formatValidationParams({ field: 'Vorname', maxDate: 'soon' }, 'de_DE')).toEqual({ field: 'Vorname', maxDate: 'soon' });
    expect(formatValidationParams(undefined, 'de_DE')).toEqual({});
  });
});
