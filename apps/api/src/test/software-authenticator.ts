import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';

/** A value this encoder writes: what WebAuthn's attestation object and COSE keys use of CBOR (RFC 8949). */
type Cbor = number | string | Uint8Array | Map<number | string, Cbor>;

function head(major: number, length: number): Buffer {
  if (length < 24) return Buffer.from([(major << 5) | length]);
  if (length < 0x100) return Buffer.from([(major << 5) | 24, length]);
  if (length < 0x10000) return Buffer.from([(major << 5) | 25, length >> 8, length & 0xff]);
  const out = Buffer.alloc(5);
  out[0] = (major << 5) | 26;
  out.writeUInt32BE(length, 1);
  return out;
}

function cbor(value: Cbor): Buffer {
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') return Buffer.concat([head(3, Buffer.byteLength(value)), Buffer.from(value)]);
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), value]);
  return Buffer.concat([head(5, value.size), ...[...value].flatMap(([key, item]) => [cbor(key), cbor(item)])]);
}

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();
const uint32 = (n: number) => {
  const out = Buffer.alloc(4);
  out.writeUInt32BE(n);
  return out;
};

const FLAG_UP = 0x01;
const FLAG_UV = 0x04;
const FLAG_AT = 0x40;

export interface CeremonyOptions {
  /** The page's origin as the browser reports it in the client data. */
  origin: string;
  /** The RP ID the authenticator hashes into its data (normally the options' RP ID). */
  rpId: string;
  /** Whether the person was verified (fingerprint, face, PIN); UV flag. */
  userVerified?: boolean;
}

/** A software platform authenticator (ES256, attestation 'none') answering real WebAuthn ceremonies. */
export class SoftwareAuthenticator {
  readonly credentialId = randomBytes(32);
  readonly #privateKey: KeyObject;
  readonly #publicKey: KeyObject;
  /** The signature counter; tests set it back to replay an older one. */
  counter = 0;
  /** The user handle the passkey was made for, returned with each assertion (a discoverable credential's). */
  userHandle: string | undefined;

  constructor() {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    this.#privateKey = privateKey;
    this.#publicKey = publicKey;
  }

  get id(): string {
    return b64url(this.credentialId);
  }

  #coseKey(): Buffer {
    const jwk = this.#publicKey.export({ format: 'jwk' });
    if (!jwk.x || !jwk.y) throw new Error('no EC coordinates');
    return cbor(
      new Map<number, Cbor>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x, 'base64url')],
        [-3, Buffer.from(jwk.y, 'base64url')],
      ]),
    );
  }

  #flags(extra: number, userVerified = true) {
    return Buffer.from([FLAG_UP | (userVerified ? FLAG_UV : 0) | extra]);
  }

  #clientData(type: string, challenge: string, origin: string) {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  /** `navigator.credentials.create()`'s answer, in its JSON form, to the API's registration options. */
  create(options: { challenge: string; user: { id: string } }, ceremony: CeremonyOptions) {
    this.userHandle = options.user.id;
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.credentialId.length);
    const authData = Buffer.concat([
      sha256(ceremony.rpId),
      this.#flags(FLAG_AT, ceremony.userVerified),
      uint32(this.counter),
      Buffer.alloc(16),
      idLength,
      this.credentialId,
      this.#coseKey(),
    ]);
    const attestationObject = cbor(
      new Map<string, Cbor>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', authData],
      ]),
    );
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key' as const,
      response: {
        clientDataJSON: b64url(this.#clientData('webauthn.create', options.challenge, ceremony.origin)),
        attestationObject: b64url(attestationObject),
        transports: ['internal' as const],
      },
      authenticatorAttachment: 'platform' as const,
      clientExtensionResults: {},
    };
  }

  /** `navigator.credentials.get()`'s answer: the counter moves on, and the assertion is signed. */
  get(options: { challenge: string }, ceremony: CeremonyOptions) {
    this.counter += 1;
    const authData = Buffer.concat([
      sha256(ceremony.rpId),
      this.#flags(0, ceremony.userVerified),
      uint32(this.counter),
    ]);
    const clientDataJSON = this.#clientData('webauthn.get', options.challenge, ceremony.origin);
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), this.#privateKey);
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key' as const,
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        ...(this.userHandle ? { userHandle: this.userHandle } : {}),
      },
      authenticatorAttachment: 'platform' as const,
      clientExtensionResults: {},
    };
  }
}
