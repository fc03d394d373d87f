import { createServer, type IncomingMessage } from 'node:http';
import { listenOnLoopback } from './loopback-server.js';

export interface CapturedSms {
  to: string;
  text: string;
  /** The Authorization header the client sent (Basic credentials from SMS_URL). */
  authorization: string | undefined;
}

export interface SmsCaptureOptions {
  /** Runs before the message is acknowledged, so a client that has sent it can count on it being done. */
  onMessage?: (sms: CapturedSms) => void | Promise<void>;
}

export interface SmsCapture {
  /** The gateway's SMS_URL, with the credentials `user:chave@secreta` in it. */
  url: string;
  received: CapturedSms[];
  /** While true, every message is refused with a 500, as a gateway that is down. */
  failing: boolean;
  close(): Promise<void>;
}

async function readJson(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8'));
}

function isSms(body: unknown): body is { to: string; text: string } {
  return (
    typeof body === 'object' &&
    body !== null &&
    typeof (body as { to?: unknown }).to === 'string' &&
    typeof (body as { text?: unknown }).text === 'string'
  );
}

/** A real HTTP SMS gateway on 127.0.0.1: each `POST {to, text}` kept and answered 202; anything else 400. */
export async function startSmsCapture(options: SmsCaptureOptions = {}): Promise<SmsCapture> {
  const received: CapturedSms[] = [];
  const state = { failing: false };
  const server = createServer((request, response) => {
    void readJson(request)
      .catch(() => undefined)
      .then(async (body) => {
        if (state.failing) return response.writeHead(500).end();
        if (!isSms(body)) return response.writeHead(400).end();
        const sms = { to: body.to, text: body.text, authorization: request.headers.authorization };
        received.push(sms);
        await options.onMessage?.(sms);
        response.writeHead(202, { 'content-type': 'application/json' }).end('{"id":"msg-1"}');
      })
      .catch(() => response.writeHead(500).end());
  });
  const { url, close } = await listenOnLoopback(server);
  return {
    url: `${url.replace('//', '//usuario:chave%40secreta@')}/sms`,
    received,
    get failing() {
      return state.failing;
    },
    set failing(value: boolean) {
      state.failing = value;
    },
    close,
  };
}
