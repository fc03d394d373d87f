import { z } from 'zod/mini';
import { birthDateSchema, isoDateSchema, sixDigitCodeSchema, textSchema } from './common.js';
import { TEXT_INPUT_MAX } from '../rules/input.js';

export const subscriberSchema = z.object({
  nome: z.string(),
  telefone: z.string(),
  email: z.string(),
  // What is stored is answered as it is: the birth-date range is checked when it is saved.
  nascimento: z.nullable(isoDateSchema),
  endereco: z.string(),
  avatar: z.optional(z.nullable(z.string())),
  telefoneVerificado: z.boolean(),
  /** For a dependant signed in, the titular whose plan they are on (the plan, its charges and dependants are the titular's); else null. */
  titular: z.nullable(z.object({ nome: z.string() })),
});
export type Subscriber = z.infer<typeof subscriberSchema>;

const field = textSchema.check(z.maxLength(TEXT_INPUT_MAX, 'No máximo 50 caracteres.'));

export const subscriberPatchSchema = z.strictObject({
  nome: field.check(z.minLength(1, 'Informe o nome.')),
  telefone: z.optional(field),
  nascimento: z.optional(z.nullable(birthDateSchema)),
  endereco: z.optional(field),
});
export type SubscriberPatch = z.infer<typeof subscriberPatchSchema>;

export const usersResponseSchema = z.object({
  users: z.array(z.object({ id: z.string(), name: z.string(), photo: z.string() })),
});
export type UsersResponse = z.infer<typeof usersResponseSchema>;

export const phoneCodeResponseSchema = z.object({
  message: z.string(),
  sentTo: z.string(),
  resendAfterSeconds: z.int(),
});
export type PhoneCodeResponse = z.infer<typeof phoneCodeResponseSchema>;

export const verifyPhoneBodySchema = z.strictObject({ otp: sixDigitCodeSchema });
export type VerifyPhoneBody = z.infer<typeof verifyPhoneBodySchema>;
