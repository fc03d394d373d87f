import { randomBytes } from 'node:crypto';
import { createStaticPix, hasError } from 'pix-utils';

export interface BrCodeInput {
  pixKey: string;
  merchantName: string;
  merchantCity: string;
  amountCents: number;
  /** The charge's own transaction id (field 62-05): up to 25 letters and digits. */
  txid: string;
}

const TXID_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** 25 characters, the most a static BR Code's txid holds: 'GA' and 23 random ones. */
export function newTxid(): string {
  const bytes = randomBytes(23);
  let txid = 'GA';
  for (const byte of bytes) txid += TXID_ALPHABET[byte % TXID_ALPHABET.length];
  return txid;
}

/**
 * The "PIX Copia e Cola" of a charge: an EMV merchant-presented BR Code for the merchant's key,
 * with the amount (54), merchant name (59) and city (60), the txid (62) and its CRC16 (63).
 */
export function brCodeFor(input: BrCodeInput): string {
  const pix = createStaticPix({
    pixKey: input.pixKey,
    merchantName: input.merchantName,
    merchantCity: input.merchantCity,
    transactionAmount: input.amountCents / 100,
    txid: input.txid,
  });
  if (hasError(pix)) throw new Error(`BR Code not made: ${pix.message}`);
  return pix.toBRCode();
}
