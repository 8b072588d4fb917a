import { jsonNestsDeeperThan, MAX_JSON_DEPTH } from './json-depth';

const nested = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;

describe('jsonNestsDeeperThan', () => {
  it('counts objects and arrays alike, up to the limit and one past it', () => {
    expect(jsonNestsDeeperThan(nested(MAX_JSON_DEPTH), MAX_JSON_DEPTH)).toBe(false);
    expect(jsonNestsDeeperThan(nested(MAX_JSON_DEPTH + 1), MAX_JSON_DEPTH)).toBe(true);
    expect(jsonNestsDeeperThan('{"a":{"b":[{"c":1}]}}', 3)).toBe(true);
    expect(jsonNestsDeeperThan('{"a":{"b":[{"c":1}]}}', 4)).toBe(false);
  });

  it('ignores brackets inside strings, escaped quotes included', () => {
    expect(jsonNestsDeeperThan(JSON.stringify({ text: '[[[[[[{{{{' }), 1)).toBe(false);
    expect(jsonNestsDeeperThan(JSON.stringify({ text: 'a "quoted [[[" word\\' }), 1)).toBe(false);
    expect(jsonNestsDeeperThan(`{"a":"\\"","b":[[1]]}`, 2)).toBe(true);
  });

  it('answers at once for 10,000 levels', () => {
    expect(jsonNestsDeeperThan(nested(10_000), MAX_JSON_DEPTH)).toBe(true);
  });
});
