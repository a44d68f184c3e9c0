import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { failure } from '../lib/envelope';
import { SECURITY_HEADERS } from './security';

/** Messages for the requests Fastify or Node refuse before any route sees them. */
export const FRAMEWORK_MESSAGES = {
  badUrl: 'The address is not valid: check its % escapes',
  tooLong: 'The address is too long',
  headersTooLarge: 'The request headers are too large',
  timeout: 'The request took too long to arrive',
  badRequest: 'Bad request',
} as const;

/**
 * Fastify's `frameworkErrors`: a path with a broken %-escape, or a path part past the router's
 * length limit, answers in the store's envelope (docs/architecture.md, API) like every other error.
 */
export const frameworkErrors: NonNullable<FastifyServerOptions['frameworkErrors']> = (
  error,
  _request: FastifyRequest,
  reply: FastifyReply,
) => {
  // No hook runs for these requests: the headers every answer carries are set here.
  reply.headers(SECURITY_HEADERS);
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return reply.code(414).send(failure(414, FRAMEWORK_MESSAGES.tooLong));
  }
  if (error.code === 'FST_ERR_BAD_URL') return reply.code(400).send(failure(400, FRAMEWORK_MESSAGES.badUrl));
  return reply.code(500).send(failure(500, 'Something went wrong'));
};

/**
 * Fastify's `clientErrorHandler`, for what Node's HTTP parser refuses (headers or an address past
 * 16 KiB, a malformed request line, a body that stops coming): the envelope written straight to
 * the socket, since no request exists to answer through. A reset connection gets nothing.
 */
export function clientErrorHandler(err: NodeJS.ErrnoException, socket: Socket): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] =
    err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, FRAMEWORK_MESSAGES.timeout]
      : err.code === 'HPE_HEADER_OVERFLOW'
        ? [431, FRAMEWORK_MESSAGES.headersTooLarge]
        : [400, FRAMEWORK_MESSAGES.badRequest];
  if (socket.writable) {
    const body = JSON.stringify(failure(status, message));
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  }
  socket.destroy(err);
}
