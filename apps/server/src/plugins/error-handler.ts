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

/**
 * The one place errors become answers: expected ones with their message, a database out of reach
 * as a 503 to retry, the rest as a bare 500.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof AppError) {
      // Any 503 is a moment's outage (the health check's database ping, for one): say when to ask again.
      if (err.status === 503) reply.header('retry-after', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
      return reply.code(err.status).send(failure(err.status, err.message, err.errors));
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const errors = err.validation.map((v) => ({
        path: v.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        message: v.message ?? 'Invalid value',
      }));
      const message = errors.length === 1 && errors[0] ? errors[0].message : VALIDATION_MESSAGE;
      return reply.code(400).send(failure(400, message, errors));
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: bad JSON, body too large, wrong content type.
      const message =
        status === 413 ? 'Request is too large' : status === 415 ? 'Unsupported content type' : 'Bad request';
      return reply.code(status).send(failure(status, message));
    }
    if (err instanceof StorageUnavailableError) {
      // The bucket is out of reach: pictures can't be stored or read for a moment; the rest works.
      request.log.warn({ err, url: request.url, method: request.method }, 'storage unavailable');
      reply.header('retry-after', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
      return reply.code(503).send(failure(503, STORAGE_UNAVAILABLE_MESSAGE));
    }
    if (isDatabaseUnavailable(err)) {
      // Expected while PostgreSQL restarts or the network blips; the pool reconnects by itself.
      request.log.warn({ err, url: request.url, method: request.method }, 'database unavailable');
      reply.header('retry-after', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
      return reply.code(503).send(failure(503, UNAVAILABLE_MESSAGE));
    }
    request.log.error({ err, url: request.url, method: request.method }, 'request failed');
    return reply.code(500).send(failure(500, 'Something went wrong'));
  });
}
