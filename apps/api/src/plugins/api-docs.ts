import { readFileSync } from 'node:fs';
import { STATUS_CODES } from 'node:http';
import fastifySwagger, { type SwaggerTransform } from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { core } from 'zod';
import { API_PREFIX, apiErrorSchema, apiPaths, openApiDocumentSchema, type HttpMethod } from '@game-assist/contracts';
import { bodyExamples } from './api-examples.js';
import { describeOperation } from './api-operations.js';
import { requireAuth, roleOf, routeChecks } from './auth.js';

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
  if (schema.body) {
    errors[413] = apiErrorSchema;
    errors[415] = apiErrorSchema;
  }
  if (route.config?.rateLimit) errors[429] = apiErrorSchema;
  if (signedIn(route)) errors[401] = apiErrorSchema;
  if (preHandlers(route).some((handler) => roleOf(handler))) errors[403] = apiErrorSchema;
  return errors;
}

const preHandlers = (route: RouteOptions) => routeChecks(route);

function signedIn(route: RouteOptions): boolean {
  return preHandlers(route).some((handler) => handler === requireAuth || roleOf(handler) !== undefined);
}

/** The schemes the operations name in their `security`; a route checking a header of its own says so in its schema. */
export const securitySchemes = {
  bearer: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description:
      'The `access_token` of a sign-in (POST /api/auth/verify-otp, /api/login or /api/passkeys/login), valid ' +
      'for 15 minutes; POST /api/refresh-token gives a new one. The /api/operador/* and /api/admin/* operations need ' +
      "a staff member holding the operation's role (403 naming the role otherwise).",
  },
  asaasWebhook: {
    type: 'apiKey',
    in: 'header',
    name: 'asaas-access-token',
    description: 'The token set for the webhook in Asaas (ASAAS_WEBHOOK_TOKEN on the server).',
  },
  applePass: {
    type: 'apiKey',
    in: 'header',
    name: 'Authorization',
    description: "`ApplePass <authenticationToken>`: the pass's own token (Apple's PassKit web service).",
  },
} as const;

export type SecurityScheme = keyof typeof securitySchemes;
export const securedBy = (scheme: SecurityScheme) => [{ [scheme]: [] }];

type JsonSchema = Record<string, unknown>;
const mediaType = (schema: unknown) => (schema as JsonSchema | undefined)?.contentMediaType;

/**
 * A response schema naming a `contentMediaType` (zod's `.meta()`) answers bytes of that type, not
 * JSON; in a union beside JSON (`z.union([statement, z.string().meta({ contentMediaType: 'text/csv' })])`)
 * it is the other type the route can answer.
 */
function bytesOf(answer: JsonSchema): JsonSchema {
  const { description } = answer;
  const binary = { schema: { type: 'string', format: 'binary' } };
  const type = mediaType(answer);
  if (typeof type === 'string') return { description, content: { [type]: binary } };
  const members = Array.isArray(answer.anyOf) ? (answer.anyOf as JsonSchema[]) : [];
  const other = members.find((member) => typeof mediaType(member) === 'string');
  if (!other) return answer;
  const json = members.filter((member) => member !== other);
  const { anyOf: _members, ...rest } = answer;
  const schema = json.length === 1 ? { ...rest, ...json[0] } : { ...rest, anyOf: json };
  return { description, content: { 'application/json': { schema }, [String(mediaType(other))]: binary } };
}

/** The zod provider's transform, given each route's answers including those the plugins add. */
const transform: SwaggerTransform = (document) => {
  const route = document.route;
  const schema = document.schema ?? {};
  if (schema.hide) return jsonSchemaTransform(document);
  const declared = (schema.response ?? {}) as Record<number, unknown>;
  const response = { ...implicitErrors(route), ...route.config?.documentedResponses, ...declared };
  const security = schema.security ?? (signedIn(route) ? securedBy('bearer') : []);
  const operation = describeOperation(document.url, [route.method].flat()[0] as HttpMethod);
  const result = jsonSchemaTransform({ ...document, schema: { ...schema, ...operation, security, response } });
  const transformed = result.schema as {
    body?: Record<string, unknown>;
    response: Record<string, Record<string, unknown>>;
  };
  const example = operation && bodyExamples[operation.operationId];
  if (transformed.body && example !== undefined) transformed.body.examples = [example];
  for (const [status, schema] of Object.entries(transformed.response)) {
    const answer = bytesOf(schema);
    transformed.response[status] = answer;
    answer.description ??= STATUS_CODES[status] ?? status;
    if (status === '429') answer.headers = RATE_LIMIT_HEADERS;
  }
  return result;
};

/** The components the zod provider makes, less the ones no operation uses (the error schema's input twin). */
const transformObject: typeof jsonSchemaTransformObject = (input) => {
  const document = jsonSchemaTransformObject(input) as { components?: { schemas?: Record<string, unknown> } };
  const schemas = document.components?.schemas ?? {};
  for (const name of Object.keys(schemas)) {
    const { [name]: _self, ...rest } = schemas;
    const used = JSON.stringify({ ...document, components: { ...document.components, schemas: rest } });
    if (!used.includes(`"#/components/schemas/${name}"`)) delete schemas[name];
  }
  return document as ReturnType<typeof jsonSchemaTransformObject>;
};

/** This package's name, version, licence and author, for the document's `info`. */
const PACKAGE = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  version: string;
  license: string;
  author: { name: string; url?: string };
};

/** Documents every route registered after it (docs/decisions/009-openapi-from-the-contracts.md). */
async function registerApiDocs(app: FastifyInstance, { publicUrl }: { publicUrl: string | undefined }): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Game Assist API',
        version: PACKAGE.version,
        description:
          'Subscriber accounts, sign-in by e-mail code, the coverage catalogue and partner offers. ' +
          'Every error answer is an `ApiError`; limited answers carry `Retry-After` and `x-ratelimit-*`.',
        license: { name: PACKAGE.license },
        contact: { name: PACKAGE.author.name, ...(publicUrl ? { url: new URL('/', publicUrl).href } : {}) },
      },
      servers: [publicUrl ? { url: new URL(publicUrl).origin } : { url: '/', description: 'This server' }],
      components: { securitySchemes },
    },
    transform,
    transformObject,
  });

  app.get(`${API_PREFIX}${apiPaths.openApi}`, { schema: { response: { 200: openApiDocumentSchema } } }, async () =>
    app.swagger(),
  );

  await app.register(fastifySwaggerUi, {
    routePrefix: `${API_PREFIX}${apiPaths.docs}`,
    staticCSP: API_DOCS_CSP,
    uiConfig: { deepLinking: true },
  });
}

export const apiDocs = fp(registerApiDocs, { name: 'api-docs', fastify: '5.x' });
