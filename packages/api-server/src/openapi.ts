import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { HttpError, bodyError, envelopeKey, zodMessages } from './util';

/** Where the OpenAPI document and its viewer are served (`/api/docs`, `/api/docs/json`). */
export const DOCS_PREFIX = '/api/docs';

/**
 * The OpenAPI security of the exams host's routes (SRV-45): `Authorization: Token <grader token>`, no session, no CSRF
 * token. An `apiKey` header rather than HTTP `bearer`, whose clients would send `Bearer <token>`, which the host refuses.
 */
export const GRADER_TOKEN_SECURITY = [{ graderToken: [] }];

const SESSION_AND_CSRF = [{ session: [], csrf: [] }];

/**
 * What a route's OpenAPI `security` says, as the server's preHandler checks it: none for public and external routes, a
 * session for reads, a session and the CSRF header for writes. A route (or plugin) may declare its own (the exams host).
 */
const sessionSecurity = (method: string, config: { public?: boolean; external?: boolean }) =>
  config.public || config.external
    ? []
    : ['GET', 'HEAD', 'OPTIONS'].includes(method)
      ? [{ session: [] }]
      : SESSION_AND_CSRF;

/**
 * Schemas once (issue 22): routes declare the contract's zod schemas (`schema: {params, querystring, body, response}`);
 * they validate the requests (a body reaches the handler as parsed) and @fastify/swagger turns them into the OpenAPI 3
 * document, served with Swagger UI at `/api/docs`. Replies are written as the handler built them (the contract's
 * schemas strip unknown keys, and the wire keeps them); under `NODE_ENV=test` a reply that does not match its declared
 * schema fails with 500, so the suites catch a contract drift.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  // A request part that fails its schema is a 422 with the contract's messages (the `errors` body of ADR 0001). A body
  // that passes reaches the handler as its schema parsed it: the contract's normalisations apply to every caller, not
  // only to the forms (DS-13: a blank address is null; list defaults such as a tutoring's `bookings: []`). Its keys
  // are the sent ones (the contract's body objects are loose; the two strict ones, Pusher auth and the local tokenizer,
  // drop keys their handlers never read). Params, query strings and headers reach it as sent.
  app.setValidatorCompiler(({ schema, httpPart }) => (data) => {
    const parsed = (schema as z.ZodType).safeParse(data);
    if (parsed.success) return { value: httpPart === 'body' ? parsed.data : data };
    // A refused body lists its messages in `errors` and per field path in `fields` (issue 23.1).
    return {
      error:
        httpPart === 'body'
          ? bodyError(parsed.error, envelopeKey(data), data)
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
  app.addHook('onRoute', (route) => {
    if (route.schema?.security) return;
    const method = Array.isArray(route.method) ? route.method[0]! : route.method;
    route.schema = { ...route.schema, security: sessionSecurity(method, route.config ?? {}) };
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
          graderToken: {
            type: 'apiKey',
            in: 'header',
            name: 'Authorization',
            description: 'The exams host: `Token <grader token>`.',
          },
        },
      },
      security: SESSION_AND_CSRF,
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
