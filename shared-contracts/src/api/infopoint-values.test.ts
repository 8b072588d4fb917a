import { requiredFireWardens, requiredFirstAiders } from './infopoint-values';

describe('first aiders a location needs (DGUV Vorschrift 1 §26)', () => {
  it.each([
    [0, 'headquarters', 0],
    [1, 'branch', 0],
    [2, 'headquarters', 1],
    [20, 'branch', 1],
    [21, 'headquarters', 2],
    [21, 'branch', 3],
    [40, 'headquarters', 2],
    [100, 'headquarters', 5],
    [100, 'branch', 10],
    [101, 'branch', 11],
  ] as const)('%i insured at a %s: %i', (insured, type, required) => {
    expect(requiredFirstAiders(insured, type)).toBe(required);
  });
});

describe('fire wardens a location needs (ASR A2.2, 5 %)', () => {
  it.each([
    [0, 0],
    [1, 1],
    [20, 1],
    [21, 2],
    [40, 2],
    [200, 10],
  ])('%i members: %i', (members, required) => {
    expect(requiredFireWardens(members)).toBe(required);
  });
});
