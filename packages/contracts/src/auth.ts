import { z } from 'zod';
import { emailSchema, TEXT_INPUT_MAX } from './common.js';

export const OTP_LENGTH = 6;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_RULE_MESSAGE =
  'A senha deve ter pelo menos 8 caracteres, incluindo letras maiúsculas, minúsculas, números e caracteres especiais.';
export const PASSWORDS_DIFFER_MESSAGE = 'As senhas não coincidem.';

/** SPEC §5: at least 8 characters with an upper-case, a lower-case, a digit and a special character. */
export function isStrongPassword(password: string): boolean {
  return (
    password.length >= PASSWORD_MIN_LENGTH &&
    /[A-Z]/.test(password) &&
    /[a-z]/.test(password) &&
    /\d/.test(password) &&
    /[^A-Za-z0-9]/.test(password)
  );
}

export const passwordSchema = z.string().max(128).refine(isStrongPassword, { message: PASSWORD_RULE_MESSAGE });

const nameSchema = z.string().trim().min(1).max(TEXT_INPUT_MAX);

export const sessionUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  nome: z.string(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const authSessionSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  user: sessionUserSchema,
});
export type AuthSession = z.infer<typeof authSessionSchema>;

export const requestOtpBodySchema = z.object({
  identifier: emailSchema,
  type: z.literal('email'),
});
export type RequestOtpBody = z.infer<typeof requestOtpBodySchema>;

/** The same answer for every accepted request, known e-mail or not. */
export const requestOtpResponseSchema = z.object({
  message: z.string(),
  /** Seconds before another code may be requested for this identifier. */
  resendAfterSeconds: z.number().int(),
});
export type RequestOtpResponse = z.infer<typeof requestOtpResponseSchema>;

export const verifyOtpBodySchema = z.object({
  identifier: emailSchema,
  type: z.literal('email'),
  otp: z.string().regex(/^\d{6}$/, 'O código tem 6 dígitos.'),
});
export type VerifyOtpBody = z.infer<typeof verifyOtpBodySchema>;

export const signupBodySchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  firstName: nameSchema,
  lastName: nameSchema,
});
export type SignupBody = z.infer<typeof signupBodySchema>;

export const loginBodySchema = z.object({
  email: emailSchema,
  password: z.string().min(1).max(128),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const refreshBodySchema = z.object({
  refreshToken: z.string().min(1).max(256),
});
export type RefreshBody = z.infer<typeof refreshBodySchema>;

export const logoutBodySchema = refreshBodySchema;
export type LogoutBody = z.infer<typeof logoutBodySchema>;

export const okResponseSchema = z.object({ ok: z.literal(true) });
