import Fastify from 'fastify';
import { ENDPOINTS } from '@compliance/shared-contracts';
import { isResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { $ZodType } from 'zod/v4/core';
import { answerSerializerCompiler, cachedAnswers, freezeAnswer } from './answer-serializer';

const answer = z.object({ alive: z.literal(true), expiresAt: z.iso.datetime() });
const serialize = answerSerializerCompiler({ schema: answer, method: 'GET', url: '/api/heartbeat', httpStatus: '200' });

describe('answer serializer', () => {
  it('writes an answer its contract holds as JSON, without keys the contract does not name', () => {
    expect(serialize({ alive: true, expiresAt: '2026-11-29T20:00:00.000Z', passwordHash: 'secret' })).toBe(
      '{"alive":true,"expiresAt":"2026-11-29T20:00:00.000Z"}',
    );
  });

  it('refuses an answer its contract does not hold', () => {
    let thrown: unknown;
    try {
      serialize({ alive: false, expiresAt: 'tomorrow' });
    } catch (error) {
      thrown = error;
    }
    expect(isResponseSerializationError(thrown)).toBe(true);
  });

  it('checks and writes a frozen answer once, however often it is answered, and any other answer each time', () => {
    let checks = 0;
    const counted = z.object({ alive: z.literal(true), at: z.object({ hour: z.number() }) }).refine(() => ++checks > 0);
    const write = answerSerializerCompiler({ schema: counted, method: 'GET', url: '/api/counted', httpStatus: '200' });
    const answer = freezeAnswer({ alive: true as const, at: { hour: 9 } });
    expect(Object.isFrozen(answer.at)).toBe(true);
    expect([write(answer), write(answer)]).toEqual(['{"alive":true,"at":{"hour":9}}', '{"alive":true,"at":{"hour":9}}']);
    expect(checks).toBe(1);
    const fresh = { alive: true, at: { hour: 10 } };
    write(fresh);
    write(fresh);
    expect(checks).toBe(3);
  });

  it('composes a cached answer once per key while its sources are the same objects, frozen', () => {
    let composed = 0;
    const answerOf = cachedAnswers((key: { id: string }, flags: { on: boolean }) => ({ id: key.id, on: flags.on, n: ++composed }));
    const key = { id: 'a' };
    const flags = { on: true };
    const first = answerOf(key, flags);
    expect(Object.isFrozen(first)).toBe(true);
    expect(answerOf(key, flags)).toBe(first);
    expect(answerOf(key, { on: false })).toEqual({ id: 'a', on: false, n: 2 });
    expect(answerOf({ id: 'a' }, flags)).toEqual({ id: 'a', on: true, n: 3 });
  });

  it('answers 500 for a route whose answer breaks its contract, and shows nothing of it', async () => {
    const app = Fastify({ logger: false });
    app.setSerializerCompiler(answerSerializerCompiler);
    app.get('/api/broken', { schema: { response: { 200: answer } } }, async () => ({ alive: true, expiresAt: 'soon', token: 'x' }));
    const response = await app.inject({ method: 'GET', url: '/api/broken' });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('"token"');
    await app.close();
  });

  // Parsing checks an answer as encoding would only while no answer schema converts a value on its
  // way (a transform, a preprocess or a codec): then the two directions would differ.
  it('checks every contract answer the way encoding would: no answer schema converts values', () => {
    const converting = (schema: $ZodType, seen = new Set<unknown>()): string[] => {
      if (seen.has(schema)) return [];
      seen.add(schema);
      const def = schema._zod.def as unknown as Record<string, unknown> & { type: string };
      if (def.type === 'transform' || 'reverseTransform' in def) return [def.type];
      const nested = Object.values(def).flatMap((value) =>
        value instanceof Object && '_zod' in value
          ? [value as $ZodType]
          : Array.isArray(value)
            ? value.filter((item): item is $ZodType => item instanceof Object && '_zod' in item)
            : value instanceof Object && !(value instanceof Function)
              ? Object.values(value).filter((item): item is $ZodType => item instanceof Object && '_zod' in item)
              : [],
      );
      const lazy = def.type === 'lazy' ? [(def.getter as () => $ZodType)()] : [];
      return [...nested, ...lazy].flatMap((inner) => converting(inner, seen));
    };
    const answers = Object.values(ENDPOINTS).filter((contract) => contract.response);
    expect(answers.length).toBeGreaterThan(100);
    const found = answers.flatMap((contract) => converting(contract.response as $ZodType).map((kind) => `${contract.path}: ${kind}`));
    expect(found).toEqual([]);
    // The walk finds a conversion where there is one.
    expect(converting(z.object({ list: z.array(z.object({ n: z.string().transform(Number) })) }))).toEqual(['transform']);
    expect(
      converting(z.object({ when: z.codec(z.iso.datetime(), z.date(), { decode: (s) => new Date(s), encode: (d) => d.toISOString() }) }))
        .length,
    ).toBeGreaterThan(0);
  });
});
