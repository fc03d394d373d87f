import { createPrivateKey, X509Certificate, type KeyObject } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import type { Config } from '#api/config.js';
import { safeJson } from '#api/lib/kept-key-file.js';
import { StartupError } from '#api/lib/startup-error.js';

export const APNS_PRODUCTION_URL = 'https://api.push.apple.com';
export const GOOGLE_WALLET_API = 'https://walletobjects.googleapis.com/walletobjects/v1';
export const GOOGLE_OAUTH_TOKEN_URL = 'https://oauth2.googleapis.com/token';

/** What signs Apple passes and tells devices they changed. */
export interface AppleCredentials {
  passTypeId: string;
  teamId: string;
  /** PEM texts, as passkit-generator takes them. */
  signerCert: string;
  signerKey: string;
  signerKeyPassphrase?: string;
  wwdr: string;
  /**
   * Pushes go over TLS authenticated with the signer certificate, or with an ES256 provider token
   * made with `token` (the `.p8`) when it is configured; `ca` only for a test's stand-in.
   */
  apns: { url: string; ca?: string; token?: { keyId: string; key: KeyObject } };
}

/** The Google Wallet issuer and the service account that signs for it. */
export interface GoogleCredentials {
  issuerId: string;
  clientEmail: string;
  privateKey: KeyObject;
  apiUrl: string;
  tokenUrl: string;
}

export interface WalletCredentials {
  apple?: AppleCredentials;
  google?: GoogleCredentials;
}

const serviceAccountSchema = z.object({
  client_email: z.string().min(3),
  private_key: z.string().includes('PRIVATE KEY'),
});

/** A variable's key or certificate: `base64:` and the bytes, or the path of a file holding them. */
async function secretText(name: string, value: string): Promise<string> {
  if (value.startsWith('base64:')) return Buffer.from(value.slice('base64:'.length), 'base64').toString('utf8');
  try {
    return await readFile(value, 'utf8');
  } catch {
    // The value may be a secret pasted without its prefix: never repeated in the message.
    throw new StartupError(`${name}: cannot read the file it names (or give its contents as base64:…)`);
  }
}

function certificate(name: string, pem: string): string {
  try {
    new X509Certificate(pem);
  } catch {
    throw new StartupError(`${name} is not a PEM certificate`);
  }
  return pem;
}

function privateKey(name: string, pem: string, passphrase?: string): KeyObject {
  try {
    return createPrivateKey(passphrase ? { key: pem, passphrase } : pem);
  } catch {
    throw new StartupError(`${name} is not a PEM private key${passphrase ? ' (or the passphrase is wrong)' : ''}`);
  }
}

/** The `.p8` APNs auth key: an EC P-256 private key, or the server does not start. */
async function apnsTokenKey(source: string): Promise<KeyObject> {
  const key = privateKey('APNS_KEY', await secretText('APNS_KEY', source));
  if (key.asymmetricKeyType !== 'ec' || key.asymmetricKeyDetails?.namedCurve !== 'prime256v1') {
    throw new StartupError('APNS_KEY is not an APNs .p8 key (EC P-256)');
  }
  return key;
}

async function appleCredentials(config: Config): Promise<AppleCredentials | undefined> {
  const { APPLE_PASS_TYPE_ID, APPLE_TEAM_ID, APPLE_PASS_CERTIFICATE, APPLE_PASS_KEY, APPLE_WWDR_CERTIFICATE } = config;
  if (!APPLE_PASS_TYPE_ID || !APPLE_TEAM_ID || !APPLE_PASS_CERTIFICATE || !APPLE_PASS_KEY) return undefined;
  if (!APPLE_WWDR_CERTIFICATE) return undefined;
  const signerCert = certificate(
    'APPLE_PASS_CERTIFICATE',
    await secretText('APPLE_PASS_CERTIFICATE', APPLE_PASS_CERTIFICATE),
  );
  const signerKeyPem = await secretText('APPLE_PASS_KEY', APPLE_PASS_KEY);
  const signerKey = privateKey('APPLE_PASS_KEY', signerKeyPem, config.APPLE_PASS_KEY_PASSPHRASE);
  if (!new X509Certificate(signerCert).checkPrivateKey(signerKey)) {
    throw new StartupError('APPLE_PASS_KEY is not the private key of APPLE_PASS_CERTIFICATE');
  }
  const { APNS_KEY_ID, APNS_KEY } = config;
  const apnsToken = APNS_KEY_ID && APNS_KEY ? { keyId: APNS_KEY_ID, key: await apnsTokenKey(APNS_KEY) } : undefined;
  const apnsCa = config.APNS_CA_CERTIFICATE
    ? certificate('APNS_CA_CERTIFICATE', await secretText('APNS_CA_CERTIFICATE', config.APNS_CA_CERTIFICATE))
    : undefined;
  return {
    passTypeId: APPLE_PASS_TYPE_ID,
    teamId: APPLE_TEAM_ID,
    signerCert,
    signerKey: signerKeyPem,
    ...(config.APPLE_PASS_KEY_PASSPHRASE ? { signerKeyPassphrase: config.APPLE_PASS_KEY_PASSPHRASE } : {}),
    wwdr: certificate('APPLE_WWDR_CERTIFICATE', await secretText('APPLE_WWDR_CERTIFICATE', APPLE_WWDR_CERTIFICATE)),
    apns: {
      url: config.APNS_URL ?? APNS_PRODUCTION_URL,
      ...(apnsCa ? { ca: apnsCa } : {}),
      ...(apnsToken ? { token: apnsToken } : {}),
    },
  };
}

async function googleCredentials(config: Config): Promise<GoogleCredentials | undefined> {
  if (!config.GOOGLE_WALLET_ISSUER_ID || !config.GOOGLE_WALLET_SERVICE_ACCOUNT) return undefined;
  const text = await secretText('GOOGLE_WALLET_SERVICE_ACCOUNT', config.GOOGLE_WALLET_SERVICE_ACCOUNT);
  const account = serviceAccountSchema.safeParse(safeJson(text));
  if (!account.success) {
    throw new StartupError(
      "GOOGLE_WALLET_SERVICE_ACCOUNT is not a service account's JSON key (client_email, private_key)",
    );
  }
  const key = privateKey('GOOGLE_WALLET_SERVICE_ACCOUNT', account.data.private_key);
  if (key.asymmetricKeyType !== 'rsa')
    throw new StartupError('GOOGLE_WALLET_SERVICE_ACCOUNT: its private_key is not RSA');
  return {
    issuerId: config.GOOGLE_WALLET_ISSUER_ID,
    clientEmail: account.data.client_email,
    privateKey: key,
    apiUrl: config.GOOGLE_WALLET_API_URL ?? GOOGLE_WALLET_API,
    tokenUrl: config.GOOGLE_WALLET_TOKEN_URL ?? GOOGLE_OAUTH_TOKEN_URL,
  };
}

/** Reads and checks the wallets' keys once at start: a bad one stops the server with one line naming it. */
export async function loadWalletCredentials(config: Config): Promise<WalletCredentials> {
  const [apple, google] = await Promise.all([appleCredentials(config), googleCredentials(config)]);
  return { ...(apple ? { apple } : {}), ...(google ? { google } : {}) };
}
