import { acceptedLocales, requestLanguage } from './language';

describe('acceptedLocales', () => {
  it('lists the languages of an Accept-Language header by their weight, without the ones refused', () => {
    expect(acceptedLocales('fr;q=0.3, en-GB;q=0.8, de-DE, *;q=0.1, it;q=0')).toEqual(['de-DE', 'en-GB', 'fr']);
    expect(acceptedLocales(undefined)).toEqual([]);
  });
});

describe('requestLanguage', () => {
  it("takes the most wanted of the dashboard's languages, German when the request names none", () => {
    const language = (header?: string) => requestLanguage({ headers: header === undefined ? {} : { 'accept-language': header } });
    expect(language('en-GB,en;q=0.9,de;q=0.8')).toBe('en_GB');
    expect(language('en-US')).toBe('en_GB');
    expect(language('de-DE,de;q=0.9')).toBe('de_DE');
    expect(language('fr-FR,en;q=0.5')).toBe('en_GB');
    expect(language('fr-FR')).toBe('de_DE');
    expect(language()).toBe('de_DE');
  });
});
