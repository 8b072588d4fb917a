// German spellings first: "Müller" must become "mueller", not the "muller" that accent stripping gives.
const GERMAN_TRANSLITERATIONS: Readonly<Record<string, string>> = {
  ä: 'ae',
  ö: 'oe',
  ü: 'ue',
  Ä: 'Ae',
  Ö: 'Oe',
  Ü: 'Ue',
  ß: 'ss',
  ẞ: 'SS',
};

// Letters that Unicode does not decompose into base letter + accent, so NFD alone would drop them.
const UNDECOMPOSABLE_LETTERS: Readonly<Record<string, string>> = {
  æ: 'ae',
  Æ: 'Ae',
  œ: 'oe',
  Œ: 'Oe',
  ø: 'o',
  Ø: 'O',
  đ: 'd',
  Đ: 'D',
  ð: 'd',
  Ð: 'D',
  ł: 'l',
  Ł: 'L',
  þ: 'th',
  Þ: 'Th',
  ı: 'i',
};

const TRANSLITERATED_LETTER_PATTERN = /[äöüÄÖÜßẞæÆœŒøØđĐðÐłŁþÞı]/g;
const COMBINING_MARK_PATTERN = /\p{M}/gu;

/** Turns text into plain Latin letters: German umlauts and ß spelled out, other accents stripped. */
export function transliterate(text: string): string {
  return text
    .replace(TRANSLITERATED_LETTER_PATTERN, (letter) => GERMAN_TRANSLITERATIONS[letter] ?? UNDECOMPOSABLE_LETTERS[letter] ?? letter)
    .normalize('NFD')
    .replace(COMBINING_MARK_PATTERN, '');
}
