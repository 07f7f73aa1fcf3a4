import type { FastifySchemaCompiler } from 'fastify';
import { z } from 'zod';
import { type $ZodType, safeParse } from 'zod/v4/core';
import type { MessageLanguage } from './messages.ts';

// The contracts are written with zod/mini, which loads no locale of its own (a bare "Invalid input"): English is set
// once for every parse, and a refusal is said again in the request's language when it is sent (`refusedField`).
z.config(z.locales.en());

const LOCALES: Record<MessageLanguage, () => { localeError: z.core.$ZodErrorMap }> = {
  en: z.locales.en,
  fr: z.locales.fr,
  ar: z.locales.ar,
  it: z.locales.it,
};

const REFUSAL = Symbol('validation refusal');

/** One refused field, as Fastify keeps it on the error (`error.validation`), with what it takes to say it again. */
interface Refusal {
  [REFUSAL]: true;
  keyword: string;
  instancePath: string;
  schemaPath: string;
  message: string;
  params: { field: string; schema: $ZodType; data: unknown };
}

/**
 * Checks a request's part against its contract. On a refusal, the first problem is kept with the schema and the
 * data, so the error handler can parse them again with the request's language's zod locale.
 */
export const validatorCompiler: FastifySchemaCompiler<$ZodType> =
  ({ schema }) =>
  (data) => {
    const result = safeParse(schema, data);
    if (result.success) return { value: result.data };
    return {
      error: result.error.issues.slice(0, 1).map((issue): Refusal => ({
        [REFUSAL]: true,
        keyword: issue.code,
        instancePath: `/${issue.path.join('/')}`,
        schemaPath: `#/${issue.path.join('/')}/${issue.code}`,
        message: issue.message,
        params: { field: issue.path.map(String).join('.'), schema, data },
      })) as unknown as Error,
    };
  };

const isRefusal = (value: unknown): value is Refusal => typeof value === 'object' && value !== null && REFUSAL in value;

/**
 * What a contract refused in a request, or null when the error is not such a refusal: the field ('' for the whole
 * part) and the problem. A contract's own sentence ("Course code is required") is as the contract wrote it; zod's own
 * ("Too small: expected string to have >=1 characters") is in `language`.
 */
export function refusedField(error: { validation?: unknown }, language: MessageLanguage): { field: string; problem: string } | null {
  const first = Array.isArray(error.validation) ? error.validation[0] : undefined;
  if (!isRefusal(first)) return null;
  const { field, schema, data } = first.params;
  const again = language === 'en' ? null : safeParse(schema, data, { error: LOCALES[language]().localeError });
  return { field, problem: (again?.error?.issues[0]?.message ?? first.message).trim() };
}
