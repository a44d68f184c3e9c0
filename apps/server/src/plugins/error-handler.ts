import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error';
import {
  isDatabaseUnavailable,
  UNAVAILABLE_MESSAGE,
  UNAVAILABLE_RETRY_AFTER_SECONDS,
} from '../lib/database-unavailable';
import { failure } from '../lib/envelope';
import { StorageUnavailableError } from '../lib/storage/storage';

const VALIDATION_MESSAGE = 'Please check the highlighted fields';
export const STORAGE_UNAVAILABLE_MESSAGE = 'Pictures are briefly unavailable. Please try again in a moment.';

/** What is out of reach, if `err` is an outage rather than a bug: the log's words and the answer's. */
function outageOf(err: unknown): { what: string; message: string } | null {
  // The bucket: pictures can't be stored or read for a moment; the rest works.
  if (err instanceof StorageUnavailableError) return { what: 'storage', message: STORAGE_UNAVAILABLE_MESSAGE };
  // Expected while PostgreSQL restarts or the network blips; the pool reconnects by itself.
  if (isDatabaseUnavailable(err)) return { what: 'database', message: UNAVAILABLE_MESSAGE };
  return null;
}

/**
 * The one place errors become answers: expected ones with their message, a database out of reach
 * as a 503 to retry, the rest as a bare 500.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    const send = (status: number, message: string, errors?: AppError['errors']) => {
      // Any 503 is a moment's outage: say when to ask again.
      if (status === 503) reply.header('retry-after', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
      return reply.code(status).send(failure(status, message, errors));
    };
    if (err instanceof AppError) return send(err.status, err.message, err.errors);
    if (hasZodFastifySchemaValidationErrors(err)) {
      const errors = err.validation.map((v) => ({
        path: v.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        message: v.message ?? 'Invalid value',
      }));
      const message = errors.length === 1 && errors[0] ? errors[0].message : VALIDATION_MESSAGE;
      return send(400, message, errors);
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: bad JSON, body too large, wrong content type.
      const message =
        status === 413 ? 'Request is too large' : status === 415 ? 'Unsupported content type' : 'Bad request';
      return send(status, message);
    }
    const outage = outageOf(err);
    if (outage) {
      request.log.warn({ err, url: request.url, method: request.method }, `${outage.what} unavailable`);
      return send(503, outage.message);
    }
    request.log.error({ err, url: request.url, method: request.method }, 'request failed');
    return send(500, 'Something went wrong');
  });
}
