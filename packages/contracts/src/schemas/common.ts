import { z } from 'zod/mini';
import {
  birthDateProblem,
  CONTROL_CHARACTER_MESSAGE,
  DATE_FORMAT_MESSAGE,
  hasControlCharacter,
  hasInvisibleControl,
  INVISIBLE_CHARACTER_MESSAGE,
} from '../rules/input.js';

/** The JSON body of every 4xx/5xx answer of the API; `fieldErrors` when a request's fields failed. */
export const apiErrorSchema = z
  .object({
    statusCode: z.int(),
    error: z.string(),
    message: z.string(),
    fieldErrors: z.optional(z.record(z.string(), z.array(z.string()))),
  })
  .register(z.globalRegistry, {
    id: 'ApiError',
    description: 'Every 4xx/5xx answer: the status, its name and a message to show.',
  });
export type ApiError = z.infer<typeof apiErrorSchema>;

const noControlCharacter = z.refine<string>((text) => !hasControlCharacter(text), CONTROL_CHARACTER_MESSAGE);

/**
 * Text taken verbatim (passwords, tokens): no C0 control or DEL, since no field of the API is
 * multi-line. Every request text field is built on this or `textSchema`, never a bare string.
 */
export const rawTextSchema = z.string().check(noControlCharacter);

/**
 * One line a person typed (names, notes, addresses, phone, e-mail): trimmed first (a pasted
 * trailing newline is dropped), then as `rawTextSchema`, and no C1 control or bidi override either.
 */
export const textSchema = z.string().check(
  z.trim(),
  noControlCharacter,
  z.refine<string>((text) => !hasInvisibleControl(text), INVISIBLE_CHARACTER_MESSAGE),
);

/** An e-mailed or SMS one-time code. */
export const sixDigitCodeSchema = z.string().check(z.regex(/^\d{6}$/, 'O código tem 6 dígitos.'));

export const emailSchema = z.pipe(
  textSchema.check(z.toLowerCase(), z.minLength(3), z.maxLength(254)),
  z.email({ message: 'E-mail inválido.' }),
);

/**
 * A real calendar date as YYYY-MM-DD: the day exists in its month and the year is 0001 or later
 * (PostgreSQL has no year 0000). Later checks run only on a date that passed these.
 */
export const isoDateSchema = z.iso
  .date({ error: DATE_FORMAT_MESSAGE, abort: true })
  .check(z.refine((date) => !date.startsWith('0000-'), { error: DATE_FORMAT_MESSAGE, abort: true }));

export const birthDateSchema = isoDateSchema.check(
  z.superRefine((date, context) => {
    const problem = birthDateProblem(date);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  }),
);

export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
  uptimeSeconds: z.number(),
});
export type Health = z.infer<typeof healthSchema>;

/** GET /api/openapi.json: an OpenAPI 3.1 document (its details are OpenAPI's, not ours). */
export const openApiDocumentSchema = z.looseObject({
  openapi: z.string(),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.unknown()),
});

/** The body of a POST that takes no fields: none at all (Fastify reads none as null), or `{}`. */
export const emptyBodySchema = z.nullish(z.strictObject({}));
