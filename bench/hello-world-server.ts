/**
 * The yardstick of `platform.bench.ts`: a bare Fastify hello world (no plugins, no hooks, no logger) in its own
 * process. Loaded with the same autocannon settings as `GET /api/user/profile` in the same run, it tells what this
 * machine does right now with no application at all; the benchmark reports profile ÷ hello world.
 */
import Fastify from 'fastify';

const app = Fastify();
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log('ready');
