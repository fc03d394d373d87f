import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';

interface MediaType {
  schema?: object;
}
interface Operation {
  responses: Record<string, { content?: Record<string, MediaType> }>;
}
export interface ApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components?: object;
}

/** One answer as the app sent it: the route's pattern as Fastify registered it (`/api/x/:id`), undefined when none matched. */
export interface Answer {
  method: string;
  route: string | undefined;
  url: string;
  statusCode: number;
  contentType: string | undefined;
  /** The bytes sent; undefined for a stream, whose body is not read. */
  body: string | undefined;
}

const NO_BODY = new Set([204, 304]);

/** Whether an answer's path is one the API document describes (the docs' own pages are not operations). */
function documented(url: string): boolean {
  const path = url.split('?')[0] ?? '';
  if (path === '/api/docs' || path.startsWith('/api/docs/')) return false;
  return path === '/api' || path.startsWith('/api/') || path.startsWith('/.well-known/');
}

/**
 * Checks answers against the API document: their operation, status, media type and, for JSON,
 * their body by the documented schema. Returns what does not match, empty when all does.
 */
export function answerChecker(document: ApiDocument): (answer: Answer) => string[] {
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });
  const validators = new Map<string, ValidateFunction>();
  const validator = (key: string, schema: object) => {
    let validate = validators.get(key);
    if (!validate) {
      validate = ajv.compile({ $id: `answer:${key}`, components: document.components, allOf: [schema] });
      validators.set(key, validate);
    }
    return validate;
  };
  const errorSchema = { $ref: '#/components/schemas/ApiError' };

  return (answer) => {
    if (!documented(answer.url)) return [];
    const method = answer.method === 'HEAD' ? 'get' : answer.method.toLowerCase();
    const where = `${answer.method} ${answer.route ?? answer.url} ${answer.statusCode}`;
    // No route matched (Fastify's 404 and the like): not an operation, but still an ApiError.
    const path = answer.route?.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
    const operation = path ? document.paths[path]?.[method] : undefined;
    if (path && !operation) return [`${answer.method} ${path} is not in the API document`];
    const response = operation
      ? (operation.responses[String(answer.statusCode)] ?? operation.responses.default)
      : { content: { 'application/json': { schema: errorSchema } } };
    if (!response) {
      const statuses = Object.keys(operation?.responses ?? {}).join(', ');
      return [`${where}: status not documented (documented: ${statuses})`];
    }
    // Fastify drops whatever a 204 or 304 was given to send, as HTTP says; HEAD has no body either.
    if (NO_BODY.has(answer.statusCode) || answer.method === 'HEAD') return [];
    if (!response.content) return answer.body === '' ? [] : [`${where}: a body where the document has none`];
    const type = answer.contentType?.split(';')[0]?.trim().toLowerCase() ?? '';
    const media = response.content[type];
    if (!media) return [`${where}: Content-Type ${type || 'none'} not documented (${Object.keys(response.content)})`];
    if (type !== 'application/json' || answer.body === undefined || !media.schema) return [];
    let body: unknown;
    try {
      body = JSON.parse(answer.body);
    } catch {
      return [`${where}: not JSON`];
    }
    const validate = validator(`${path ?? 'unmatched'}:${method}:${answer.statusCode}:${type}`, media.schema);
    if (validate(body)) return [];
    return (validate.errors ?? []).map(
      (error) =>
        `${where}: body${error.instancePath} ${error.message ?? 'invalid'}` +
        (error.keyword === 'additionalProperties' ? ` (${JSON.stringify(error.params)})` : ''),
    );
  };
}
