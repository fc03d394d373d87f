import { STATUS_CODES } from 'node:http';
import fastifySwagger, { type SwaggerTransform } from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { core } from 'zod';
import { API_PREFIX, apiErrorSchema, apiPaths, openApiDocumentSchema } from '@game-assist/contracts';
import { requireAuth } from './auth.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** For answers a route sends as bytes it serialized itself, which no response schema sees. */
    documentedResponses?: Record<number, core.$ZodType>;
  }
}

/** Swagger UI's one style element; the e2e test of /api/docs fails when an upgrade changes it. */
const SWAGGER_UI_STYLE_HASH = "'sha256-RL3ie0nH+Lzz2YNqQN83mnU0J1ot4QL7b99vMdIX99w='";

export const API_DOCS_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  `style-src 'self' ${SWAGGER_UI_STYLE_HASH}`,
  "img-src 'self' data:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

const RATE_LIMIT_HEADERS = {
  'retry-after': { type: 'integer', description: 'Seconds to wait before trying again.' },
  'x-ratelimit-limit': { type: 'integer', description: 'Requests allowed per window from this address.' },
  'x-ratelimit-remaining': { type: 'integer', description: 'Requests left in the window (0 here).' },
  'x-ratelimit-reset': { type: 'integer', description: 'Seconds until the window starts again.' },
};

/** The failures a route can answer besides the ones it declares, as the app is built. */
function implicitErrors(route: RouteOptions): Record<number, core.$ZodType> {
  const schema = route.schema ?? {};
  const errors: Record<number, core.$ZodType> = {
    // Any failure we did not foresee (masked), and overload or a restart in progress.
    500: apiErrorSchema,
    503: apiErrorSchema,
  };
  if (schema.body || schema.params || schema.querystring) errors[400] = apiErrorSchema;
  if (schema.body) errors[413] = apiErrorSchema;
  if (route.config?.rateLimit) errors[429] = apiErrorSchema;
  if (signedIn(route)) errors[401] = apiErrorSchema;
  return errors;
}

function signedIn(route: RouteOptions): boolean {
  return [route.preHandler].flat().includes(requireAuth);
}

/** The zod provider's transform, given each route's answers including those the plugins add. */
const transform: SwaggerTransform = (document) => {
  const route = document.route;
  const schema = document.schema ?? {};
  if (schema.hide) return jsonSchemaTransform(document);
  const declared = (schema.response ?? {}) as Record<number, unknown>;
  const response = { ...implicitErrors(route), ...route.config?.documentedResponses, ...declared };
  const security = signedIn(route) ? { security: [{ bearer: [] }] } : {};
  const result = jsonSchemaTransform({ ...document, schema: { ...schema, ...security, response } });
  const answers = (result.schema as { response: Record<string, Record<string, unknown>> }).response;
  for (const [status, answer] of Object.entries(answers)) {
    answer.description ??= STATUS_CODES[status] ?? status;
    if (status === '429') answer.headers = RATE_LIMIT_HEADERS;
  }
  return result;
};

/** Documents every route registered after it (docs/decisions/009-openapi-from-the-contracts.md). */
async function registerApiDocs(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Game Assist API',
        version: '1.0.0',
        description:
          'Subscriber accounts, sign-in by e-mail code, the coverage catalogue and partner offers. ' +
          'Every error answer is an `ApiError`; limited answers carry `Retry-After` and `x-ratelimit-*`.',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform,
    transformObject: jsonSchemaTransformObject,
  });

  app.get(
    `${API_PREFIX}${apiPaths.openApi}`,
    { schema: { summary: 'This document', response: { 200: openApiDocumentSchema } } },
    async () => app.swagger(),
  );

  await app.register(fastifySwaggerUi, {
    routePrefix: `${API_PREFIX}${apiPaths.docs}`,
    staticCSP: API_DOCS_CSP,
    uiConfig: { deepLinking: true },
  });
}

export const apiDocs = fp(registerApiDocs, { name: 'api-docs', fastify: '5.x' });
