import { z } from 'zod';
import { CONTROL_CHARACTER_MESSAGE, hasControlCharacter } from './rules.js';

/** The JSON body of every 4xx/5xx answer of the API. */
export const apiErrorSchema = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
  /** Per-field messages when the request body failed validation. */
  fieldErrors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/**
 * Text taken verbatim (passwords, tokens): any characters but C0 controls and DEL. No field of
 * the API is multi-line, so tab and newline are refused too. Build every request text field on
 * this or on `textSchema`, never on a bare `z.string()`.
 */
export const rawTextSchema = z.string().refine((text) => !hasControlCharacter(text), CONTROL_CHARACTER_MESSAGE);

/** One line a person typed: trimmed first (a pasted trailing newline is dropped), then as `rawTextSchema`. */
export const textSchema = z
  .string()
  .trim()
  .refine((text) => !hasControlCharacter(text), CONTROL_CHARACTER_MESSAGE);

export const emailSchema = textSchema
  .toLowerCase()
  .min(3)
  .max(254)
  .pipe(z.email({ message: 'E-mail inválido.' }));

/** A calendar date as YYYY-MM-DD (shown to people as DD/MM/AAAA). */
export const isoDateSchema = z.iso.date();

export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
  uptimeSeconds: z.number(),
});
export type Health = z.infer<typeof healthSchema>;
