import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { PassFace } from './repository.js';
import type { AppleCredentials } from './credentials.js';
import { BRAND, coverEndLabel, STATUS_LABELS } from './pass-text.js';

/** Icon 29 pt and logo, each at 1x, 2x and 3x (scripts/render-icons.mjs draws them from the app's icon). */
const ASSET_DIR = path.resolve(import.meta.dirname, '../../../assets/wallet');
const IMAGES = ['icon.png', 'icon@2x.png', 'icon@3x.png', 'logo.png', 'logo@2x.png', 'logo@3x.png'];
let images: Record<string, Buffer> | undefined;
const imageBuffers = () =>
  (images ??= Object.fromEntries(IMAGES.map((name) => [name, readFileSync(path.join(ASSET_DIR, name))])));

export interface ApplePassInput {
  serial: string;
  authenticationToken: string;
  /** `{PUBLIC_URL}/api/carteirinha/wallet/apple`: Wallet appends `/v1/...` to it. */
  webServiceURL: string;
  face: PassFace | null;
  /** The QR's text, `{origin}/verificar#{card}`; none while the card is void. */
  verifyUrl: string | null;
  voidReason: string | null;
  dependant: boolean;
}

/** pass.json: a generic pass holding what the card prints and nothing else (no e-mail, no CPF). */
export function passJson(credentials: Pick<AppleCredentials, 'passTypeId' | 'teamId'>, input: ApplePassInput) {
  const { face } = input;
  const status = input.voidReason ?? (face ? STATUS_LABELS[face.status] : undefined) ?? 'Carteirinha encerrada.';
  return {
    formatVersion: 1,
    passTypeIdentifier: credentials.passTypeId,
    teamIdentifier: credentials.teamId,
    serialNumber: input.serial,
    organizationName: BRAND.name,
    description: `Carteirinha ${BRAND.name}`,
    logoText: BRAND.name,
    backgroundColor: BRAND.background,
    foregroundColor: BRAND.foreground,
    labelColor: BRAND.label,
    webServiceURL: input.webServiceURL,
    authenticationToken: input.authenticationToken,
    sharingProhibited: true,
    ...(input.voidReason ? { voided: true } : {}),
    ...(face ? { expirationDate: face.coverEndsAt, relevantDate: face.coverEndsAt } : {}),
    ...(input.verifyUrl && face
      ? {
          barcodes: [
            {
              format: 'PKBarcodeFormatQR',
              message: input.verifyUrl,
              messageEncoding: 'iso-8859-1',
              altText: face.memberNumber,
            },
          ],
        }
      : {}),
    generic: {
      primaryFields: [{ key: 'nome', label: input.dependant ? 'Dependente' : 'Titular', value: face?.name ?? '—' }],
      secondaryFields: face
        ? [
            { key: 'plano', label: 'Plano', value: face.plan },
            { key: 'validade', label: 'Válida até', value: coverEndLabel(face.coverEndsAt) },
          ]
        : [],
      auxiliaryFields: face ? [{ key: 'numero', label: 'Número', value: face.memberNumber }] : [],
      backFields: [
        { key: 'situacao', label: 'Situação', value: status, changeMessage: 'Carteirinha: %@' },
        {
          key: 'verificacao',
          label: 'Como a clínica confere',
          value: `A clínica lê o código QR com a câmera: ele abre a verificação do ${BRAND.name}, que confirma a carteirinha mesmo sem internet.`,
        },
      ],
    },
  };
}

/** The signed `.pkpass` (a zip: pass.json, images, manifest.json with SHA-1s, PKCS#7 detached signature). */
export async function applePassBuffer(credentials: AppleCredentials, input: ApplePassInput): Promise<Buffer> {
  // Loaded on the first pass (it brings joi along): a server without Apple's keys never pays for it.
  const { PKPass } = await import('passkit-generator');
  const pass = new PKPass(
    { ...imageBuffers(), 'pass.json': Buffer.from(JSON.stringify(passJson(credentials, input))) },
    {
      wwdr: credentials.wwdr,
      signerCert: credentials.signerCert,
      signerKey: credentials.signerKey,
      ...(credentials.signerKeyPassphrase ? { signerKeyPassphrase: credentials.signerKeyPassphrase } : {}),
    },
  );
  return pass.getAsBuffer();
}
