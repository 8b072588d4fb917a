import type { FastifySerializerCompiler } from 'fastify';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { $ZodType, safeParse } from 'zod/v4/core';

/**
 * Writes each answer as JSON once its contract's schema has checked it (docs/architecture.md §4:
 * requests and answers are validated against the contract). fastify-type-provider-zod's own serializer checks
 * by encoding, zod's backward direction, which runs without the object checks zod compiles for
 * parsing: that cost a tenth of a heartbeat and a fifth of a member state (docs/performance.md). The contracts' answers hold no codecs or transforms, so parsing checks the same;
 * like encoding, it leaves out keys the schema does not name.
 */
export const answerSerializerCompiler: FastifySerializerCompiler<unknown> = ({ schema, method, url }) => {
  if (!(schema instanceof $ZodType)) throw new Error(`${method} ${url}: an answer schema that is not a zod schema`);
  const write = (data: unknown): string => {
    const result = safeParse(schema, data);
    if (result.error) throw new ResponseSerializationError(method, url, { cause: result.error });
    return JSON.stringify(result.data);
  };
  // A frozen answer cannot change once checked: an answer an instance caches whole and answers
  // again and again (the member state, see freezeAnswer) is checked and written once.
  const written = new WeakMap<object, string>();
  return (data: unknown) => {
    if (typeof data !== 'object' || data === null || !Object.isFrozen(data)) return write(data);
    const known = written.get(data);
    if (known !== undefined) return known;
    const json = write(data);
    written.set(data, json);
    return json;
  };
};

/**
 * Freezes an answer and everything in it, so the serializer checks and writes it once however often
 * it is answered: for answers an instance caches whole. Answers the same, now frozen, value.
 */
export function freezeAnswer<T extends object>(answer: T): Readonly<T> {
  for (const value of Object.values(answer))
    if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) freezeAnswer(value);
  return Object.freeze(answer);
}

/**
 * Answers composed once from cached objects and frozen (freezeAnswer): for a `key` (a cached session,
 * say) the same answer is given while the key and every source are the same objects, so the
 * serializer checks and writes it once; a new source (a re-read or notified change makes one)
 * composes a new answer.
 */
export function cachedAnswers<Key extends object, Sources extends readonly unknown[], Answer extends object>(
  compose: (key: Key, ...sources: Sources) => Answer,
): (key: Key, ...sources: Sources) => Readonly<Answer> {
  const composed = new WeakMap<Key, { sources: Sources; answer: Readonly<Answer> }>();
  return (key, ...sources) => {
    const known = composed.get(key);
    if (known && known.sources.every((source, index) => source === sources[index])) return known.answer;
    const answer = freezeAnswer(compose(key, ...sources));
    composed.set(key, { sources, answer });
    return answer;
  };
}
