/**
 * The API describes itself: an OpenAPI 3.1 document built from the routes' zod schemas at GET /api/openapi.json,
 * and a browsable reference at /api/docs (swagger-ui, which serves its own files: it works offline and under the
 * app's CSP without an exception, as it loads no inline script and nothing from another site).
 *
 * A route's success responses are the ones it declares (`response: { 200: xSchema }`). Its errors are added here
 * from its shape, so no route has to repeat them: 400 when it validates input, 401 and 403 unless it is public,
 * 403 for any change (the same-site check), 404 when its path names a record, 413 and 415 when it takes a body.
 * Errors its shape cannot tell are declared on the route, for the document only: `schema: { errors: [429, 503] }`.
 */
import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import swagger, { type SwaggerTransform } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@common/contracts/errors.ts';

/** Every error status the API answers, with its code and what it means. */
export const ERROR_RESPONSES = {
  400: "code 'invalid' (or 'invalid_json'): the request is not valid; `field` names the first bad value and `message` says why.",
  401: "code 'unauthenticated': not signed in.",
  403: "code 'forbidden': signed in but not allowed; code 'csrf': a change sent from outside the Wren app.",
  404: "code 'not_found': no such record, or one outside what the caller may see (the two are not told apart).",
  409: "code 'conflict': the change conflicts with what is stored (a name already taken); `field` names it.",
  413: "code 'too_large': the body or the file is too large.",
  415: "code 'unsupported_media_type': the body's content type is not accepted.",
  422: "code 'prompt_refused': moderation refused the prompt; `message` says why in the request's language, `reasons` lists the rules.",
  429: "code 'quota_exceeded': no AI interaction left today; `remaining`, `limit` and `resetsAt` say when it resets (also Retry-After). code 'too_many_attempts': too many failed sign-ins; Retry-After (and `retryAfterSeconds`) says how long to wait.",
  503: "code 'ai_unavailable': no AI engine can answer right now.",
} as const;
export type ErrorStatus = keyof typeof ERROR_RESPONSES;

declare module 'fastify' {
  interface FastifySchema {
    /** Errors the route answers that its shape does not imply (documentation only), e.g. `[409]` or `[429, 503]`. */
    errors?: readonly ErrorStatus[];
  }
}

/** The API reference itself: readable by anyone, as the API it describes is no secret (see the README). */
export function isApiReference(pathname: string): boolean {
  return pathname === '/api/openapi.json' || pathname === '/api/docs' || pathname.startsWith('/api/docs/');
}

export interface OpenApiOptions {
  /** Whether a call needs no session; such routes answer no 401 or 403. */
  isPublic(method: string, pathname: string): boolean;
}

export interface DocumentedRoute {
  method: string;
  url: string;
  schema: FastifySchema | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every /api route the app registered (HEAD and the reference's own routes left out), as documented. */
    apiRoutes: DocumentedRoute[];
  }
}

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
// Error bodies may carry more than message, code and field (a quota's `remaining`, a refusal's `reasons`).
const { $schema: _, ...errorBody } = z.toJSONSchema(z.looseObject(apiErrorSchema.shape), { target: 'draft-2020-12', io: 'output' });

/** The errors a route answers, from its method, path, schema and whether it is public. */
export function errorsOf(method: string, url: string, schema: FastifySchema | undefined, isPublic: boolean): ErrorStatus[] {
  const errors = new Set<ErrorStatus>(schema?.errors ?? []);
  if (schema?.body || schema?.querystring || schema?.params) errors.add(400);
  if (!isPublic) errors.add(401).add(403);
  if (!SAFE_METHODS.has(method)) errors.add(403);
  if (url.includes('/:')) errors.add(404);
  if (BODY_METHODS.has(method)) errors.add(413).add(415);
  return [...errors].sort((a, b) => a - b);
}

const methodOf = (route: Pick<RouteOptions, 'method'>) => [route.method].flat()[0]!.toUpperCase();

export async function registerOpenApi(app: FastifyInstance, options: OpenApiOptions): Promise<void> {
  const routes: DocumentedRoute[] = [];
  app.decorate('apiRoutes', routes);
  app.addHook('onRoute', (route) => {
    const method = methodOf(route);
    if (!route.url.startsWith('/api/') || method === 'HEAD' || route.schema?.hide) return;
    routes.push({ method, url: route.url, schema: route.schema });
  });

  const transform: SwaggerTransform = (document) => {
    const { schema, url } = jsonSchemaTransform(document);
    if (!schema || schema.hide) return { schema, url };
    const method = methodOf(document.route);
    const { errors: _declared, ...documented } = schema;
    const response: Record<string, unknown> = { ...(documented.response as Record<string, unknown> | undefined) };
    // A route that declares no success body yet still answers one.
    if (!Object.keys(response).some((status) => status.startsWith('2'))) response[200] = { description: 'Success (the body is not described yet)' };
    for (const status of errorsOf(method, document.route.url, document.route.schema, options.isPublic(method, document.route.url))) {
      response[status] ??= { ...errorBody, description: ERROR_RESPONSES[status] };
    }
    return { schema: { ...documented, response }, url };
  };

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Wren API',
        version: '1',
        description:
          'The API the Wren app calls. Sign in with POST /api/auth/login; the session is a cookie. Changes (POST, PUT, PATCH, DELETE) must carry an X-Requested-With header or an Origin of this host. Every error answers `{ message, code, messageKey, field? }`: `message` is written in the Accept-Language of the request (en, fr, ar or it, else English), and `messageKey` names it whatever the language. A refusal of the request’s contract says zod’s own sentence in that language; a sentence the contract wrote itself is English.',
      },
    },
    transform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
