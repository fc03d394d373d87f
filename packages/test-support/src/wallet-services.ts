import { createPublicKey, generateKeyPairSync, verify, type KeyObject } from 'node:crypto';
import { createServer } from 'node:http';
import http2 from 'node:http2';
import type { TLSSocket } from 'node:tls';
import forge from 'node-forge';
import { listenOnLoopback } from './loopback-server.js';

/**
 * A throwaway CA (a root, a "WWDR" intermediate, a pass signer), the stand-in APNs's server
 * certificate from the same root, an APNs auth key (`.p8`) and a Google service account.
 */
export interface WalletTestKeys {
  passTypeId: string;
  teamId: string;
  rootPem: string;
  wwdrPem: string;
  signerCertPem: string;
  signerKeyPem: string;
  /** For 127.0.0.1, issued by the root: the stand-in APNs's TLS identity. */
  apnsServerCertPem: string;
  apnsServerKeyPem: string;
  apnsKeyId: string;
  apnsKeyPem: string;
  apnsPublicKey: KeyObject;
  googleIssuerId: string;
  googleClientEmail: string;
  googleServiceAccountJson: string;
  googlePublicKey: KeyObject;
}

/** An APNs auth key as Apple hands it out: EC P-256, PKCS#8 PEM (the `.p8`). */
export const apnsKeyPair = () =>
  generateKeyPairSync('ec', {
    namedCurve: 'P-256',
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });

const rsaPair = () =>
  generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });

let serialCounter = 1;

function certificate(options: {
  subject: forge.pki.CertificateField[];
  issuer: forge.pki.CertificateField[];
  publicKeyPem: string;
  signingKeyPem: string;
  ca: boolean;
  /** A TLS server's certificate for this loopback address. */
  serverFor?: string;
}): string {
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(options.publicKeyPem);
  cert.serialNumber = (serialCounter++).toString(16).padStart(2, '0');
  cert.validity.notBefore = new Date(Date.UTC(2020, 0, 1));
  cert.validity.notAfter = new Date(Date.UTC(2040, 0, 1));
  cert.setSubject(options.subject);
  cert.setIssuer(options.issuer);
  cert.setExtensions(
    options.ca
      ? [
          { name: 'basicConstraints', cA: true, critical: true },
          { name: 'keyUsage', keyCertSign: true, cRLSign: true, critical: true },
        ]
      : [
          { name: 'basicConstraints', cA: false },
          { name: 'keyUsage', digitalSignature: true, keyEncipherment: Boolean(options.serverFor), critical: true },
          ...(options.serverFor
            ? [
                { name: 'extKeyUsage', serverAuth: true },
                { name: 'subjectAltName', altNames: [{ type: 7, ip: options.serverFor }] },
              ]
            : []),
        ],
  );
  cert.sign(forge.pki.privateKeyFromPem(options.signingKeyPem), forge.md.sha256.create());
  return forge.pki.certificateToPem(cert);
}

/** Made once per test file: RSA keys by node:crypto (fast), the certificates by node-forge. */
export function makeWalletTestKeys(): WalletTestKeys {
  const passTypeId = 'pass.br.com.gameassist.teste';
  const teamId = 'TESTE12345';
  const root = rsaPair();
  const wwdr = rsaPair();
  const signer = rsaPair();
  const rootName = [{ name: 'commonName', value: 'Raiz de testes (não é a Apple)' }];
  const wwdrName = [
    { name: 'commonName', value: 'WWDR de testes' },
    { name: 'organizationalUnitName', value: 'G4' },
  ];
  const rootPem = certificate({
    subject: rootName,
    issuer: rootName,
    publicKeyPem: root.publicKey,
    signingKeyPem: root.privateKey,
    ca: true,
  });
  const wwdrPem = certificate({
    subject: wwdrName,
    issuer: rootName,
    publicKeyPem: wwdr.publicKey,
    signingKeyPem: root.privateKey,
    ca: true,
  });
  const signerCertPem = certificate({
    subject: [
      { name: 'commonName', value: `Pass Type ID: ${passTypeId}` },
      { type: '0.9.2342.19200300.100.1.1', value: passTypeId },
      { name: 'organizationalUnitName', value: teamId },
    ],
    issuer: wwdrName,
    publicKeyPem: signer.publicKey,
    signingKeyPem: wwdr.privateKey,
    ca: false,
  });
  const apnsServer = rsaPair();
  const apnsServerCertPem = certificate({
    subject: [{ name: 'commonName', value: 'APNs de testes' }],
    issuer: rootName,
    publicKeyPem: apnsServer.publicKey,
    signingKeyPem: root.privateKey,
    ca: false,
    serverFor: '127.0.0.1',
  });
  const apns = apnsKeyPair();
  const google = rsaPair();
  const googleClientEmail = 'carteira@game-assist-testes.iam.gserviceaccount.com';
  return {
    passTypeId,
    teamId,
    rootPem,
    wwdrPem,
    signerCertPem,
    signerKeyPem: signer.privateKey,
    apnsServerCertPem,
    apnsServerKeyPem: apnsServer.privateKey,
    apnsKeyId: 'CHAVE12345',
    apnsKeyPem: apns.privateKey,
    apnsPublicKey: createPublicKey(apns.publicKey),
    googleIssuerId: '3388000000022222222',
    googleClientEmail,
    googleServiceAccountJson: JSON.stringify({
      type: 'service_account',
      client_email: googleClientEmail,
      private_key: google.privateKey,
      token_uri: 'https://oauth2.googleapis.com/token',
    }),
    googlePublicKey: createPublicKey(google.publicKey),
  };
}

const base64 = (text: string) => `base64:${Buffer.from(text).toString('base64')}`;

/** How the server authenticates its APNs pushes: the pass certificate (the default) or the `.p8` key. */
export type ApnsAuth = 'certificate' | 'token';

/**
 * The server's environment for both wallets, every key as `base64:` (as a deployment's secret store
 * would give it); the stand-in APNs is trusted through the test root.
 */
export function walletEnv(
  keys: WalletTestKeys,
  standIns: { apnsUrl: string; googleApiUrl: string; googleTokenUrl: string },
  apnsAuth: ApnsAuth = 'certificate',
): Record<string, string> {
  return {
    ...(apnsAuth === 'token' ? { APNS_KEY_ID: keys.apnsKeyId, APNS_KEY: base64(keys.apnsKeyPem) } : {}),
    APPLE_PASS_TYPE_ID: keys.passTypeId,
    APPLE_TEAM_ID: keys.teamId,
    APPLE_PASS_CERTIFICATE: base64(keys.signerCertPem),
    APPLE_PASS_KEY: base64(keys.signerKeyPem),
    APPLE_WWDR_CERTIFICATE: base64(keys.wwdrPem),
    APNS_URL: standIns.apnsUrl,
    APNS_CA_CERTIFICATE: base64(keys.rootPem),
    GOOGLE_WALLET_ISSUER_ID: keys.googleIssuerId,
    GOOGLE_WALLET_SERVICE_ACCOUNT: base64(keys.googleServiceAccountJson),
    GOOGLE_WALLET_API_URL: standIns.googleApiUrl,
    GOOGLE_WALLET_TOKEN_URL: standIns.googleTokenUrl,
  };
}

/** A compact JWS's header and claims, when its signature verifies with `key` (ES256 as IEEE P1363, RS256). */
export function verifiedJwt(
  jwt: string,
  key: KeyObject,
  alg: 'ES256' | 'RS256',
): { header: Record<string, unknown>; claims: Record<string, unknown> } | undefined {
  const [header = '', payload = '', signature = ''] = jwt.split('.');
  const ok = verify(
    'sha256',
    Buffer.from(`${header}.${payload}`),
    alg === 'ES256' ? { key, dsaEncoding: 'ieee-p1363' } : key,
    Buffer.from(signature, 'base64url'),
  );
  if (!ok) return undefined;
  const decoded = {
    header: JSON.parse(Buffer.from(header, 'base64url').toString()) as Record<string, unknown>,
    claims: JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>,
  };
  return decoded.header.alg === alg ? decoded : undefined;
}

export interface ApnsPush {
  pushToken: string;
  topic: string | undefined;
  body: string;
  /** A push over a TLS client certificate: its UID (the Pass Type ID) and its issuer. */
  client?: { uid: string | undefined; issuer: string | undefined };
  /** A push with a provider token: the JWT as sent, and what the stand-in read from it once verified. */
  providerToken?: { jwt: string; kid: unknown; iss: unknown; iat: unknown };
}

/** The `.p8` key's public half and what a provider token must name, as Apple knows them. */
export interface ApnsTokenKey {
  publicKey: KeyObject;
  keyId: string;
  teamId: string;
}

/** A certificate name's attribute: Node gives an array when it appears more than once. */
const firstValue = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** Apple's answer to a provider token: its claims when it holds, else the 403 reason. */
function judgeProviderToken(
  authorization: unknown,
  key: ApnsTokenKey | undefined,
  now: Date,
): NonNullable<ApnsPush['providerToken']> | { reason: string } {
  const jwt = /^bearer (\S+)$/.exec(String(authorization ?? ''))?.[1];
  if (!jwt) return { reason: 'MissingProviderToken' };
  const token = key ? verifiedJwt(jwt, key.publicKey, 'ES256') : undefined;
  if (!token || !key || token.header.kid !== key.keyId || token.claims.iss !== key.teamId) {
    return { reason: 'InvalidProviderToken' };
  }
  const age = now.getTime() / 1000 - Number(token.claims.iat);
  if (!(age >= -60)) return { reason: 'InvalidProviderToken' };
  if (age >= 3600) return { reason: 'ExpiredProviderToken' };
  return { jwt, kid: token.header.kid, iss: token.claims.iss, iat: token.claims.iat };
}

/**
 * A stand-in for APNs over HTTP/2 and TLS, taking a pass push the two ways Apple takes pushes: over
 * a connection made with a client certificate the root issued (through the WWDR intermediate the
 * client sends) that names the topic, or, without a client certificate, with an ES256 provider
 * token `tokenKey` verifies (403 `MissingProviderToken`/`InvalidProviderToken`/
 * `ExpiredProviderToken` otherwise, judged at `now`). A client certificate the root did not issue
 * ends the connection at once (`refusedConnections` counts them); a token in `gone` answers 410.
 */
export async function startApnsService(
  keys: Pick<WalletTestKeys, 'rootPem' | 'apnsServerCertPem' | 'apnsServerKeyPem' | 'passTypeId'>,
  options: { tokenKey?: ApnsTokenKey; now?: () => Date } = {},
) {
  const received: ApnsPush[] = [];
  const refused: string[] = [];
  const gone = new Set<string>();
  const now = options.now ?? (() => new Date());
  let refusedConnections = 0;
  const server = http2.createSecureServer({
    cert: keys.apnsServerCertPem,
    key: keys.apnsServerKeyPem,
    ca: keys.rootPem,
    requestCert: true,
    // A connection without a certificate may still bring a provider token; a foreign one goes below.
    rejectUnauthorized: false,
  });
  const presentedForeignCertificate = (socket: TLSSocket) =>
    !socket.authorized && Object.keys(socket.getPeerCertificate() ?? {}).length > 0;
  server.on('tlsClientError', () => (refusedConnections += 1));
  server.on('secureConnection', (socket: TLSSocket) => {
    if (!presentedForeignCertificate(socket)) return;
    refusedConnections += 1;
    socket.destroy();
  });
  server.on('stream', (stream, headers) => {
    let body = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => (body += chunk));
    stream.on('end', () => {
      const answer = (status: number, reason?: string) => {
        stream.respond({ ':status': status, 'apns-id': '00000000-0000-0000-0000-000000000000' });
        stream.end(reason ? JSON.stringify({ reason }) : '');
        if (reason) refused.push(reason);
      };
      const pushToken = /^\/3\/device\/([0-9A-Za-z]+)$/.exec(String(headers[':path']))?.[1];
      if (headers[':method'] !== 'POST' || !pushToken) return answer(405, 'MethodNotAllowed');
      const socket = stream.session?.socket as TLSSocket | undefined;
      if (!socket || socket.destroyed || presentedForeignCertificate(socket)) return stream.session?.destroy();
      const topic = String(headers['apns-topic']);
      let auth: Pick<ApnsPush, 'client' | 'providerToken'>;
      if (socket.authorized) {
        const peer = socket.getPeerCertificate();
        const client = { uid: firstValue(peer.subject.UID), issuer: firstValue(peer.issuer.CN) };
        if (topic !== keys.passTypeId || client.uid !== keys.passTypeId) return answer(400, 'TopicDisallowed');
        auth = { client };
      } else {
        const judged = judgeProviderToken(headers.authorization, options.tokenKey, now());
        if ('reason' in judged) return answer(403, judged.reason);
        if (topic !== keys.passTypeId) return answer(400, 'TopicDisallowed');
        auth = { providerToken: judged };
      }
      if (gone.has(pushToken)) return answer(410, 'Unregistered');
      received.push({ pushToken, topic, body, ...auth });
      return answer(200);
    });
  });
  return { ...(await listenOnLoopback(server)), received, refused, gone, refusedConnections: () => refusedConnections };
}

export type ApnsServiceFake = Awaited<ReturnType<typeof startApnsService>>;

/** A stand-in for Google's OAuth token endpoint and Wallet REST API; an unsaved object answers 404. */
export async function startGoogleWalletService(options: {
  publicKey: KeyObject;
  clientEmail: string;
  now: () => Date;
}) {
  const patches: { id: string; body: Record<string, unknown> }[] = [];
  const saved = new Set<string>();
  const issued = new Set<string>();
  let tokensIssued = 0;
  const server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      const answer = (status: number, json: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(json));
      };
      const url = new URL(request.url ?? '/', 'http://localhost');
      if (request.method === 'POST' && url.pathname === '/token') {
        const form = new URLSearchParams(body);
        const assertion = form.get('assertion') ?? '';
        const jwt = verifiedJwt(assertion, options.publicKey, 'RS256');
        const now = options.now().getTime() / 1000;
        const valid =
          form.get('grant_type') === 'urn:ietf:params:oauth:grant-type:jwt-bearer' &&
          jwt?.claims.iss === options.clientEmail &&
          jwt.claims.aud === `${address}/token` &&
          String(jwt.claims.scope).split(' ').includes('https://www.googleapis.com/auth/wallet_object.issuer') &&
          Number(jwt.claims.exp) > now &&
          Number(jwt.claims.iat) <= now + 60;
        if (!valid) return answer(400, { error: 'invalid_grant' });
        tokensIssued += 1;
        const token = `ya29.teste-${tokensIssued}`;
        issued.add(token);
        return answer(200, { access_token: token, expires_in: 3599, token_type: 'Bearer' });
      }
      const object = /^\/walletobjects\/v1\/genericObject\/([^/]+)$/.exec(url.pathname)?.[1];
      if (request.method === 'PATCH' && object) {
        const bearer = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '')?.[1];
        if (!bearer || !issued.has(bearer)) return answer(401, { error: { code: 401, status: 'UNAUTHENTICATED' } });
        const id = decodeURIComponent(object);
        if (!saved.has(id)) return answer(404, { error: { code: 404, status: 'NOT_FOUND' } });
        const patch = JSON.parse(body) as Record<string, unknown>;
        patches.push({ id, body: patch });
        return answer(200, patch);
      }
      return answer(404, { error: { code: 404 } });
    });
  });
  const { url: address, close } = await listenOnLoopback(server);
  return {
    apiUrl: `${address}/walletobjects/v1`,
    tokenUrl: `${address}/token`,
    patches,
    saved,
    tokensIssued: () => tokensIssued,
    close,
  };
}

export type GoogleWalletFake = Awaited<ReturnType<typeof startGoogleWalletService>>;
