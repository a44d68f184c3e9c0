import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error';

/** The answer to text holding U+0000, which PostgreSQL cannot store in a text value. */
export const NUL_MESSAGE = 'Text may not contain the NUL character (U+0000)';

/**
 * Whether a parsed body holds a NUL in any string, key or value, at any depth. Walked with a
 * list rather than by recursion: a body nested 20,000 deep (1 MiB of brackets) must not
 * overflow the stack.
 */
export function holdsNul(body: unknown): boolean {
  const pending: unknown[] = [body];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return true;
    } else if (Array.isArray(value)) {
      // One at a time: spreading a 100,000-item array into push() overflows the stack.
      for (const item of value) pending.push(item);
    } else if (Buffer.isBuffer(value) || ArrayBuffer.isView(value)) {
      // Raw bytes (the webhook's body, checked against its signature) are not text.
      continue;
    } else if (value !== null && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) {
        if (key.includes('\u0000')) return true;
        pending.push(inner);
      }
    }
  }
  return false;
}

/**
 * The one check that keeps NUL out of every text input (docs/decisions/066): PostgreSQL refuses
 * the character, so left alone it turned a search, a sign-in or an id into a 500. Refused with a
 * 400 before validation: in the address (path and query, where it can only come as %00) and in
 * any JSON body (which writes it as \u0000), the only kind of body the API parses. Multipart
 * uploads are read by their routes, which keep only the file's bytes (the catalog CSV is checked
 * as it is read).
 */
export function registerTextInputGuard(app: FastifyInstance): void {
  // A callback hook, not an async one: it runs on every catalog call, where a promise each costs.
  app.addHook('onRequest', (request, _reply, done) => {
    done(request.url.includes('%00') ? new AppError('BAD_REQUEST', NUL_MESSAGE) : undefined);
  });
  // Bodies are checked as they are parsed, so calls without one pay nothing. Fastify's own JSON
  // parser (which refuses __proto__ and constructor.prototype) does the parsing.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    parseJson(request, String(body), (err: Error | null, parsed?: unknown) => {
      if (err) return done(err, undefined);
      if (holdsNul(parsed)) return done(new AppError('BAD_REQUEST', NUL_MESSAGE), undefined);
      done(null, parsed);
    });
  });
}
