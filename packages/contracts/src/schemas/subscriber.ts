import { z } from 'zod';
import { birthDateSchema, isoDateSchema, textSchema } from './common.js';
import { TEXT_INPUT_MAX } from '../rules/input.js';

export const subscriberSchema = z.object({
  nome: z.string(),
  telefone: z.string(),
  email: z.string(),
  // What is stored is answered as it is: the birth-date range is checked when it is saved.
  nascimento: isoDateSchema.nullable(),
  endereco: z.string(),
  avatar: z.string().nullable().optional(),
  /** Whether `telefone` was proved by an SMS code (it stops being so when the phone changes). */
  telefoneVerificado: z.boolean(),
});
export type Subscriber = z.infer<typeof subscriberSchema>;

const field = textSchema.max(TEXT_INPUT_MAX, 'No máximo 50 caracteres.');

/** What 'Salvar' on Edit personal info sends. The e-mail is the sign-in identity and is not editable here. */
export const subscriberPatchSchema = z
  .object({
    nome: field.min(1, 'Informe o nome.'),
    telefone: field.optional(),
    nascimento: birthDateSchema.nullable().optional(),
    endereco: field.optional(),
  })
  .strict();
export type SubscriberPatch = z.infer<typeof subscriberPatchSchema>;

export const usersResponseSchema = z.object({
  users: z.array(z.object({ id: z.string(), name: z.string(), photo: z.string() })),
});
export type UsersResponse = z.infer<typeof usersResponseSchema>;

/** POST /assinante/telefone/codigo: where the SMS went (masked) and when another may be asked for. */
export const phoneCodeResponseSchema = z.object({
  message: z.string(),
  sentTo: z.string(),
  resendAfterSeconds: z.number().int(),
});
export type PhoneCodeResponse = z.infer<typeof phoneCodeResponseSchema>;

/** POST /assinante/telefone/verificar. */
export const verifyPhoneBodySchema = z.object({ otp: z.string().regex(/^\d{6}$/, 'O código tem 6 dígitos.') }).strict();
export type VerifyPhoneBody = z.infer<typeof verifyPhoneBodySchema>;
