import path from 'node:path';
import { z } from 'zod';
import { AUDIT_RETENTION_YEARS_DEFAULT } from '@game-assist/contracts';

/** scrypt's cost for passwords: 'test' only outside production (modules/auth/passwords.ts). */
export const PASSWORD_HASH_COSTS = ['standard', 'test'] as const;
export type PasswordHashCost = (typeof PASSWORD_HASH_COSTS)[number];

const optionalUrl = (protocols: string[]) =>
  z
    .string()
    .trim()
    .min(1)
    .refine(
      (value) => {
        try {
          return protocols.includes(new URL(value).protocol);
        } catch {
          return false;
        }
      },
      `must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}`,
    )
    .optional();

/** A whole number from `min` to `max`, with messages a person setting the variable can act on. */
const wholeNumber = (min: number, max = Number.MAX_SAFE_INTEGER) =>
  z.coerce
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .min(min, `must be at least ${min}`)
    .max(max, `must be at most ${max}`);
const positiveInt = wholeNumber(1);

/** A key or certificate: the path of its file, or `base64:` and the file's bytes in base64 (modules/wallet/credentials.ts). */
const secretSource = z.string().trim().min(1).optional();

/** Every environment variable the API reads; each is described in README.md, 'Configuration'. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  PORT: wholeNumber(0, 65535).default(3000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: optionalUrl(['postgres:', 'postgresql:']),
  DATABASE_POOL_SIZE: wholeNumber(1, 100).default(10),
  DATABASE_CONNECT_TIMEOUT_MS: positiveInt.default(5_000),
  DATABASE_STATEMENT_TIMEOUT_MS: wholeNumber(0).default(10_000),
  DATABASE_MAX_PENDING_TRANSACTIONS: wholeNumber(1, 100_000).default(500),
  REDIS_URL: optionalUrl(['redis:', 'rediss:']),
  REDIS_KEY_PREFIX: z.string().trim().min(1).default('game-assist:'),
  SMTP_URL: optionalUrl(['smtp:', 'smtps:']),
  SMS_URL: optionalUrl(['http:', 'https:']),
  MAIL_FROM: z.string().trim().min(3).default('Game Assist <nao-responda@gameassist.local>'),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  OTP_HMAC_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
  CARD_SIGNING_KEYS: z.string().trim().min(2).optional(),
  CARD_VERIFY_IP_LIMIT_PER_HOUR: positiveInt.default(600),
  CARD_TOKEN_IP_LIMIT_PER_HOUR: positiveInt.default(300),
  CHECKOUT_ACCOUNT_LIMIT_PER_HOUR: positiveInt.default(10),
  TRUSTED_PROXIES: z.string().trim().default(''),
  OTP_IP_LIMIT_PER_HOUR: positiveInt.default(50),
  AUTH_IP_LIMIT_PER_HOUR: positiveInt.default(60),
  OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: wholeNumber(0).default(1000),
  WEB_DIST_DIR: z.string().trim().min(1).optional(),
  OPERATOR_EMAILS: z.string().trim().default(''),
  ADMIN_EMAILS: z.string().trim().default(''),
  AUDIT_RETENTION_YEARS: wholeNumber(1, 100).default(AUDIT_RETENTION_YEARS_DEFAULT),
  PUBLIC_URL: optionalUrl(['http:', 'https:']),
  PIX_KEY: z.string().trim().min(1).max(77).optional(),
  PIX_MERCHANT_NAME: z
    .string()
    .trim()
    .min(1)
    .max(25, 'must be at most 25 characters (BR Code field 59)')
    .default('Game Assist'),
  PIX_MERCHANT_CITY: z
    .string()
    .trim()
    .min(1)
    .max(15, 'must be at most 15 characters (BR Code field 60)')
    .default('Sao Paulo'),
  ASAAS_API_URL: optionalUrl(['http:', 'https:']).default('https://api.asaas.com/v3'),
  ASAAS_API_KEY: z.string().trim().min(1).optional(),
  VAPID_PUBLIC_KEY: z.string().trim().min(1).optional(),
  VAPID_PRIVATE_KEY: z.string().trim().min(1).optional(),
  VAPID_SUBJECT: z
    .string()
    .trim()
    .regex(/^(mailto:|https:\/\/)\S+$/, 'must be a mailto: address or an https:// URL')
    .optional(),
  PUSH_SERVICE_URL: optionalUrl(['http:', 'https:']),
  TEST_CLOCK_FILE: z.string().trim().min(1).optional(),
  PASSWORD_HASH_COST: z.enum(PASSWORD_HASH_COSTS).default('standard'),
  ASAAS_WEBHOOK_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  APPLE_PASS_TYPE_ID: z
    .string()
    .trim()
    .regex(/^pass\.[A-Za-z0-9.-]+$/, 'must be a Pass Type ID (pass.com.example.card)')
    .optional(),
  APPLE_TEAM_ID: z
    .string()
    .trim()
    .regex(/^[A-Z0-9]{10}$/, 'must be the 10-character Apple team ID')
    .optional(),
  APPLE_PASS_CERTIFICATE: secretSource,
  APPLE_PASS_KEY: secretSource,
  APPLE_PASS_KEY_PASSPHRASE: z.string().min(1).optional(),
  APPLE_WWDR_CERTIFICATE: secretSource,
  APNS_KEY_ID: z
    .string()
    .trim()
    .regex(/^[A-Z0-9]{10}$/, 'must be the 10-character APNs key ID')
    .optional(),
  APNS_KEY: secretSource,
  APNS_URL: optionalUrl(['https:']),
  APNS_CA_CERTIFICATE: secretSource,
  GOOGLE_WALLET_ISSUER_ID: z.string().trim().regex(/^\d+$/, 'must be the Google Wallet issuer ID (digits)').optional(),
  GOOGLE_WALLET_SERVICE_ACCOUNT: secretSource,
  GOOGLE_WALLET_API_URL: optionalUrl(['http:', 'https:']),
  GOOGLE_WALLET_TOKEN_URL: optionalUrl(['http:', 'https:']),
});

/** Each wallet's variables, set all together or not at all. */
export const APPLE_WALLET_VARIABLES = [
  'APPLE_PASS_TYPE_ID',
  'APPLE_TEAM_ID',
  'APPLE_PASS_CERTIFICATE',
  'APPLE_PASS_KEY',
  'APPLE_WWDR_CERTIFICATE',
] as const;
export const GOOGLE_WALLET_VARIABLES = ['GOOGLE_WALLET_ISSUER_ID', 'GOOGLE_WALLET_SERVICE_ACCOUNT'] as const;
/** Stand-ins for Apple's and Google's services, which tests start: never in production. */
const WALLET_STAND_INS = [
  'APNS_URL',
  'APNS_CA_CERTIFICATE',
  'GOOGLE_WALLET_API_URL',
  'GOOGLE_WALLET_TOKEN_URL',
] as const;

export type Env = z.infer<typeof envSchema>;

/** The PIX key a development start uses when PIX_KEY is unset: codes it makes pay nobody. */
export const SAMPLE_PIX_KEY = 'pix-exemplo@gameassist.local';

export interface Config extends Omit<
  Env,
  'TRUSTED_PROXIES' | 'WEB_DIST_DIR' | 'DATA_DIR' | 'OPERATOR_EMAILS' | 'ADMIN_EMAILS'
> {
  DATA_DIR: string;
  /** Lower-cased. Deprecated (#66): atendimento and financeiro for one more release. */
  OPERATOR_EMAILS: ReadonlySet<string>;
  /** Lower-cased: the first administradores. */
  ADMIN_EMAILS: ReadonlySet<string>;
  TRUSTED_PROXIES: string[];
  WEB_DIST_DIR: string;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const defaultWebDist = path.resolve(import.meta.dirname, '../../web/dist');

const emailSet = (list: string): ReadonlySet<string> =>
  new Set(
    list
      .split(',')
      .map((entry) => entry.trim().toLowerCase())
      .filter(Boolean),
  );

/** Every bad variable named in one line: a misconfigured server says what to fix, not a stack trace. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value.trim() !== ''),
  );
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
  }
  const parsed = result.data;
  if (parsed.ASAAS_API_KEY && !parsed.ASAAS_WEBHOOK_TOKEN) {
    throw new ConfigError('Invalid configuration: ASAAS_WEBHOOK_TOKEN must be set with ASAAS_API_KEY');
  }
  if (parsed.PUSH_SERVICE_URL && parsed.NODE_ENV === 'production') {
    throw new ConfigError('Invalid configuration: PUSH_SERVICE_URL (a stand-in push service) is not for production');
  }
  for (const group of [APPLE_WALLET_VARIABLES, GOOGLE_WALLET_VARIABLES]) {
    const missing = group.filter((name) => !parsed[name]);
    if (missing.length > 0 && missing.length < group.length) {
      throw new ConfigError(
        `Invalid configuration: ${missing.join(', ')} must be set too (a wallet needs all of ${group.join(', ')})`,
      );
    }
  }
  // Token auth for APNs is optional (the pass certificate is the default), but its two halves go together.
  if (Boolean(parsed.APNS_KEY_ID) !== Boolean(parsed.APNS_KEY)) {
    const [missing, set] = parsed.APNS_KEY_ID ? ['APNS_KEY', 'APNS_KEY_ID'] : ['APNS_KEY_ID', 'APNS_KEY'];
    throw new ConfigError(
      `Invalid configuration: ${missing} must be set with ${set} (APNs token auth needs the key ID and its .p8 key)`,
    );
  }
  if (parsed.APNS_KEY_ID && !parsed.APPLE_TEAM_ID) {
    throw new ConfigError(
      `Invalid configuration: APNS_KEY_ID and APNS_KEY sign Apple Wallet's pushes: ${APPLE_WALLET_VARIABLES.join(', ')} must be set too`,
    );
  }
  for (const name of WALLET_STAND_INS) {
    if (parsed[name] && parsed.NODE_ENV === 'production') {
      throw new ConfigError(
        `Invalid configuration: ${name} (a stand-in for Apple's or Google's service) is not for production`,
      );
    }
  }
  if (parsed.PASSWORD_HASH_COST !== 'standard' && parsed.NODE_ENV === 'production') {
    throw new ConfigError(
      'Invalid configuration: PASSWORD_HASH_COST=test (a cheaper hash for tests) is not for production',
    );
  }
  if (parsed.TEST_CLOCK_FILE && parsed.NODE_ENV === 'production') {
    throw new ConfigError('Invalid configuration: TEST_CLOCK_FILE (a clock tests move) is not for production');
  }
  return {
    ...parsed,
    DATA_DIR: path.resolve(parsed.DATA_DIR),
    TRUSTED_PROXIES: parsed.TRUSTED_PROXIES.split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
    OPERATOR_EMAILS: emailSet(parsed.OPERATOR_EMAILS),
    ADMIN_EMAILS: emailSet(parsed.ADMIN_EMAILS),
    WEB_DIST_DIR: parsed.WEB_DIST_DIR ? path.resolve(parsed.WEB_DIST_DIR) : defaultWebDist,
  };
}
