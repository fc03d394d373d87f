import { expect } from 'vitest';
import { hasError, parsePix } from 'pix-utils';

/** CRC16/CCITT-FALSE (poly 0x1021, init 0xFFFF), as the BR Code's field 63 carries it. */
export function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** EMV TLV fields: two-digit id, two-digit length, value. */
export function fields(payload: string): Map<string, string> {
  const found = new Map<string, string>();
  for (let at = 0; at < payload.length;) {
    const tag = payload.slice(at, at + 2);
    const length = Number(payload.slice(at + 2, at + 4));
    found.set(tag, payload.slice(at + 4, at + 4 + length));
    at += 4 + length;
  }
  return found;
}

/** Checks a BR Code as a bank app would: its CRC, then pix-utils parses it; answers its fields. */
export function checkBrCode(code: string) {
  const top = fields(code);
  expect(code.slice(-8, -4)).toBe('6304');
  expect(top.get('63')).toBe(crc16(code.slice(0, -4)));
  const parsed = parsePix(code);
  if (hasError(parsed)) throw new Error(parsed.message);
  return { top, parsed, txid: fields(top.get('62') ?? '').get('05'), key: fields(top.get('26') ?? '').get('01') };
}
