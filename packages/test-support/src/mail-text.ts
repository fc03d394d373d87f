/** Decodes a quoted-printable body enough to read the pt-BR text and the code. */
export function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** The six-digit code in a sign-in or sign-up message ("Seu código … é: 123456"), if any. */
export function codeIn(text: string): string | undefined {
  return /código[^:\n]* é: (\d{6})/.exec(text)?.[1];
}
