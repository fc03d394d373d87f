import { z } from 'zod/mini';
import { rawTextSchema } from './common.js';

/** Base64url (RFC 4648 §5, unpadded), as WebAuthn's JSON forms carry every binary value. */
const base64url = (max: number) => rawTextSchema.check(z.minLength(1), z.maxLength(max), z.regex(/^[A-Za-z0-9_-]+$/));

const transportSchema = z.enum(['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb']);
const credentialDescriptorSchema = z.object({
  id: base64url(1024),
  type: z.literal('public-key'),
  transports: z.optional(z.array(transportSchema)),
});
const userVerificationSchema = z.enum(['required', 'preferred', 'discouraged']);
const hintsSchema = z.optional(z.array(z.enum(['hybrid', 'security-key', 'client-device'])));

/**
 * What a new passkey is for: `staff` only from /Operador's enrolment ('Criar a minha chave de acesso'); without
 * it, a subscriber's passkey, whatever the account (docs/security.md, 'Staff sign-in'). Bound to the challenge.
 */
export const passkeyRegistrationOptionsBodySchema = z.nullish(
  z.strictObject({ purpose: z.optional(z.literal('staff')) }),
);
export type PasskeyRegistrationOptionsBody = z.infer<typeof passkeyRegistrationOptionsBodySchema>;
export type PasskeyPurpose = 'subscriber' | 'staff';

/** What `navigator.credentials.create()` needs, in WebAuthn Level 3's JSON form. */
export const passkeyRegistrationOptionsSchema = z.object({
  challenge: base64url(128),
  rp: z.object({ id: z.optional(z.string()), name: z.string() }),
  user: z.object({ id: base64url(128), name: z.string(), displayName: z.string() }),
  pubKeyCredParams: z.array(z.object({ alg: z.int(), type: z.literal('public-key') })),
  timeout: z.optional(z.int()),
  excludeCredentials: z.optional(z.array(credentialDescriptorSchema)),
  authenticatorSelection: z.optional(
    z.object({
      authenticatorAttachment: z.optional(z.enum(['platform', 'cross-platform'])),
      requireResidentKey: z.optional(z.boolean()),
      residentKey: z.optional(z.enum(['discouraged', 'preferred', 'required'])),
      userVerification: z.optional(userVerificationSchema),
    }),
  ),
  attestation: z.optional(z.enum(['none', 'indirect', 'direct', 'enterprise'])),
  extensions: z.optional(z.object({ credProps: z.optional(z.boolean()) })),
  hints: hintsSchema,
});
export type PasskeyRegistrationOptions = z.infer<typeof passkeyRegistrationOptionsSchema>;

/** What `navigator.credentials.get()` needs; no allowCredentials: the device offers the account's passkey. */
export const passkeyLoginOptionsSchema = z.object({
  challenge: base64url(128),
  rpId: z.optional(z.string()),
  timeout: z.optional(z.int()),
  allowCredentials: z.optional(z.array(credentialDescriptorSchema)),
  userVerification: z.optional(userVerificationSchema),
  hints: hintsSchema,
});
export type PasskeyLoginOptions = z.infer<typeof passkeyLoginOptionsSchema>;

const clientExtensionResultsSchema = z.object({
  credProps: z.optional(z.object({ rk: z.optional(z.boolean()) })),
});

/** The new credential, as `PublicKeyCredential.toJSON()` (or @simplewebauthn/browser) gives it. */
export const passkeyRegistrationBodySchema = z.object({
  id: base64url(1024),
  rawId: base64url(1024),
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: base64url(4096),
    attestationObject: base64url(16_384),
    authenticatorData: z.optional(base64url(8192)),
    // Browsers name transports newer than this list; kept as given, at most a few short names.
    transports: z.optional(z.array(rawTextSchema.check(z.maxLength(32))).check(z.maxLength(10))),
    publicKeyAlgorithm: z.optional(z.int()),
    publicKey: z.optional(base64url(4096)),
  }),
  authenticatorAttachment: z.optional(z.enum(['platform', 'cross-platform'])),
  clientExtensionResults: clientExtensionResultsSchema,
});
export type PasskeyRegistrationBody = z.infer<typeof passkeyRegistrationBodySchema>;

/** The signed assertion, as `PublicKeyCredential.toJSON()` (or @simplewebauthn/browser) gives it. */
export const passkeyLoginBodySchema = z.object({
  id: base64url(1024),
  rawId: base64url(1024),
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: base64url(4096),
    authenticatorData: base64url(8192),
    // Post-quantum ML-DSA signatures (Chromium offers ML-DSA-44: 2,420 bytes) run to 4,627 bytes (ML-DSA-87).
    signature: base64url(8192),
    userHandle: z.optional(base64url(128)),
  }),
  authenticatorAttachment: z.optional(z.enum(['platform', 'cross-platform'])),
  clientExtensionResults: clientExtensionResultsSchema,
});
export type PasskeyLoginBody = z.infer<typeof passkeyLoginBodySchema>;

/** One of the account's passkeys, as Perfil → 'Chaves de acesso' lists it. */
export const passkeySchema = z.object({
  id: z.string(),
  deviceName: z.string(),
  createdAt: z.iso.datetime(),
  lastUsedAt: z.nullable(z.iso.datetime()),
});
export type Passkey = z.infer<typeof passkeySchema>;

export const passkeyListSchema = z.object({ passkeys: z.array(passkeySchema) });
export type PasskeyList = z.infer<typeof passkeyListSchema>;
