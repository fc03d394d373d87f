import { z } from 'zod';
import {
  birthDateProblem,
  CONTROL_CHARACTER_MESSAGE,
  DATE_FORMAT_MESSAGE,
  hasControlCharacter,
  hasInvisibleControl,
  INVISIBLE_CHARACTER_MESSAGE,
} from '../rules/input.js';

/** The JSON body of every 4xx/5xx answer of the API. */
export const apiErrorSchema = z
  .object({
    statusCode: z.number().int(),
    error: z.string(),
    message: z.string(),
    /** Per-field messages when the request body failed validation. */
    fieldErrors: z.record(z.string(), z.array(z.string())).optional(),
  })
  .meta({ id: 'ApiError', description: 'Every 4xx/5xx answer: the status, its name and a message to show.' });
export type ApiError = z.infer<typeof apiErrorSchema>;

/**
 * Text taken verbatim (passwords, tokens): any characters but C0 controls and DEL. No field of
 * the API is multi-line, so tab and newline are refused too. Build every request text field on
 * this or on `textSchema`, never on a bare `z.string()`.
 */
export const rawTextSchema = z.string().refine((text) => !hasControlCharacter(text), CONTROL_CHARACTER_MESSAGE);

/**
 * One line a person typed (names, notes, addresses, phone, e-mail): trimmed first (a pasted
 * trailing newline is dropped), then as `rawTextSchema`, and no C1 control or bidi override either.
 */
export const textSchema = z
  .string()
  .trim()
  .refine((text) => !hasControlCharacter(text), CONTROL_CHARACTER_MESSAGE)
  .refine((text) => !hasInvisibleControl(text), INVISIBLE_CHARACTER_MESSAGE);

export const emailSchema = textSchema
  .toLowerCase()
  .min(3)
  .max(254)
  .pipe(z.email({ message: 'E-mail inválido.' }));

/**
 * A real calendar date as YYYY-MM-DD (shown to people as DD/MM/AAAA): the day exists in its
 * month (29 February only in leap years) and the year is 0001 or later; PostgreSQL, like the
 * Gregorian calendar, has no year 0000. Later checks run only on a date that passed these.
 */
export const isoDateSchema = z.iso
  .date({ error: DATE_FORMAT_MESSAGE, abort: true })
  .refine((date) => !date.startsWith('0000-'), { error: DATE_FORMAT_MESSAGE, abort: true });

/** A birth date: a real calendar date from BIRTH_DATE_MIN_YEAR on, and not in the future. */
export const birthDateSchema = isoDateSchema.superRefine((date, context) => {
  const problem = birthDateProblem(date);
  if (problem) context.addIssue({ code: 'custom', message: problem });
});

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
export const emptyBodySchema = z.object({}).strict().nullish();
