import { z } from 'zod/mini';
import { CONSENT_PURPOSES } from '../rules/privacy.js';
import { sixDigitCodeSchema } from './common.js';

export const consentBodySchema = z.strictObject({
  purpose: z.enum(CONSENT_PURPOSES, { error: 'Finalidade desconhecida.' }),
  granted: z.boolean({ error: 'Diga se consente (true) ou não (false).' }),
});
export type ConsentBody = z.infer<typeof consentBodySchema>;

export const consentSchema = z.object({
  purpose: z.enum(CONSENT_PURPOSES),
  granted: z.boolean(),
  at: z.string(),
});
export type Consent = z.infer<typeof consentSchema>;

/** `current`: the latest answer per purpose; `history`: every answer, newest first. */
export const consentListSchema = z.object({
  current: z.array(consentSchema),
  history: z.array(consentSchema),
});
export type ConsentList = z.infer<typeof consentListSchema>;

export const deviceSessionSchema = z.object({
  id: z.string(),
  device: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string(),
  current: z.boolean(),
});
export type DeviceSession = z.infer<typeof deviceSessionSchema>;

export const deviceSessionListSchema = z.object({ items: z.array(deviceSessionSchema) });
export type DeviceSessionList = z.infer<typeof deviceSessionListSchema>;

export const endedSessionsSchema = z.object({ ended: z.int() });
export type EndedSessions = z.infer<typeof endedSessionsSchema>;

/** Where a confirmation code went: the account's e-mail. */
export const privacyCodeResponseSchema = z.object({ message: z.string(), resendAfterSeconds: z.int() });
export type PrivacyCodeResponse = z.infer<typeof privacyCodeResponseSchema>;

const rows = z.array(z.record(z.string(), z.unknown()));

/** Everything held about the account, a section per kind (LGPD art. 18 V); loose, so a module can add one. */
export const myDataSchema = z.looseObject({
  geradoEm: z.string(),
  conta: z.record(z.string(), z.unknown()),
  perfil: z.nullable(z.record(z.string(), z.unknown())),
  assinatura: z.nullable(z.record(z.string(), z.unknown())),
  historicoDaAssinatura: rows,
  /** Each cancellation: protocol, kind, the reason typed, the last day. */
  cancelamentos: rows,
  /** A titular's dependants (removed ones too); a dependant's own place. */
  dependentes: rows,
  cobrancas: rows,
  /** Each refund: amount, status and the PIX key it goes to. */
  reembolsos: rows,
  /** PIX Automático's authorisations (#69): frequency, state, when it began and ended. */
  renovacaoAutomatica: z.optional(rows),
  atendimentos: rows,
  notificacoes: rows,
  aparelhos: rows,
  chavesDeAcesso: rows,
  notificacoesPush: rows,
  /** The card's passes in Apple Wallet and Google Wallet: what each shows, and the devices that keep them. */
  carteirasDigitais: z.optional(rows),
  /** The affiliate's page the account opens (#71): the invited address, the PIX key, a bio waiting. */
  parceiro: z.optional(rows),
  consentimentos: rows,
});
export type MyData = z.infer<typeof myDataSchema>;

export const deleteAccountBodySchema = z.strictObject({ code: sixDigitCodeSchema });
export type DeleteAccountBody = z.infer<typeof deleteAccountBodySchema>;

export const deletedAccountSchema = z.object({
  message: z.string(),
  /** What was kept, each with why and for how long. */
  kept: z.array(z.string()),
  /** What was closed first: open charges cancelled and service requests cancelled. */
  closed: z.object({ charges: z.int(), serviceRequests: z.int() }),
  /** Money still to go back (a cancellation within 7 days of the first payment), paid after the deletion; centavos. */
  refund: z.nullable(z.object({ amount: z.int(), protocol: z.nullable(z.string()) })),
});
export type DeletedAccount = z.infer<typeof deletedAccountSchema>;
