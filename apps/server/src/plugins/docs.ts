import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI generated from the zod contracts, browsable at /api/docs. */
export async function registerDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Kerala Moto Hub API',
        description:
          'Every response is `{ error, status, message, data }` plus the named siblings listed per call. ' +
          'Money is in paise. Protected calls take `Authorization: Bearer <token>`.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    uiConfig: { docExpansion: 'list', deepLinking: true },
    // The UI ships inline scripts; it gets its own relaxed policy instead of weakening the store's.
    staticCSP: true,
    transformStaticCSP: (header) => header.replace("script-src 'self'", "script-src 'self' 'unsafe-inline'"),
  });
}
