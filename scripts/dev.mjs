#!/usr/bin/env node
// `npm run dev`: the server (tsx watch, restarted on every change, on the demo catalog) and the web
// app (Vite, hot reload, asking the server through its proxy) together in one terminal. Each line
// says which it came from; the server's JSON log lines are printed as `time LEVEL message key=value`.
// Ctrl+C stops both, and either one stopping stops the other.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const LEVELS = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };
/** Fields every pino line has, shown otherwise or not at all. */
const PLAIN = new Set(['level', 'time', 'msg', 'pid', 'hostname', 'v']);

const short = (value) => {
  if (value === null || typeof value !== 'object') return String(value);
  if (typeof value.message === 'string') return value.message; // an error
  const text = JSON.stringify(value);
  return text.length > 120 ? `${text.slice(0, 117)}...` : text;
};

/** One of the server's log lines, readable: pino's JSON as `12:04:05 INFO message key=value`; anything else as it is. */
export function formatLogLine(line) {
  if (!line.startsWith('{')) return line;
  let entry;
  try {
    entry = JSON.parse(line);
  } catch {
    return line;
  }
  if (typeof entry !== 'object' || entry === null || !('level' in entry)) return line;
  const time = new Date(typeof entry.time === 'number' ? entry.time : Date.now()).toTimeString().slice(0, 8);
  const level = LEVELS[entry.level] ?? String(entry.level);
  const { req, res, responseTime, ...rest } = entry;
  const request = req ? `${req.method} ${req.url}` : '';
  const answer = res ? `→ ${res.statusCode}${responseTime === undefined ? '' : ` ${Math.round(responseTime)} ms`}` : '';
  const fields = Object.entries(rest)
    .filter(([key]) => !PLAIN.has(key))
    .map(([key, value]) => `${key}=${short(value)}`);
  return [time, level.padEnd(5), entry.msg ?? '', request, answer, ...fields].filter(Boolean).join(' ');
}

function run(name, colour, command, args, env) {
  const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const tty = process.stdout.isTTY;
  const label = tty ? `\x1b[${colour}m${name.padEnd(6)}│\x1b[0m ` : `${name.padEnd(6)}| `;
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => console.log(label + formatLogLine(line)));
  }
  return child;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const port = process.env.PORT ?? '3000';
  const children = [
    run('server', 36, process.execPath, ['--import', 'tsx', '--watch', 'apps/server/src/main.ts', '--demo'], {
      NODE_ENV: 'development',
      PORT: port,
    }),
    run(
      'web',
      35,
      process.execPath,
      ['node_modules/vite/bin/vite.js', '--config', 'apps/web/vite.config.ts', 'apps/web'],
      {
        API_ORIGIN: `http://localhost:${port}`,
      },
    ),
  ];
  console.log(
    `Starting the store for development: open http://localhost:5173 (the API is on :${port}). Ctrl+C stops both.`,
  );
  let stopping = false;
  const stop = (code) => {
    if (stopping) return;
    stopping = true;
    for (const child of children) child.kill('SIGTERM');
    setTimeout(() => process.exit(code), 2_000).unref();
  };
  for (const child of children) child.on('exit', (code) => stop(code ?? 0));
  process.on('SIGINT', () => stop(0));
  process.on('SIGTERM', () => stop(0));
}
