import { z } from 'zod/mini';
import {
  COURTESY_DAYS_MAX,
  COURTESY_DAYS_MIN,
  SUBSCRIBER_ACTION_REASON_MAX,
  SUBSCRIBER_ACTION_REASON_MIN,
} from '../rules/lookup.js';
import { multilineText } from './common.js';
import { subscriptionStatusSchema } from './membership.js';

/** Why the staff member acts: required, trimmed, written on the action's audit entry. */
export const subscriberActionReasonSchema = multilineText('Escreva o motivo.').check(
  z.minLength(SUBSCRIBER_ACTION_REASON_MIN, `Escreva o motivo (ao menos ${SUBSCRIBER_ACTION_REASON_MIN} caracteres).`),
  z.maxLength(SUBSCRIBER_ACTION_REASON_MAX, `Motivo longo demais (até ${SUBSCRIBER_ACTION_REASON_MAX} caracteres).`),
);

/** Reenviar recibo, reenviar PIX, reemitir carteirinha, encerrar sessões: the reason only. */
export const subscriberActionBodySchema = z.strictObject({ motivo: subscriberActionReasonSchema });
export type SubscriberActionBody = z.infer<typeof subscriberActionBodySchema>;

/** 'Reemitir carteirinha': the account's own card, or (a titular's page) one of their dependants' by id. */
export const reissueCardBodySchema = z.strictObject({
  motivo: subscriberActionReasonSchema,
  dependente: z.optional(
    z
      .string()
      .check(z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, 'Dependente inválido.')),
  ),
});
export type ReissueCardBody = z.infer<typeof reissueCardBodySchema>;

/** 'Cortesia': how many days (1 to 30) and why; sent with an Idempotency-Key. */
export const courtesyBodySchema = z.strictObject({
  motivo: subscriberActionReasonSchema,
  dias: z
    .int({ error: `Informe de ${COURTESY_DAYS_MIN} a ${COURTESY_DAYS_MAX} dias.` })
    .check(
      z.minimum(COURTESY_DAYS_MIN, `Informe de ${COURTESY_DAYS_MIN} a ${COURTESY_DAYS_MAX} dias.`),
      z.maximum(COURTESY_DAYS_MAX, `A cortesia é de no máximo ${COURTESY_DAYS_MAX} dias.`),
    ),
});
export type CourtesyBody = z.infer<typeof courtesyBodySchema>;

/** A receipt or PIX code mailed again: which charge, to which address (masked). */
export const resentMailSchema = z.object({ chargeId: z.string(), sentTo: z.string(), message: z.string() });
export type ResentMail = z.infer<typeof resentMailSchema>;

/** The member card re-issued: the old one (its `rid`) is void from `revokedAt`. */
export const reissuedCardSchema = z.object({ memberNumber: z.string(), revokedAt: z.string(), message: z.string() });
export type ReissuedCard = z.infer<typeof reissuedCardSchema>;

/** The goodwill days granted: `paidUntil` before and after, the status after. */
export const courtesyGrantedSchema = z.object({
  days: z.int(),
  previousPaidUntil: z.string(),
  paidUntil: z.string(),
  status: subscriptionStatusSchema,
  message: z.string(),
});
export type CourtesyGranted = z.infer<typeof courtesyGrantedSchema>;

/** Every session of the account ended: how many were live. */
export const endedSubscriberSessionsSchema = z.object({ ended: z.int(), message: z.string() });
export type EndedSubscriberSessions = z.infer<typeof endedSubscriberSessionsSchema>;
