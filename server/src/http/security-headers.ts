/**
 * Helmet's headers (CSP, HSTS, X-Content-Type-Options, Referrer-Policy, the cross-origin policies…), worked out
 * once. @fastify/helmet builds a new helmet() — parsing every CSP directive again — on each request: 14 % of the CPU
 * of `GET /api/user/profile` under load (bench/README.md). With no CSP nonces the headers are the same on every
 * answer, so the app asks @fastify/helmet for them once, on a throwaway instance, and sets the result on each
 * request. A route may still replace one (the picture route sets its own stricter CSP).
 */
import Fastify from 'fastify';
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';

export async function securityHeaders(options: FastifyHelmetOptions): Promise<Record<string, string>> {
  const answerHeaders = async (withHelmet: boolean) => {
    const probe = Fastify();
    if (withHelmet) await probe.register(helmet, options);
    probe.get('/', async () => '');
    const response = await probe.inject({ method: 'GET', url: '/' });
    await probe.close();
    return response.headers;
  };
  const plain = await answerHeaders(false);
  const secured = await answerHeaders(true);
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(secured)) {
    if (!(name in plain) && value !== undefined) headers[name] = String(value);
  }
  if (!headers['content-security-policy']) throw new Error('helmet set no Content-Security-Policy');
  return headers;
}
