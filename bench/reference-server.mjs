// The benchmark's yardstick: bare Fastify with one route returning a constant JSON body, run
// as plain JavaScript on the same machine, in the same run, as the store. Every figure the
// benchmark reports is a ratio to what this server does.
//
//   node bench/reference-server.mjs [port]      (or PORT=...; default 3999; HOST default 127.0.0.1)
import Fastify from 'fastify';

const port = Number(process.argv[2] ?? process.env.PORT ?? 3999);
const host = process.env.HOST ?? '127.0.0.1';
const body = { error: false, status: 200, message: 'Reference', data: { ok: true } };

const app = Fastify({ logger: false });
app.get('/reference', async () => body);

const close = () => app.close().then(() => process.exit(0));
process.on('SIGTERM', close);
process.on('SIGINT', close);

await app.listen({ port, host });
console.log(`reference server ready at http://${host}:${port}/reference`);
