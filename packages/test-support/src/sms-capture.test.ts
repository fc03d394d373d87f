import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmsCapture, type SmsCapture } from './sms-capture.js';

let gateway: SmsCapture;
const seen: string[] = [];

beforeAll(async () => {
  gateway = await startSmsCapture({ onMessage: (sms) => void seen.push(sms.to) });
});
afterAll(() => gateway.close());

const send = (body: string) =>
  fetch(gateway.url.replace('usuario:chave%40secreta@', ''), {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Basic dTpw' },
    body,
  });

describe('startSmsCapture', () => {
  it('keeps each message with its credentials and accepts it', async () => {
    const answer = await send(JSON.stringify({ to: '+5511987654321', text: 'código 123456' }));
    expect(answer.status).toBe(202);
    expect(gateway.received).toEqual([{ to: '+5511987654321', text: 'código 123456', authorization: 'Basic dTpw' }]);
    expect(seen).toEqual(['+5511987654321']);
  });

  it('refuses what is not a message, and everything while failing', async () => {
    expect((await send('not json')).status).toBe(400);
    expect((await send(JSON.stringify({ to: 1 }))).status).toBe(400);
    gateway.failing = true;
    expect((await send(JSON.stringify({ to: '+5511987654321', text: 'x' }))).status).toBe(500);
    gateway.failing = false;
    expect(gateway.received).toHaveLength(1);
  });
});
