import { z } from 'zod';

/** The JSON body of every 4xx/5xx answer of the API. */
export const apiErrorSchema = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
  /** Per-field messages when the request body failed validation. */
  fieldErrors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

export const emailSchema = z
  .string()
  .trim()
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
