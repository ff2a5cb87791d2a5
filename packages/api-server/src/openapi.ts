import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { HttpError, bodyError, envelopeKey, zodMessages } from './util';

/** Where the OpenAPI document and its viewer are served (`/api/docs`, `/api/docs/json`). */
export const DOCS_PREFIX = '/api/docs';

/**
 * Schemas once (issue 22): routes declare the contract's zod schemas (`schema: {params, querystring, body, response}`);
 * they validate the requests and @fastify/swagger turns them into the OpenAPI 3 document,
 * served with Swagger UI at `/api/docs`. Replies are written as the handler built them (the contract's schemas strip
 * unknown keys, and the wire keeps them); under `NODE_ENV=test` a reply that does not match its declared schema fails
 * with 500, so the suites catch a contract drift.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  // A request part that fails its schema is a 422 with the contract's messages (the `errors` body of ADR 0001); one that
  // passes reaches the handler as sent (the schemas check, they do not rewrite what the handler stores).
  app.setValidatorCompiler(({ schema, httpPart }) => (data) => {
    const parsed = (schema as z.ZodType).safeParse(data);
    if (parsed.success) return { value: data };
    // A refused body lists its messages in `errors` and per field path in `fields` (issue 23.1).
    return {
      error:
        httpPart === 'body'
          ? bodyError(parsed.error, envelopeKey(data))
          : new HttpError(422, zodMessages(parsed.error)),
    };
  });
  const checkReplies = process.env.NODE_ENV === 'test';
  app.setSerializerCompiler(({ schema }) => (data) => {
    if (checkReplies) {
      const parsed = (schema as z.ZodType).safeParse(data);
      if (!parsed.success)
        throw new Error(`The reply does not match its schema: ${JSON.stringify(parsed.error.issues.slice(0, 3))}`);
    }
    return JSON.stringify(data);
  });
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Tutoring back-office API',
        description: 'The reference API of the tutoring back-office and portals (REQUIREMENTS §11, ADR 0001).',
        version: '2',
      },
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: 'sid' },
          csrf: { type: 'apiKey', in: 'header', name: 'X-CSRF-Token' },
        },
      },
      security: [{ session: [], csrf: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    staticCSP: true,
    // Swagger UI sets inline styles as it renders (seen in Chromium as CSP violations); its scripts stay 'self' only.
    transformStaticCSP: (header) =>
      header.replace("style-src 'self' https:", "style-src 'self' https: 'unsafe-inline'"),
  });
}
