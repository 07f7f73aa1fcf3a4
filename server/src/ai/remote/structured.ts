/**
 * Chat completions with structured output: the model is asked for a JSON object described in the prompt, the
 * answer is parsed and validated with the task's zod schema, and an invalid answer gets one more try before
 * the caller falls back to the builtin engine.
 */
import { z } from 'zod';
import { EngineError } from '../engine.ts';
import { withRetry, type RemoteClient } from './client.ts';

export interface StructuredRequest<S extends z.core.$ZodType> {
  model: string;
  system: string;
  user: string;
  schema: S;
  /** A JSON Schema of the expected answer, quoted in the prompt so models without schema support still comply. */
  jsonSchema: unknown;
  temperature?: number;
  seed?: number;
}

export function parseStructured<S extends z.core.$ZodType>(content: string | null | undefined, schema: S): z.output<S> {
  if (!content || !content.trim()) throw new EngineError('empty answer', 'the model returned no content');
  let value: unknown;
  try {
    value = JSON.parse(stripFences(content));
  } catch {
    throw new EngineError('invalid json', `the model's answer is not JSON: ${content.slice(0, 80)}`);
  }
  const result = z.safeParse(schema, value);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new EngineError('schema invalid', `${issue?.path.join('.') || 'answer'}: ${issue?.message ?? 'does not match'}`);
  }
  return result.data;
}

/** Some local models wrap JSON in a Markdown code fence even in JSON mode. */
function stripFences(content: string): string {
  const fenced = /^\s*```(?:json)?\s*([\s\S]*?)\s*```\s*$/i.exec(content);
  return fenced ? fenced[1]! : content;
}

export async function completeStructured<S extends z.core.$ZodType>(remote: RemoteClient, request: StructuredRequest<S>): Promise<z.output<S>> {
  const system = `${request.system}\n\nAnswer with one JSON object only, no other text. It must match this JSON Schema:\n${JSON.stringify(request.jsonSchema)}`;
  return withRetry(remote, async () => {
    const completion = await remote.openai.chat.completions.create(
      {
        model: request.model,
        messages: [
          { role: 'system', content: system },
          { role: 'user', content: request.user },
        ],
        response_format: { type: 'json_object' },
        temperature: request.temperature ?? 0.8,
        ...(request.seed !== undefined ? { seed: request.seed } : {}),
      },
      { timeout: remote.options.timeoutMs, maxRetries: 0 },
    );
    return parseStructured(completion.choices[0]?.message?.content, request.schema);
  });
}
