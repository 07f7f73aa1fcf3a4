import net from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import type { SmtpSettings } from './mail/mailer.ts';

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  DEMO: z.enum(['0', '1']).optional(),
  NODE_ENV: z.string().default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SESSION_DAYS: z.coerce.number().positive().default(30),
  /** 1: the session cookie is always Secure. Without it, it is Secure whenever the request came over HTTPS. */
  COOKIE_SECURE: z.enum(['0', '1']).default('0'),
  /** 1: tests may move the server's clock forward (POST /api/test/clock). Refused when NODE_ENV is production. */
  TEST_CLOCK: z.enum(['0', '1']).default('0'),
  /**
   * Behind a reverse proxy: whose X-Forwarded-Proto and X-Forwarded-For to believe (whether the browser used HTTPS,
   * its address). 0 nobody, 1 any peer (only when nothing but the proxy can reach the server), or the proxies'
   * addresses, comma-separated IPs or CIDR ranges.
   */
  TRUST_PROXY: z
    .string()
    .default('0')
    .refine(
      (value) => value === '0' || value === '1' || proxyAddresses(value).every(isAddressOrRange),
      '0, 1, or a comma-separated list of IP addresses or CIDR ranges',
    ),
  /** The address people reach Wren at (https://wren.example.org), for links in mail; else the request's own. */
  PUBLIC_URL: z.string().url().optional(),
  /** A mail server for password-reset links: a URL (smtps://user:pass@host:465), or host, port, user and password. */
  SMTP_URL: z.string().url().optional(),
  SMTP_HOST: z.string().min(1).optional(),
  SMTP_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  SMTP_USER: z.string().optional(),
  SMTP_PASSWORD: z.string().optional(),
  SMTP_FROM: z.string().min(3).optional(),
});

const proxyAddresses = (value: string) => value.split(',').map((entry) => entry.trim());

function isAddressOrRange(entry: string): boolean {
  const [address = '', bits, ...rest] = entry.split('/');
  const version = net.isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128);
}

/** The variables the server reads (NODE_ENV aside, which tools set); README and .env.example list each. */
export const SETTINGS = Object.keys(envSchema.shape).filter((name) => name !== 'NODE_ENV');

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  demo: boolean;
  logLevel: string;
  sessionDays: number;
  cookieSecure: boolean;
  /** Tests only: the server's clock can be moved forward. */
  testClock: boolean;
  /** Fastify's trustProxy: false, true (any peer) or the proxies' addresses. */
  trustProxy: boolean | string[];
  clientDir: string;
  publicUrl: string | undefined;
  /** Null: no mail server; reset links go to the server log and to the administrators' screen. */
  smtp: SmtpSettings | null;
}

/** Environment → typed config. Fails at start with every bad variable named, never later. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  if (e.TEST_CLOCK === '1' && e.NODE_ENV === 'production') throw new Error('Invalid configuration: TEST_CLOCK: not allowed in production');
  // A mail server given in pieces without its host would silently send nothing: say so at start instead.
  const smtpPieces = (['SMTP_PORT', 'SMTP_USER', 'SMTP_PASSWORD', 'SMTP_FROM'] as const).filter((name) => e[name] !== undefined);
  if (smtpPieces.length > 0 && !e.SMTP_URL && !e.SMTP_HOST) {
    throw new Error(`Invalid configuration: ${smtpPieces.join(', ')}: set SMTP_HOST (or SMTP_URL) for the mail server too`);
  }
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    // Demo accounts are on by default with the embedded database, off by default on a real server.
    demo: e.DEMO ? e.DEMO === '1' : !e.DATABASE_URL,
    logLevel: e.LOG_LEVEL,
    sessionDays: e.SESSION_DAYS,
    cookieSecure: e.COOKIE_SECURE === '1',
    testClock: e.TEST_CLOCK === '1',
    trustProxy: e.TRUST_PROXY === '0' ? false : e.TRUST_PROXY === '1' ? true : proxyAddresses(e.TRUST_PROXY),
    clientDir: path.resolve('dist/client'),
    publicUrl: e.PUBLIC_URL?.replace(/\/+$/, ''),
    smtp:
      e.SMTP_URL || e.SMTP_HOST
        ? {
            url: e.SMTP_URL,
            host: e.SMTP_HOST,
            port: e.SMTP_PORT,
            user: e.SMTP_USER,
            password: e.SMTP_PASSWORD,
            from: e.SMTP_FROM ?? 'Wren <no-reply@localhost>',
          }
        : null,
  };
}
