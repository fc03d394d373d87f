import { z } from 'zod/mini';
import { API_ERROR_REASONS } from '../rules/api-errors.js';
import { STAFF_ACCESS } from '../rules/staff.js';
import {
  birthDateProblem,
  CONTROL_CHARACTER_MESSAGE,
  DATE_FORMAT_MESSAGE,
  hasControlCharacter,
  hasInvisibleControl,
  INVISIBLE_CHARACTER_MESSAGE,
} from '../rules/input.js';

// zod's own pt-BR words for a check the contracts wrote none for; theirs still win.
z.config(z.locales.ptBR());

export const apiErrorSchema = z
  .object({
    statusCode: z.int(),
    error: z.string(),
    message: z.string(),
    fieldErrors: z.optional(z.record(z.string(), z.array(z.string()))),
    reason: z.optional(z.enum(API_ERROR_REASONS)),
    /** A staff route's 403: the role it needs. */
    role: z.optional(z.enum(STAFF_ACCESS)),
  })
  .register(z.globalRegistry, {
    id: 'ApiError',
    description: 'Every 4xx/5xx answer: the status, its name and a message to show.',
  });
export type ApiError = z.infer<typeof apiErrorSchema>;

/**
 * An `ApiError` with fields of its own (a refusal a screen acts on), as one object: the intersection
 * of two closed objects would let no answer through (each half refuses the other's fields).
 */
export const apiErrorWith = <S extends z.core.$ZodLooseShape>(id: string, shape: S) =>
  z.extend(apiErrorSchema, shape).register(z.globalRegistry, {
    id,
    description: `An ApiError that also says ${Object.keys(shape).join(', ')}.`,
  });

const noControlCharacter = z.refine<string>((text) => !hasControlCharacter(text), CONTROL_CHARACTER_MESSAGE);

/** Text taken verbatim (passwords, tokens). Every request text field is built on this or `textSchema`. */
export const rawTextSchema = z.string().check(noControlCharacter);

/** One line a person typed: trimmed (a pasted newline goes), then no C0, C1 or bidi control. */
export const textSchema = z.string().check(
  z.trim(),
  noControlCharacter,
  z.refine<string>((text) => !hasInvisibleControl(text), INVISIBLE_CHARACTER_MESSAGE),
);

/** Several lines a person wrote: as `textSchema`, line breaks kept as LF; `missing` says what a field left out is told. */
export const multilineText = (missing?: string) =>
  z.string(missing ? { error: missing } : undefined).check(
    z.trim(),
    z.overwrite((text) => text.replace(/\r\n?/g, '\n')),
    z.refine<string>((text) => !hasControlCharacter(text.replaceAll('\n', '')), CONTROL_CHARACTER_MESSAGE),
    z.refine<string>((text) => !hasInvisibleControl(text), INVISIBLE_CHARACTER_MESSAGE),
  );

/** A message about a request, a reason: several lines. */
export const multilineTextSchema = multilineText();

export const sixDigitCodeSchema = z.string().check(z.regex(/^\d{6}$/, 'O código tem 6 dígitos.'));

export const emailSchema = z.pipe(
  textSchema.check(
    z.toLowerCase(),
    z.minLength(1, 'Informe o e-mail.'),
    z.minLength(3, 'E-mail inválido.'),
    z.maxLength(254, 'E-mail inválido.'),
  ),
  z.email({ message: 'E-mail inválido.' }),
);

/** A real calendar date, YYYY-MM-DD, from year 0001 (PostgreSQL has no 0000); later checks only on one. */
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

export const openApiDocumentSchema = z.looseObject({
  openapi: z.string(),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.unknown()),
});

/** No fields: no body at all (Fastify reads it as null), or `{}`. */
export const emptyBodySchema = z.nullish(z.strictObject({}));
