import { createECDH, createPublicKey, createDecipheriv, hkdfSync, randomBytes, verify } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import { listenOnLoopback } from './loopback-server.js';

/** A browser's side of a push subscription: its P-256 key pair and auth secret (RFC 8291). */
export interface PushDevice {
  subscription: { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } };
  decrypt(body: Buffer): string;
}

/** A device subscribed at `endpoint` (by default a new one on FCM's, as Chrome's look). */
export function newPushDevice(endpoint = `https://fcm.googleapis.com/fcm/send/${randomBytes(12).toString('hex')}`) {
  const ecdh = createECDH('prime256v1');
  const publicKey = ecdh.generateKeys();
  const auth = randomBytes(16);
  const device: PushDevice = {
    subscription: {
      endpoint,
      expirationTime: null,
      keys: { p256dh: publicKey.toString('base64url'), auth: auth.toString('base64url') },
    },
    decrypt: (body) => decryptAes128gcm(body, ecdh.getPrivateKey(), publicKey, auth),
  };
  return device;
}

const hkdf = (ikm: Buffer, salt: Buffer, info: Buffer | string, length: number) =>
  Buffer.from(hkdfSync('sha256', ikm, salt, info, length));

/** RFC 8291 over RFC 8188 (aes128gcm) from the RFCs, node:crypto alone: not the library that wrote the payload. */
export function decryptAes128gcm(body: Buffer, privateKey: Buffer, publicKey: Buffer, auth: Buffer): string {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body.readUInt8(20);
  // RFC 8291 §4: the key id is the application server's ephemeral public key.
  const serverKey = body.subarray(21, 21 + idLength);
  if (idLength !== 65 || serverKey[0] !== 4) throw new Error(`key id is not a P-256 public key (${idLength} bytes)`);
  const record = body.subarray(21 + idLength);
  if (record.length > recordSize) throw new Error('more than one record');
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(privateKey);
  const sharedSecret = ecdh.computeSecret(serverKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), publicKey, serverKey]);
  const ikm = hkdf(sharedSecret, auth, keyInfo, 32);
  const key = hkdf(ikm, salt, 'Content-Encoding: aes128gcm\0', 16);
  const nonce = hkdf(ikm, salt, 'Content-Encoding: nonce\0', 12);
  const decipher = createDecipheriv('aes-128-gcm', key, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then zero or more zero bytes of padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('last record without its 0x02 delimiter');
  return padded.subarray(0, end).toString('utf8');
}

export interface VapidClaims {
  aud: string;
  exp: number;
  sub: string;
}

export interface ReceivedPush {
  /** The endpoint's path (a device's endpoint is `{push service origin}{path}`). */
  path: string;
  claims: VapidClaims;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

export interface PushServiceOptions {
  /** The application server's VAPID public key (base64url) every push must be signed with. */
  publicKey: string;
  /** The `aud` every JWT must name: the origin of the devices' endpoints. */
  audience: string;
}

export interface PushServiceFake {
  /** For PUSH_SERVICE_URL: an endpoint's path is appended to it. */
  url: string;
  /** Pushes accepted (201), in order. */
  received: ReceivedPush[];
  /** Why each refused push was refused (a passing test has none). */
  refused: string[];
  /** Endpoint paths answered 410 Gone (or the status given), as a push service does for an expired subscription. */
  gone: Map<string, 404 | 410>;
  close(): Promise<void>;
}

const json = (part: string | undefined): unknown => JSON.parse(Buffer.from(part ?? '', 'base64url').toString('utf8'));

/** Checks the VAPID Authorization header (RFC 8292): `vapid t=<ES256 JWT>, k=<public key>`. */
function checkVapid(header: string | undefined, options: PushServiceOptions, now: number): VapidClaims {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(header ?? '');
  if (!match?.[1] || !match[2]) throw new Error(`Authorization is not "vapid t=…, k=…": ${header}`);
  const [token, key] = [match[1], match[2]];
  if (key !== options.publicKey) throw new Error('k is not the application server key');
  const point = Buffer.from(key, 'base64url');
  const publicKey = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const [head, payload, signature] = token.split('.');
  if (JSON.stringify(json(head)) !== JSON.stringify({ typ: 'JWT', alg: 'ES256' })) throw new Error('JWT header');
  const signed = Buffer.from(`${head}.${payload}`);
  const ok = verify(
    'sha256',
    signed,
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature ?? '', 'base64url'),
  );
  if (!ok) throw new Error('JWT signature does not verify with k');
  const claims = json(payload) as VapidClaims;
  if (claims.aud !== options.audience) throw new Error(`aud ${claims.aud}, not ${options.audience}`);
  // RFC 8292 §2: no more than 24 hours ahead.
  if (!(claims.exp > now / 1000 && claims.exp <= now / 1000 + 24 * 3600)) throw new Error(`exp ${claims.exp}`);
  if (!/^(mailto:\S+@\S+|https:\/\/\S+)$/.test(claims.sub)) throw new Error(`sub ${claims.sub}`);
  return claims;
}

/** A web push service (RFC 8030) on 127.0.0.1: valid VAPID and aes128gcm gets 201; a `gone` path 404/410; else 401. */
export async function startPushService(options: PushServiceOptions): Promise<PushServiceFake> {
  const received: ReceivedPush[] = [];
  const refused: string[] = [];
  const gone = new Map<string, 404 | 410>();
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '';
      const body = Buffer.concat(chunks);
      const status = gone.get(path);
      if (status) return response.writeHead(status).end();
      let claims: VapidClaims;
      try {
        if (request.method !== 'POST') throw new Error(`method ${request.method}`);
        claims = checkVapid(request.headers.authorization, options, Date.now());
        if (request.headers['content-encoding'] !== 'aes128gcm') throw new Error('Content-Encoding is not aes128gcm');
        if (!/^\d+$/.test(String(request.headers.ttl))) throw new Error('no TTL');
        if (body.length < 21 + 65 + 17) throw new Error('body too short for aes128gcm');
      } catch (error) {
        refused.push((error as Error).message);
        return response.writeHead(401).end();
      }
      received.push({ path, claims, headers: request.headers, body });
      response.writeHead(201, { location: `${path}/mensagem-${received.length}` }).end();
    });
  });
  return { ...(await listenOnLoopback(server)), received, refused, gone };
}
