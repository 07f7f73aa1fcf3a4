import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import cookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database, DatabaseHandle } from './db/client.ts';
import { sessionStore, type SessionStore, type UserRow } from './auth/sessions.ts';
import { AiRegistry } from './ai/registry.ts';
import { signInThrottle, type SignInThrottle } from './auth/sign-in-throttle.ts';
import { answerClientError, answerError, registerErrorHandling, HttpError, notFound, unauthorized } from './http/errors.ts';
import { registerCompression } from './http/compression.ts';
import { securityHeaders } from './http/security-headers.ts';
import { serializerCompiler } from './http/serialization.ts';
import { validatorCompiler } from './http/validation.ts';
import { message } from './http/messages.ts';
import { isApiReference, registerOpenApi } from './http/openapi.ts';
import { clientPages, inlineScriptHashes } from './http/client-pages.ts';
import { authRoutes } from './features/auth/routes.ts';
import { accountRoutes } from './features/account/routes.ts';
import { staffRoutes } from './features/staff/routes.ts';
import { ACCOUNT_LIMITS, type AccountLimits } from './auth/account-throttle.ts';
import { noMailer, type Mailer } from './mail/mailer.ts';
import { healthRoutes } from './features/health/routes.ts';
import { installNewestTimeZoneRules } from './time-zones.ts';
import { userRoutes } from './features/user/routes.ts';
import { childrenRoutes } from './features/children/routes.ts';
import { assessmentRoutes } from './features/assessments/routes.ts';
import { voiceAssistantRoutes } from './features/voice-assistant/routes.ts';
import { aiRoutes } from './features/ai-admin/routes.ts';
import { parentalControlsRoutes } from './features/parental-controls/routes.ts';
import { speechRoutes } from './features/speech/routes.ts';
import { writingBuddyRoutes } from './features/writing-buddy/routes.ts';
import { missionCreatorRoutes } from './features/mission-creator/routes.ts';
import { missionCoachRoutes } from './features/mission-coach/routes.ts';
import { phonicsTutorRoutes } from './features/phonics-tutor/routes.ts';
import { strugglingReadersRoutes } from './features/struggling-readers/routes.ts';
import { skillsAssessmentRoutes } from './features/skills-assessment/routes.ts';
import { fluencyRoutes } from './features/fluency/routes.ts';
import { parentingPlansRoutes } from './features/parenting-plans/routes.ts';
import { lessonPlansRoutes } from './features/lesson-plans/routes.ts';
import { coursesRoutes } from './features/courses/routes.ts';
import { peopleRoutes } from './features/staff/people-routes.ts';
import { creativeLabRoutes } from './features/creative-lab/routes.ts';
import { ControlsStore } from './features/parental-controls/controls-service.ts';
import { enforceControls } from './features/parental-controls/enforcement.ts';
import { testClockRoutes } from './features/parental-controls/test-clock.ts';
import { AdjustableClock, systemClock, type Clock } from './clock.ts';

declare module 'fastify' {
  interface FastifyInstance {
    database: DatabaseHandle;
    db: Database;
    sessions: SessionStore;
    ai: AiRegistry;
    demo: boolean;
    signInThrottle: SignInThrottle;
    /** Parental controls: settings, screen time and extra time, read through a cache the hook can afford. */
    controls: ControlsStore;
    accountLimits: AccountLimits;
    mailer: Mailer;
    publicUrl: string | undefined;
  }
  interface FastifyRequest {
    user: UserRow | null;
  }
}

export interface AppOptions {
  database: DatabaseHandle;
  ai?: AiRegistry;
  /** Demo mode: the sign-in page lists the demo accounts. */
  demo?: boolean;
  sessionDays?: number;
  /** The session cookie is always Secure (it is anyway when the request came over HTTPS). */
  cookieSecure?: boolean;
  /** Whose X-Forwarded-Proto and X-Forwarded-For to believe: nobody (the default), any peer, or these addresses. */
  trustProxy?: boolean | string[];
  /** The built client to serve; omitted in API tests. */
  clientDir?: string | null;
  logger?: FastifyServerOptions['logger'];
  /** Sign-in limits and the wait between tries; tests pass a `sleep` that records instead of waiting. */
  signInThrottle?: Partial<SignInThrottle>;
  /** The clock of screen time and allowed hours; tests pass one they can move. */
  clock?: Clock;
  /**
   * Test servers only (TEST_CLOCK=1, refused in production): POST /api/test/clock moves this clock forward, so the
   * end-to-end run can reach a child's daily limit without waiting.
   */
  testClock?: AdjustableClock;
  /** false leaves out the parental controls hook; only bench/parental-controls.bench.ts does, to measure its cost. */
  enforceParentalControls?: boolean;
  /** Limits on sign-ups and reset requests per address (auth/account-throttle.ts). */
  accountLimits?: Partial<AccountLimits>;
  /** Outgoing mail; without it reset links go to the log and to the administrators' screen. */
  mailer?: Mailer;
  /** PUBLIC_URL: where links in mail point. */
  publicUrl?: string;
}

/** Calls anyone may make without a session. */
const PUBLIC_API = new Set([
  '/api/auth/login',
  '/api/auth/logout',
  '/api/auth/demo-accounts',
  '/api/auth/sign-up',
  '/api/auth/password-reset/request',
  '/api/auth/password-reset',
  '/api/auth/invitation',
  '/api/health',
]);
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The microphone for our own pages (practice recordings, voice navigation); features the app never uses, for nobody.
 * Only features browsers know: Chromium warns in every page's console of one it does not (`bluetooth` was one).
 */
const PERMISSIONS_POLICY = 'microphone=(self), camera=(), geolocation=(), display-capture=(), payment=(), usb=(), serial=()';

/**
 * The API reference is public too, for reading only: it describes the calls the app's own scripts already show to
 * anyone who opens them, and holds no data; every call it lists still needs its session.
 */
function isPublicRequest(method: string, pathname: string): boolean {
  return PUBLIC_API.has(pathname) || (SAFE_METHODS.has(method) && isApiReference(pathname));
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  installNewestTimeZoneRules();
  // The built pages, found once: the policy hashes their head scripts and registerClient serves them.
  const pages = options.clientDir ? clientPages(options.clientDir) : null;
  const helmetHeaders = await securityHeaders({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // The built pages' own head scripts by their hash (http/client-pages.ts): no other inline script runs.
        scriptSrc: ["'self'", "'wasm-unsafe-eval'", ...(pages ? inlineScriptHashes(options.clientDir!, pages.files) : [])],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
  });
  // Worked out once (see http/security-headers.ts), then the same on every answer, with the Permissions-Policy.
  const everyAnswerHeaders = { ...helmetHeaders, 'permissions-policy': PERMISSIONS_POLICY };
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: options.trustProxy ?? false,
    bodyLimit: 2 * 1024 * 1024,
    genReqId: () => crypto.randomUUID(),
    // An address Fastify cannot route (broken %-escapes, a segment over 100 characters) and a request Node cannot
    // read are refused with the body every refusal has; the first with every answer's headers too, since it is refused
    // before the hook that sets them.
    frameworkErrors: (fault, request, reply) => {
      reply.headers(everyAnswerHeaders).header('cache-control', 'no-store');
      answerError(fault, request, reply);
    },
    clientErrorHandler: answerClientError,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.decorate('database', options.database);
  app.decorate('db', options.database.db);
  app.decorate('sessions', sessionStore(options.database.db, { days: options.sessionDays ?? 30, secure: options.cookieSecure ?? false }));
  app.decorate('ai', options.ai ?? new AiRegistry());
  app.decorate('demo', options.demo ?? false);
  app.decorate('signInThrottle', signInThrottle(options.signInThrottle));
  app.decorate('controls', new ControlsStore(options.database.db, options.testClock ?? options.clock ?? systemClock));
  app.decorate('accountLimits', { ...ACCOUNT_LIMITS, ...options.accountLimits });
  app.decorate('mailer', options.mailer ?? noMailer);
  app.decorate('publicUrl', options.publicUrl);
  app.decorateRequest('user', null);

  registerErrorHandling(app);
  registerCompression(app);
  await app.register(cookie);
  // A hashed script, style sheet or picture is never a document: the page's policies (CSP, framing, HSTS, referrer…)
  // do nothing there, and on a phone the 0.8 KB they weigh, once per file, is a tenth of the landing page's budget.
  // What does apply to a subresource stays: no type sniffing, and no other site may embed it.
  const assetHeaders = {
    'x-content-type-options': helmetHeaders['x-content-type-options']!,
    'cross-origin-resource-policy': helmetHeaders['cross-origin-resource-policy']!,
  };

  // The same goes for the other files a page loads but that are never a document or a worker: the boot script, the
  // manifest and the app's icons (SVG keeps the whole set: opened on its own, it is a document that may run script).
  const isSubresource = (url: string) =>
    url.startsWith('/assets/') || url.startsWith('/icons/') || url === '/boot.js' || url.startsWith('/boot.js?') || url === '/manifest.webmanifest';

  const enforce = options.enforceParentalControls ?? true;
  app.addHook('onRequest', async (request, reply) => {
    reply.headers(isSubresource(request.url) ? assetHeaders : everyAnswerHeaders);
    const pathname = apiPathOf(request);
    if (!pathname) return;
    // Answers hold a child's data: a shared school computer's browser must not keep them. The reference holds none.
    if (!isApiReference(pathname)) reply.header('cache-control', 'no-store');
    if (!SAFE_METHODS.has(request.method) && !isSameSiteRequest(request.headers)) {
      throw new HttpError(403, 'csrf', message('http.csrf'));
    }
    request.user = await app.sessions.userFor(request);
    if (!request.user && !isPublicRequest(request.method, pathname)) throw unauthorized();
    if (enforce && request.user?.role === 'child') await enforceControls(app, request, pathname);
  });

  // Before the routes, so it sees each one as it is added.
  await registerOpenApi(app, { isPublic: isPublicRequest });

  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(accountRoutes);
  await app.register(staffRoutes);
  await app.register(userRoutes);
  await app.register(childrenRoutes);
  await app.register(assessmentRoutes);
  await app.register(voiceAssistantRoutes);
  await app.register(aiRoutes);
  await app.register(parentalControlsRoutes);
  await app.register(speechRoutes);
  await app.register(writingBuddyRoutes);
  await app.register(missionCreatorRoutes);
  await app.register(missionCoachRoutes);
  await app.register(phonicsTutorRoutes);
  await app.register(strugglingReadersRoutes);
  await app.register(skillsAssessmentRoutes);
  await app.register(fluencyRoutes);
  await app.register(coursesRoutes);
  await app.register(parentingPlansRoutes);
  await app.register(lessonPlansRoutes);
  await app.register(peopleRoutes);
  await app.register(creativeLabRoutes);
  if (options.testClock) await app.register(testClockRoutes(options.testClock));

  registerClient(app, options.clientDir ?? null, pages);
  return app;
}

/**
 * The API path a request is for, or null when it is not for the API. The checks go by the route the router chose
 * (its pattern, e.g. `/api/children/:id`), as the router decodes the path first: `/%61pi/auth/login` is the sign-in
 * route, and must meet the same checks. A path no route takes is read decoded and normalised, so that an odd
 * spelling of an API path answers as the API does (401 or 403, then 404), never as a page. The router is
 * case-sensitive and keeps double slashes (Fastify's defaults), so `/API/…` and `//api/…` are such paths.
 */
export function apiPathOf(request: FastifyRequest): string | null {
  const route = request.routeOptions.url;
  if (route !== undefined) return isApiPath(route) ? route : null;
  const pathname = normalisedPath(request.url);
  return isApiPath(pathname) ? pathname : null;
}

const isApiPath = (pathname: string) => /^\/api(\/|$)/i.test(pathname);

/** The path part of a URL, percent-decoded, without empty or dot segments (`//api/./x/../y` → `/api/y`). */
export function normalisedPath(url: string): string {
  const raw = url.split(/[?#]/, 1)[0]!;
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    decoded = raw;
  }
  const segments: string[] = [];
  for (const segment of decoded.split(/[/\\]/)) {
    if (segment === '..') segments.pop();
    else if (segment !== '' && segment !== '.') segments.push(segment);
  }
  return `/${segments.join('/')}`;
}

/**
 * A cross-site form cannot set custom headers, and browsers always send Origin on cross-site POSTs, so
 * either an X-Requested-With header or an Origin naming this host proves the request came from our pages.
 */
function isSameSiteRequest(headers: Record<string, string | string[] | undefined>): boolean {
  if (headers['x-requested-with']) return true;
  const origin = headers.origin;
  const host = headers.host;
  if (typeof origin !== 'string' || typeof host !== 'string') return false;
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

/** Files whose name carries Vite's content hash (everything under assets/): they never change under the same name. */
const HASHED_ASSET = /[/\\]assets[/\\][^/\\]+$/;

function registerClient(app: FastifyInstance, clientDir: string | null, clientPagesFound: ReturnType<typeof clientPages> | null): void {
  const indexFile = clientDir ? path.join(clientDir, 'index.html') : null;
  const hasClient = indexFile !== null && fs.existsSync(indexFile);
  const pages = hasClient ? clientPagesFound : null;
  if (hasClient) {
    app.register(fastifyStatic, {
      root: clientDir!,
      wildcard: false,
      index: false,
      // The build writes a Brotli and a gzip copy beside each text file (scripts/build/compress-assets.ts); the
      // plugin picks one by Accept-Encoding (q-values, br first, then gzip, else the file), sets Content-Encoding,
      // Content-Length and Content-Type of the original, and Vary: Accept-Encoding on every file. The copies are not
      // routes of their own.
      preCompressed: true,
      globIgnore: ['**/*.br', '**/*.gz'],
      cacheControl: false,
      // Every response's headers travel with it, a phone's slow link included (issue 16, counted in Lighthouse's
      // transfer sizes): the ETag alone answers a revalidation (a 304), so no Last-Modified beside it, and a page's
      // scripts, styles and icons are never asked for in ranges.
      lastModified: false,
      acceptRanges: false,
      setHeaders(reply, filePath) {
        // Vite fingerprints everything under assets/; other files (index.html, boot.js, wren.svg) keep their name
        // across releases, so the browser asks again each time (a 304 when unchanged).
        reply.header('cache-control', HASHED_ASSET.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    // Client-side routes (including the 404 page) are the single-page app's to render: `/` gets the pre-rendered
    // landing page in the visitor's language, every other path the app shell (http/client-pages.ts).
    const page = pages && !apiPathOf(request) && (request.method === 'GET' || request.method === 'HEAD') ? pages.pageFor(request) : null;
    if (!page) return reply.send(notFound(message('notFound.address')));
    if (page.byLanguage) reply.header('vary', 'Cookie');
    // no-cache: the page names this build's files, so it is checked at every visit (@fastify/static would say max-age=0).
    return reply.header('cache-control', 'no-cache').sendFile(page.file, { cacheControl: false });
  });
}
