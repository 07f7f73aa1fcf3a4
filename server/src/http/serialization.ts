/**
 * The response serializer: each route's zod `response` schema checks and shapes the answer
 * (fastify-type-provider-zod), then JSON.stringify writes it. An answer marked with `reusableAnswer` — deep-frozen,
 * so it can never change — is serialized once per schema and the text reused while the object lives: the
 * dashboard's profile, rebuilt only when the learner's data changes (domain/profile.ts), costs no zod pass on
 * every poll. Unmarked answers are checked every time, as before.
 */
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';

const reusable = new WeakSet<object>();

/** Deep-freezes an answer and marks it as safe to serialize once; returns it. */
export function reusableAnswer<T extends object>(answer: T): Readonly<T> {
  deepFreeze(answer);
  reusable.add(answer);
  return answer;
}

function deepFreeze(value: unknown): void {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const inner of Object.values(value)) deepFreeze(inner);
}

type SerializerCompiler = typeof zodSerializerCompiler;

export const serializerCompiler: SerializerCompiler = (route) => {
  const serialize = zodSerializerCompiler(route);
  const written = new WeakMap<object, string>();
  return (data) => {
    if (data === null || typeof data !== 'object' || !reusable.has(data)) return serialize(data);
    let json = written.get(data);
    if (json === undefined) written.set(data, (json = serialize(data)));
    return json;
  };
};
