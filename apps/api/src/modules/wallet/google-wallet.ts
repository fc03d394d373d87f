import { SignJWT } from 'jose';
import type { PassFace } from './repository.js';
import type { Clock } from '#api/lib/clock.js';
import { slugify } from '#api/lib/slugify.js';
import type { GoogleCredentials } from './credentials.js';
import { BRAND, coverEndLabel, STATUS_LABELS } from './pass-text.js';

export const GOOGLE_SAVE_URL = 'https://pay.google.com/gp/v/save/';
const SCOPE = 'https://www.googleapis.com/auth/wallet_object.issuer';
const SEND_TIMEOUT_MS = 15_000;

export interface GooglePassInput {
  serial: string;
  face: PassFace | null;
  verifyUrl: string | null;
  voidReason: string | null;
  dependant: boolean;
  /** Where the logo is served (`{PUBLIC_URL}/wallet-logo.png`): Google fetches it. */
  logoUrl: string;
}

const text = (value: string) => ({ defaultValue: { language: 'pt-BR', value } });

export const objectId = (credentials: Pick<GoogleCredentials, 'issuerId'>, serial: string) =>
  `${credentials.issuerId}.${serial}`;

/** One generic class per plan, as the issue of passes groups them. */
export const classId = (credentials: Pick<GoogleCredentials, 'issuerId'>, plan: string) =>
  `${credentials.issuerId}.plano-${slugify(plan) || 'game-assist'}`;

/** The generic object: what the card prints and its QR, nothing else; EXPIRED once the card no longer holds. */
export function genericObject(credentials: Pick<GoogleCredentials, 'issuerId'>, input: GooglePassInput) {
  const { face } = input;
  const status = input.voidReason ?? (face ? STATUS_LABELS[face.status] : undefined) ?? 'Carteirinha encerrada.';
  return {
    id: objectId(credentials, input.serial),
    classId: classId(credentials, face?.plan ?? BRAND.name),
    state: input.voidReason ? 'EXPIRED' : 'ACTIVE',
    cardTitle: text(`Carteirinha ${BRAND.name}`),
    subheader: text(input.dependant ? 'Dependente' : 'Titular'),
    header: text(face?.name ?? 'Carteirinha encerrada'),
    hexBackgroundColor: BRAND.hex,
    logo: { sourceUri: { uri: input.logoUrl }, contentDescription: text(BRAND.name) },
    textModulesData: [
      ...(face
        ? [
            { id: 'plano', header: 'Plano', body: face.plan },
            { id: 'numero', header: 'Número', body: face.memberNumber },
            { id: 'validade', header: 'Válida até', body: coverEndLabel(face.coverEndsAt) },
          ]
        : []),
      { id: 'situacao', header: 'Situação', body: status },
    ],
    ...(input.verifyUrl && face
      ? { barcode: { type: 'QR_CODE', value: input.verifyUrl, alternateText: face.memberNumber } }
      : {}),
    ...(face ? { validTimeInterval: { end: { date: face.coverEndsAt } } } : {}),
  };
}

export type GenericObject = ReturnType<typeof genericObject>;

/** The "Save to Google Wallet" link: a JWT (RS256, the service account's key) holding the class and the object. */
export async function saveUrl(
  credentials: GoogleCredentials,
  object: GenericObject,
  origin: string,
  now: Date,
): Promise<string> {
  const jwt = await new SignJWT({
    origins: [origin],
    typ: 'savetowallet',
    payload: { genericClasses: [{ id: object.classId }], genericObjects: [object] },
  })
    .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
    .setIssuer(credentials.clientEmail)
    .setAudience('google')
    .setIssuedAt(Math.floor(now.getTime() / 1000))
    .sign(credentials.privateKey);
  return `${GOOGLE_SAVE_URL}${jwt}`;
}

/** Google Wallet's REST API as the service account (JWT bearer grant, RFC 7523; docs/security.md). */
export function createGoogleWalletClient(credentials: GoogleCredentials, clock: Clock) {
  let access: { token: string; until: number } | undefined;

  async function accessToken(): Promise<string> {
    const now = clock.now().getTime();
    if (access && now < access.until) return access.token;
    const iat = Math.floor(now / 1000);
    const assertion = await new SignJWT({ scope: SCOPE })
      .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
      .setIssuer(credentials.clientEmail)
      .setAudience(credentials.tokenUrl)
      .setIssuedAt(iat)
      .setExpirationTime(iat + 3600)
      .sign(credentials.privateKey);
    const answer = await fetch(credentials.tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer', assertion }),
      redirect: 'error',
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
    if (!answer.ok) {
      await answer.body?.cancel();
      throw new Error(`Google's token endpoint answered ${answer.status}`);
    }
    const body = (await answer.json()) as { access_token?: unknown; expires_in?: unknown };
    if (typeof body.access_token !== 'string') throw new Error("Google's token endpoint gave no access token");
    const life = typeof body.expires_in === 'number' ? body.expires_in : 3600;
    access = { token: body.access_token, until: now + Math.max(0, life - 60) * 1000 };
    return access.token;
  }

  return {
    /** PATCHes the saved object; false when nobody saved it (Google has no such object: nothing to tell). */
    async patchObject(object: GenericObject): Promise<boolean> {
      const url = `${credentials.apiUrl.replace(/\/$/, '')}/genericObject/${encodeURIComponent(object.id)}`;
      const answer = await fetch(url, {
        method: 'PATCH',
        headers: { authorization: `Bearer ${await accessToken()}`, 'content-type': 'application/json' },
        body: JSON.stringify(object),
        redirect: 'error',
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      });
      await answer.body?.cancel();
      if (answer.status === 404) return false;
      if (answer.status === 401) access = undefined;
      if (!answer.ok) throw new Error(`Google Wallet answered ${answer.status}`);
      return true;
    },
  };
}

export type GoogleWalletClient = ReturnType<typeof createGoogleWalletClient>;
