import { readFileSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '#api/test/app.js';
import { API_DOCS_CSP, securitySchemes } from './api-docs.js';
import { bodyExamples } from './api-examples.js';

/**
 * GET /api/openapi.json documents every route the app registers, whoever adds it: the routes are
 * read from Fastify's router, not from a list kept by hand.
 */
let ctx: TestContext;
let document: OpenApiDocument;

interface Operation {
  operationId?: string;
  summary?: string;
  parameters?: { in: string; name: string }[];
  requestBody?: { content: Record<string, { schema: unknown; example?: unknown }> };
  responses: Record<string, { content?: Record<string, { schema: unknown }>; headers?: Record<string, unknown> }>;
  security?: unknown[];
}
interface OpenApiDocument {
  openapi: string;
  info: { version: string; license?: { name: string }; contact?: { name: string; url?: string } };
  servers: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown> };
}

/** The documentation's own pages and files, which are not API operations. */
const isDocsPage = (path: string) => path === '/api/docs' || path.startsWith('/api/docs/');

/**
 * Every method and path Fastify's router holds (HEAD is Fastify's own twin of each GET), read from
 * its printed tree: each line is a path segment under the line above it at one depth less.
 */
function registeredRoutes(): { method: string; path: string }[] {
  const routes: { method: string; path: string }[] = [];
  const parents: string[] = [];
  for (const line of ctx.app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^((?:│ {3}| {4})*)(?:├── |└── )(\S+)(?: \(([^)]+)\))?/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    const path = (parents[depth - 1] ?? '') + (match[2] ?? '');
    parents[depth] = path;
    for (const method of match[3]?.split(', ') ?? []) {
      if (method !== 'HEAD') routes.push({ method: method.toLowerCase(), path });
    }
  }
  return routes;
}

/** The required fields of an answer's component (ApiError, or one extending it), the schema or one of its anyOf. */
function errorShape(content: Record<string, { schema: unknown }> | undefined): string[] {
  const schema = content?.['application/json']?.schema as { $ref?: string; anyOf?: { $ref?: string }[] } | undefined;
  const ref = [schema, ...(schema?.anyOf ?? [])].find((member) => member?.$ref)?.$ref ?? '';
  const name = /^#\/components\/schemas\/(\w+)$/.exec(ref)?.[1] ?? '';
  return (document.components.schemas[name] as { required?: string[] } | undefined)?.required ?? [];
}

const openApiPath = (path: string) => path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

beforeAll(async () => {
  ctx = await createTestApp();
  const response = await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(response.statusCode).toBe(200);
  document = response.json();
});
afterAll(async () => {
  await ctx.close();
});

describe('GET /api/openapi.json', () => {
  it('is an OpenAPI 3.1 document whose errors share one schema', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.components.schemas.ApiError).toMatchObject({
      type: 'object',
      required: expect.arrayContaining(['statusCode', 'error', 'message']),
    });
  });

  it('has every registered route, with its request, its answers and its errors', () => {
    const routes = registeredRoutes().filter((route) => !isDocsPage(route.path));
    // The parse of the router's tree found the routes (a docs page among them, set aside).
    expect(routes).toContainEqual({ method: 'post', path: '/api/auth/request-otp' });
    expect(registeredRoutes()).toContainEqual({ method: 'get', path: '/api/docs/json' });
    for (const { method, path } of routes) {
      const where = `${method.toUpperCase()} ${path}`;
      const operation = document.paths[openApiPath(path)]?.[method];
      expect(operation, `${where} is missing from the OpenAPI document`).toBeDefined();
      if (!operation) continue;
      const statuses = Object.keys(operation.responses);
      const success = statuses.filter((status) => status.startsWith('2'));
      expect(success, `${where}: a success answer`).not.toEqual([]);
      for (const status of success) {
        // 204 No Content has no body to describe.
        if (status === '204') expect(operation.responses[status]?.content, `${where} 204`).toBeUndefined();
        else
          expect(
            Object.values(operation.responses[status]?.content ?? {})[0]?.schema,
            `${where} ${status}`,
          ).toBeDefined();
      }
      for (const status of statuses.filter((code) => /^[45]/.test(code))) {
        expect(errorShape(operation.responses[status]?.content), `${where} ${status}: an ApiError`).toEqual(
          expect.arrayContaining(['statusCode', 'error', 'message']),
        );
      }
      expect(statuses, `${where}: masked failures and overload`).toEqual(expect.arrayContaining(['500', '503']));
      for (const name of path.match(/:([A-Za-z0-9_]+)/g) ?? []) {
        expect(
          operation.parameters?.map((parameter) => parameter.name),
          `${where}: path parameter`,
        ).toContain(name.slice(1));
      }
      if (method === 'post' || method === 'patch' || method === 'put') {
        expect(operation.requestBody?.content['application/json']?.schema, `${where}: request body`).toBeDefined();
        expect(statuses, `${where}: invalid input`).toContain('400');
      }
    }
  });

  it('names, sums up in Portuguese and secures every operation', () => {
    const ids: string[] = [];
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const where = `${method.toUpperCase()} ${path}`;
        expect(operation.operationId, `${where}: operationId`).toMatch(/^[a-z][A-Za-z0-9]*$/);
        expect(operation.summary, `${where}: summary`).toMatch(/^[A-ZÀ-Ú]/);
        ids.push(operation.operationId ?? '');
        expect(operation.security, `${where}: security (public ones [])`).toBeInstanceOf(Array);
        const schemes = (operation.security ?? []).flatMap((requirement) => Object.keys(requirement as object));
        for (const scheme of schemes) expect(Object.keys(securitySchemes), where).toContain(scheme);
        // A credential the operation asks for can be refused.
        if (schemes.length > 0) expect(Object.keys(operation.responses), `${where}: 401`).toContain('401');
      }
    }
    expect(new Set(ids).size, 'operationIds are unique').toBe(ids.length);
    expect(document.paths['/api/assinante']?.patch?.operationId).toBe('updateSubscriber');
    expect(document.paths['/api/operador/cobrancas']?.get?.security).toEqual([{ bearer: [] }]);
    expect(document.paths['/api/pagamentos/asaas/webhook']?.post?.security).toEqual([{ asaasWebhook: [] }]);
    expect(document.paths['/api/coberturas']?.get?.security).toEqual([]);
  });

  it('gives every request body an example its schema accepts', () => {
    const used = new Set<string>();
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const body = operation.requestBody?.content['application/json'];
        if (!body) continue;
        used.add(operation.operationId ?? '');
        expect(body.example, `${method.toUpperCase()} ${path}: example`).toBeDefined();
      }
    }
    // The examples' validity against their schemas is redocly's no-invalid-media-type-examples (npm run lint).
    expect(Object.keys(bodyExamples).filter((id) => !used.has(id))).toEqual([]);
  });

  it("takes its version, licence and author from the API's package.json", () => {
    const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
      version: string;
      license: string;
    };
    expect(document.info).toMatchObject({ version: pkg.version, license: { name: pkg.license } });
    expect(document.info.contact?.name).toBeTruthy();
    expect(document.servers).toEqual([{ url: '/', description: 'This server' }]);
  });

  it('is the document checked in as apps/api/openapi.json, which npm run lint checks', () => {
    const file = new URL('../../openapi.json', import.meta.url);
    const current = `${JSON.stringify(document, null, 2)}\n`;
    if (process.env.UPDATE_API_DOCUMENT) writeFileSync(file, current);
    expect(
      readFileSync(file, 'utf8') === current,
      'apps/api/openapi.json is out of date: `npm run api-document` rewrites it and the typed client’s types',
    ).toBe(true);
  });

  it('says which answers are rate limited (with their headers) and which need a session', () => {
    const requestOtp = document.paths['/api/auth/request-otp']?.post;
    expect(Object.keys(requestOtp?.responses['429']?.headers ?? {})).toEqual(
      expect.arrayContaining(['retry-after', 'x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset']),
    );
    expect(requestOtp?.security).toEqual([]);
    const profile = document.paths['/api/assinante']?.get;
    expect(profile?.security).toEqual([{ bearer: [] }]);
    expect(Object.keys(profile?.responses ?? {})).toContain('401');
  });
});

describe('GET /api/openapi.json on a server with PUBLIC_URL', () => {
  it('names that origin as the server, and the site as the contact', async () => {
    const served = await createTestApp({ PUBLIC_URL: 'https://assinatura.exemplo.com.br/app/' });
    try {
      const answer = (await served.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<OpenApiDocument>();
      expect(answer.servers).toEqual([{ url: 'https://assinatura.exemplo.com.br' }]);
      expect(answer.info.contact?.url).toBe('https://assinatura.exemplo.com.br/');
    } finally {
      await served.close();
    }
  });
});

describe('GET /api/docs', () => {
  it('serves Swagger UI from this origin under a policy of its own, with no inline script or style', async () => {
    const page = await ctx.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toBe(API_DOCS_CSP);
    expect(API_DOCS_CSP).not.toContain('unsafe-inline');
    const scripts = [...page.body.matchAll(/<script src="([^"]+)"/g)].map((match) => match[1] ?? '');
    expect(scripts.length).toBeGreaterThan(0);
    expect(page.body).not.toMatch(/<script>|<script [^>]*>[^<\s]/);
    for (const script of scripts) {
      expect(script).not.toMatch(/^(https?:)?\/\//);
      const file = await ctx.app.inject({ method: 'GET', url: new URL(script, 'http://app/api/docs/').pathname });
      expect(file.statusCode, script).toBe(200);
      expect(file.headers['content-security-policy']).toBe(API_DOCS_CSP);
    }
  });

  it('leaves the other API answers their own policy', async () => {
    const health = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  });
});
