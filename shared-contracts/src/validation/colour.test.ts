import { contrastRatio, relativeLuminance, textContrast, validateContrast, validateHexColour } from './colour';

describe('relativeLuminance', () => {
  it('is 0 for black and 1 for white', () => {
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('#ffffff')).toBeCloseTo(1, 10);
  });
});

describe('contrastRatio', () => {
  it('is 21 for black on white, in either order', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 10);
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 10);
  });

  it('matches the ratios WebAIM’s contrast checker gives', () => {
    // #767676 on white is the palest grey that passes AA for text (4.54 : 1).
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });
});

describe('textContrast', () => {
  it('shows the ratio rounded down to one decimal and judges readability by the exact ratio', () => {
    expect(textContrast('#767676', '#ffffff')).toEqual({ ratio: 4.5, readable: true });
    expect(textContrast('#777777', '#ffffff')).toEqual({ ratio: 4.4, readable: false });
  });
});

describe('validateHexColour', () => {
  it.each(['#1f6f5c', '#FFFFFF'])('accepts %s', (value) => expect(validateHexColour(value)).toBeUndefined());
  it.each(['1f6f5c', '#fff', '#12345g', 'red'])('refuses %s as colour', (value) =>
    expect(validateHexColour(value)).toEqual({ key: 'colour' }),
  );
  it('leaves an empty value to the required rule', () => expect(validateHexColour('')).toBeUndefined());
});

describe('validateContrast', () => {
  it('accepts the default themes', () => {
    expect(validateContrast('#3b3b3b', '#ffffff')).toBeUndefined();
    expect(validateContrast('#b9b9b9', '#000000')).toBeUndefined();
  });

  it('refuses text below 4.5 : 1 and names the ratio rounded down', () => {
    expect(validateContrast('#777777', '#ffffff')).toEqual({ key: 'contrast', params: { ratio: 4.4, minimum: 4.5 } });
    expect(validateContrast('#ffff00', '#ffffff')).toEqual({ key: 'contrast', params: { ratio: 1, minimum: 4.5 } });
  });

  it('leaves colours that are not #rrggbb to the colour rule', () => {
    expect(validateContrast('#fff', '#ffffff')).toBeUndefined();
  });
});
