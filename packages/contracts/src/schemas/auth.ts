import { z } from 'zod/mini';
import { emailSchema, rawTextSchema, sixDigitCodeSchema, textSchema } from './common.js';
import { isStrongPassword, PASSWORD_RULE_MESSAGE, TEXT_INPUT_MAX } from '../rules/input.js';

export const passwordSchema = rawTextSchema.check(
  z.maxLength(128),
  z.refine<string>(isStrongPassword, { message: PASSWORD_RULE_MESSAGE }),
);

const nameSchema = (empty: string) =>
  textSchema.check(z.minLength(1, empty), z.maxLength(TEXT_INPUT_MAX, 'No máximo 50 caracteres.'));

export const sessionUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  nome: z.string(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

const token = z.string().check(z.minLength(1));

export const authSessionSchema = z.object({
  access_token: token,
  refresh_token: token,
  user: sessionUserSchema,
  // A sign-in's only (base32): this device's 'Token de atendimento' secret, kept with the session.
  cardTokenSecret: z.optional(z.string().check(z.regex(/^[A-Z2-7]+=*$/))),
});
export type AuthSession = z.infer<typeof authSessionSchema>;

export const requestOtpBodySchema = z.object({
  identifier: emailSchema,
  type: z.literal('email'),
  // 'sign-up': the code of a pending sign-up, asked for again.
  purpose: z.optional(z.enum(['sign-in', 'sign-up'])),
});
export type RequestOtpBody = z.infer<typeof requestOtpBodySchema>;

export const requestOtpResponseSchema = z.object({
  message: z.string(),
  resendAfterSeconds: z.int(),
});
export type RequestOtpResponse = z.infer<typeof requestOtpResponseSchema>;

export const verifyOtpBodySchema = z.object({
  identifier: emailSchema,
  type: z.literal('email'),
  otp: sixDigitCodeSchema,
});
export type VerifyOtpBody = z.infer<typeof verifyOtpBodySchema>;

export const signupBodySchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  firstName: nameSchema('Informe o seu nome.'),
  lastName: nameSchema('Informe o seu sobrenome.'),
  affiliateCode: z.optional(rawTextSchema.check(z.maxLength(100))),
});
export type SignupBody = z.infer<typeof signupBodySchema>;

export const passwordResetRequestBodySchema = z.object({ email: emailSchema });
export type PasswordResetRequestBody = z.infer<typeof passwordResetRequestBodySchema>;

export const passwordResetBodySchema = z.object({
  email: emailSchema,
  code: sixDigitCodeSchema,
  password: passwordSchema,
});
export type PasswordResetBody = z.infer<typeof passwordResetBodySchema>;

export const passwordResetResponseSchema = z.object({ message: z.string() });
export type PasswordResetResponse = z.infer<typeof passwordResetResponseSchema>;

export const loginBodySchema = z.object({
  email: emailSchema,
  password: rawTextSchema.check(z.minLength(1), z.maxLength(128)),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const refreshBodySchema = z.object({
  refreshToken: rawTextSchema.check(z.minLength(1), z.maxLength(256)),
});
export type RefreshBody = z.infer<typeof refreshBodySchema>;

export const logoutBodySchema = refreshBodySchema;
export type LogoutBody = z.infer<typeof logoutBodySchema>;

export const okResponseSchema = z.object({ ok: z.literal(true) });
