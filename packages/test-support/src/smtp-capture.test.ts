import { connect } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { startSmtpCapture, type SmtpCapture } from './smtp-capture.js';

/** Speaks SMTP line by line and returns each reply's status code. */
async function converse(port: number, lines: string[], ending: 'end' | 'reset' = 'end'): Promise<number[]> {
  const socket = connect(port, '127.0.0.1');
  socket.setEncoding('utf8');
  let buffered = '';
  const replies: number[] = [];
  const nextReply = () =>
    new Promise<number>((resolve) => {
      const take = () => {
        // A reply ends with the line whose code is followed by a space (not a dash).
        const match = /^(\d{3}) .*\r\n/m.exec(buffered);
        if (!match) return socket.once('data', (chunk: string) => ((buffered += chunk), take()));
        buffered = buffered.slice(match.index + match[0].length);
        resolve(Number(match[1]));
      };
      take();
    });
  replies.push(await nextReply());
  for (const line of lines) {
    socket.write(`${line}\r\n`);
    replies.push(await nextReply());
  }
  if (ending === 'reset') socket.resetAndDestroy();
  else socket.end();
  return replies;
}

let smtp: SmtpCapture | undefined;
afterEach(async () => {
  await smtp?.close();
  smtp = undefined;
});

describe('startSmtpCapture', () => {
  it('keeps each accepted message with its recipients, after running onMessage', async () => {
    const seen: string[] = [];
    smtp = await startSmtpCapture({ onMessage: (mail) => void seen.push(...mail.to) });
    expect(smtp.url).toBe(`smtp://127.0.0.1:${smtp.port}`);
    const replies = await converse(smtp.port, [
      'EHLO test',
      'MAIL FROM:<de@exemplo.com.br>',
      'RCPT TO:<Ana@Exemplo.com.br>',
      'DATA',
      'Subject: Oi\r\n\r\nSeu código é: 123456\r\n.',
      'QUIT',
    ]);
    expect(replies).toEqual([220, 250, 250, 250, 354, 250, 221]);
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]?.to).toEqual(['Ana@Exemplo.com.br']);
    expect(smtp.received[0]?.raw).toContain('Seu código é: 123456');
    expect(seen).toEqual(['Ana@Exemplo.com.br']);
  });

  it('refuses the recipients rejectRecipient names with 550', async () => {
    smtp = await startSmtpCapture({ rejectRecipient: (address) => address.startsWith('rejeitado@') });
    const replies = await converse(smtp.port, [
      'EHLO test',
      'MAIL FROM:<de@exemplo.com.br>',
      'RCPT TO:<rejeitado@exemplo.com.br>',
    ]);
    expect(replies.at(-1)).toBe(550);
    expect(smtp.received).toEqual([]);
  });

  it('outlives a client that resets its connection in the middle of a message', async () => {
    smtp = await startSmtpCapture();
    const cut = ['EHLO test', 'MAIL FROM:<a@example.com>', 'RCPT TO:<b@example.com>', 'DATA'];
    expect(await converse(smtp.port, cut, 'reset')).toEqual([220, 250, 250, 250, 354]);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const whole = [...cut, 'Subject: depois\r\n\r\nolá\r\n.', 'QUIT'];
    expect(await converse(smtp.port, whole)).toEqual([220, 250, 250, 250, 354, 250, 221]);
    expect(smtp.received).toHaveLength(1);
  });
});
