import { describe, expect, it } from 'vitest';
import { parsePixKey } from './pix-key.js';

describe('parsePixKey', () => {
  it('reads the five kinds of key, masked or not, as they are stored', () => {
    expect(parsePixKey('529.982.247-25')).toEqual({ type: 'cpf', key: '529.982.247-25' });
    expect(parsePixKey('52998224725')).toEqual({ type: 'cpf', key: '529.982.247-25' });
    expect(parsePixKey('11.444.777/0001-61')).toEqual({ type: 'cnpj', key: '11.444.777/0001-61' });
    expect(parsePixKey(' Ana.Souza@Exemplo.com.br ')).toEqual({ type: 'email', key: 'ana.souza@exemplo.com.br' });
    expect(parsePixKey('+55 (11) 98888-7777')).toEqual({ type: 'telefone', key: '+5511988887777' });
    expect(parsePixKey('+551133334444')).toEqual({ type: 'telefone', key: '+551133334444' });
    expect(parsePixKey('123E4567-E89B-42D3-A456-426614174000')).toEqual({
      type: 'evp',
      key: '123e4567-e89b-42d3-a456-426614174000',
    });
  });

  it('refuses what is no key: formulas, wrong check digits, phones without +55, junk', () => {
    for (const typed of [
      '=HYPERLINK("https://exemplo.com","clique")',
      '529.982.247-24',
      '111.111.111-11',
      '11.444.777/0001-62',
      '11988887777',
      '+1 415 555 0100',
      '+55 11 8888',
      'ana@',
      'ana souza@exemplo.com',
      '123e4567-e89b-42d3-a456-42661417400',
      '',
      'a'.repeat(78),
    ])
      expect(parsePixKey(typed), typed).toBeUndefined();
  });
});
