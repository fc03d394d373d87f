import { z } from 'zod/mini';
import { LOOKUP_KEYS, LOOKUP_PAGE_SIZE } from '../rules/lookup.js';
import { CONSENT_PURPOSES } from '../rules/privacy.js';
import { CANCELLATION_KINDS } from '../rules/subscriptions.js';
import { subscriptionStatusSchema } from './membership.js';
import { autoRenewalSchema, chargePeriodShape, chargeStatusSchema, paymentMethodSchema } from './payments.js';
import { serviceRequestRatingSchema, serviceRequestStatusSchema } from './service-requests.js';

/** 'Assinantes' (#67): what was typed; the cursor continues a search by name or e-mail. */
export const subscriberSearchQuerySchema = z.object({
  q: z
    .string()
    .check(
      z.trim(),
      z.minLength(3, 'Digite ao menos 3 caracteres para buscar.'),
      z.maxLength(120, 'Busca longa demais.'),
    ),
  cursor: z.optional(z.string().check(z.regex(/^[A-Za-z0-9_-]{1,400}$/, 'Cursor inválido.'))),
});
export type SubscriberSearchQuery = z.infer<typeof subscriberSearchQuerySchema>;

export const subscriberIdParamsSchema = z.object({ id: z.string().check(z.maxLength(64)) });

export const lookupKeySchema = z.enum(LOOKUP_KEYS);

/** One line of the results: no more than the list shows (the e-mail masked). */
export const subscriberSearchItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  maskedEmail: z.string(),
  memberNumber: z.nullable(z.string()),
  status: z.nullable(subscriptionStatusSchema),
  /** Which key found them (a protocol, the CPF, …). */
  matchedBy: lookupKeySchema,
});
export type SubscriberSearchItem = z.infer<typeof subscriberSearchItemSchema>;

export const subscriberSearchResultSchema = z.object({
  items: z.array(subscriberSearchItemSchema).check(z.maxLength(LOOKUP_PAGE_SIZE)),
  nextCursor: z.nullable(z.string()),
});
export type SubscriberSearchResult = z.infer<typeof subscriberSearchResultSchema>;

const at = z.string();
const maybeAt = z.nullable(z.string());

/** The subscriber's page: every section the central answers from; CPF and phone masked (see revelar). */
export const subscriberRecordSchema = z
  .object({
    account: z.object({
      id: z.string(),
      name: z.string(),
      email: z.string(),
      createdAt: at,
      confirmedAt: maybeAt,
      notifyByEmail: z.boolean(),
      maskedCpf: z.nullable(z.string()),
      maskedPhone: z.nullable(z.string()),
      phoneVerified: z.boolean(),
    }),
    subscription: z.nullable(
      z.object({
        planId: z.string(),
        addOns: z.array(z.string()),
        status: subscriptionStatusSchema,
        memberNumber: z.string(),
        paidUntil: z.nullable(z.string()),
        startedAt: at,
        cancelsOn: z.nullable(z.string()),
        history: z.array(
          z.object({
            from: z.nullable(subscriptionStatusSchema),
            to: subscriptionStatusSchema,
            cause: z.string(),
            paidUntil: z.nullable(z.string()),
            at,
          }),
        ),
        cancellations: z.array(
          z.object({
            protocol: z.string(),
            kind: z.enum(CANCELLATION_KINDS),
            endsOn: z.string(),
            requestedAt: at,
            undoneAt: maybeAt,
          }),
        ),
      }),
    ),
    charges: z.array(
      z.object({
        id: z.string(),
        kind: z.enum(['adesao', 'renovacao']),
        method: paymentMethodSchema,
        status: chargeStatusSchema,
        amountCents: z.int(),
        txid: z.string(),
        createdAt: at,
        expiresAt: at,
        paidAt: maybeAt,
        installments: z.int(),
        ...chargePeriodShape,
      }),
    ),
    /** The latest PIX Automático authorisation (#69), as /MeuPlano shows it; null when there was none. */
    autoRenewal: z.nullable(autoRenewalSchema),
    refunds: z.array(
      z.object({
        id: z.string(),
        chargeId: z.string(),
        amountCents: z.int(),
        status: z.enum(['pendente', 'concluido']),
        protocol: z.nullable(z.string()),
        requestedAt: at,
        completedAt: maybeAt,
      }),
    ),
    dependants: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        relationship: z.string(),
        memberNumber: z.string(),
        includedAt: at,
        removedAt: maybeAt,
        hasSignIn: z.boolean(),
        /** Their member card: valid while they are on the subscription, revoked once removed. */
        card: z.enum(['valida', 'revogada']),
      }),
    ),
    requests: z.array(
      z.object({
        id: z.string(),
        protocol: z.string(),
        coverageId: z.string(),
        benefitName: z.string(),
        status: serviceRequestStatusSchema,
        createdAt: at,
        respondBy: at,
        /** 'Como foi o atendimento?': the subscriber's answer, null while there is none. */
        rating: z.nullable(serviceRequestRatingSchema),
      }),
    ),
    /** In-app notifications: their titles and times, never their text. */
    notifications: z.array(z.object({ title: z.string(), createdAt: at, readAt: maybeAt })),
    /** E-mails to the account's address: subjects and times, never the body. */
    emails: z.array(z.object({ subject: z.string(), createdAt: at, sentAt: maybeAt, failedAt: maybeAt })),
    /** Signed-in devices: never a token. */
    sessions: z.array(z.object({ device: z.string(), createdAt: at, lastUsedAt: at })),
    consents: z.array(z.object({ purpose: z.enum(CONSENT_PURPOSES), granted: z.boolean(), at })),
  })
  .register(z.globalRegistry, { id: 'SubscriberRecord', description: "A subscriber's page at the central." });
export type SubscriberRecord = z.infer<typeof subscriberRecordSchema>;

/** 'Mostrar' sends nothing else. */
export const revealBodySchema = z.strictObject({});

/** 'Mostrar': the CPF and phone in full (an audit entry of its own). */
export const revealedContactSchema = z.object({ cpf: z.nullable(z.string()), phone: z.nullable(z.string()) });
export type RevealedContact = z.infer<typeof revealedContactSchema>;
