import { describe, expect, it } from 'vitest';
import { codeIn, decodeQuotedPrintable } from './mail-text.js';

describe('reading a mailed code', () => {
  it('undoes soft line breaks and encoded UTF-8 bytes', () => {
    expect(decodeQuotedPrintable('Seu c=C3=B3digo de ac=\r\nesso =C3=A9: 123456')).toBe(
      'Seu código de acesso é: 123456',
    );
  });

  it('finds the code of a sign-in or a sign-up message, and nothing elsewhere', () => {
    expect(codeIn('Seu código de acesso é: 123456')).toBe('123456');
    expect(codeIn('Seu código de confirmação é: 654321')).toBe('654321');
    expect(codeIn('Olá! 123456')).toBeUndefined();
  });
});
