import { describe, expect, it } from 'vitest';
import { parsePix, hasError } from 'pix-utils';
import { brCodeFor, newTxid } from './br-code.js';
import { checkBrCode, crc16, fields } from './br-code.test-support.js';

describe('the built-in PIX BR Code', () => {
  it('is a merchant-presented BR Code with the amount, name, city and txid, whose CRC checks', () => {
    const txid = newTxid();
    const code = brCodeFor({
      pixKey: 'financeiro@gameassist.com.br',
      merchantName: 'Game Assist',
      merchantCity: 'São Paulo',
      amountCents: 12990,
      txid,
    });
    const { top, parsed, txid: field62 } = checkBrCode(code);
    expect(top.get('00')).toBe('01');
    expect(top.get('53')).toBe('986');
    expect(top.get('54')).toBe('129.90');
    expect(top.get('58')).toBe('BR');
    expect(top.get('59')).toBe('GAME ASSIST');
    expect(top.get('60')).toBe('SAO PAULO');
    expect(field62).toBe(txid);
    expect(parsed).toMatchObject({ type: 'STATIC', pixKey: 'financeiro@gameassist.com.br', transactionAmount: 129.9 });
  });

  it('fails the CRC when one character changes', () => {
    const code = brCodeFor({
      pixKey: 'k@x.com',
      merchantName: 'Game Assist',
      merchantCity: 'Recife',
      amountCents: 100,
      txid: newTxid(),
    });
    const altered = code.replace('5802BR', '5802BX');
    expect(fields(altered).get('63')).not.toBe(crc16(altered.slice(0, -4)));
    expect(hasError(parsePix(altered))).toBe(true);
  });

  it('draws txids of 25 letters and digits, different each time', () => {
    const txids = new Set(Array.from({ length: 200 }, newTxid));
    expect(txids.size).toBe(200);
    for (const txid of txids) expect(txid).toMatch(/^GA[A-Z2-9]{23}$/);
  });
});
