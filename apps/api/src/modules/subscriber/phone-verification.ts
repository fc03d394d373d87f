import type { PhoneCodeResponse } from '@game-assist/contracts';
import type { Database } from '#api/db/client.js';
import type { Clock } from '#api/lib/clock.js';
import { maskPhone, toE164, type SmsSender } from '#api/lib/sms/sms-sender.js';
import { HttpError } from '#api/lib/http-errors.js';
import { OTP_RESEND_INTERVAL_MS, type OneTimeCodes } from '#api/modules/one-time-codes/index.js';
import { findPhone, markPhoneVerified } from './repository.js';

export const PHONE_MESSAGES = {
  unavailable: 'A verificação por SMS não está disponível no momento.',
  noPhone: 'Cadastre um celular com DDD em Informações pessoais para receber o código.',
  sendFailed: 'Não foi possível enviar o SMS agora. Tente novamente em instantes.',
  sent: 'Enviamos um código por SMS.',
  invalidCode: 'Código inválido ou expirado.',
} as const;

/** A code never proves another number, nor another account with the same number. */
const identifierOf = (accountId: string, e164: string) => `tel:${accountId}:${e164}`;

/** The e-mail code's rules (docs/product.md, 'Phone verification'); without `sms` it is not offered. */
export function createPhoneVerification(deps: {
  db: Database;
  clock: Clock;
  codes: OneTimeCodes;
  sms: SmsSender | undefined;
}) {
  const { db, clock, codes, sms } = deps;

  async function storedNumber(accountId: string) {
    const telefone = await findPhone(db, accountId);
    const e164 = telefone ? toE164(telefone) : undefined;
    return telefone && e164 ? { telefone, e164 } : undefined;
  }

  return {
    async sendCode(accountId: string): Promise<PhoneCodeResponse> {
      if (!sms) throw new HttpError(503, PHONE_MESSAGES.unavailable);
      const phone = await storedNumber(accountId);
      if (!phone) throw new HttpError(400, PHONE_MESSAGES.noPhone);
      const identifier = identifierOf(accountId, phone.e164);
      const code = await db.transaction(async (tx) => {
        // Also one a minute and five an hour per account whatever the number, and per number whatever the account.
        await codes.record(tx, { identifier: `tel-account:${accountId}`, purpose: 'phone' });
        await codes.record(tx, { identifier: `tel-number:${phone.e164}`, purpose: 'phone' });
        return codes.issue(tx, { identifier, purpose: 'phone', accountId });
      });
      try {
        await sms.send(phone.e164, `Game Assist: seu código de verificação é ${code}. Ele vale por 10 minutos.`);
      } catch {
        // The code row stays (it counts against the throttle, as a sent e-mail does); it simply never arrived.
        throw new HttpError(502, PHONE_MESSAGES.sendFailed);
      }
      return {
        message: PHONE_MESSAGES.sent,
        sentTo: maskPhone(phone.e164),
        resendAfterSeconds: OTP_RESEND_INTERVAL_MS / 1000,
      };
    },

    /** A right code marks the stored phone verified; wrong, expired or used codes fail alike (400). */
    async verify(accountId: string, otp: string): Promise<void> {
      const phone = await storedNumber(accountId);
      const identifier = phone && identifierOf(accountId, phone.e164);
      const ok =
        phone &&
        identifier &&
        (await db.transaction(async (tx) => {
          const redeemed = await codes.redeem(tx, { identifier, code: otp, purposes: ['phone'] });
          return redeemed !== undefined && markPhoneVerified(tx, accountId, phone.telefone, clock.now());
        }));
      if (!ok) throw new HttpError(400, PHONE_MESSAGES.invalidCode);
    },
  };
}

export type PhoneVerification = ReturnType<typeof createPhoneVerification>;
