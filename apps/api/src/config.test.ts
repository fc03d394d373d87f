import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('gives working defaults for a fresh machine', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.DATA_DIR).toMatch(/data$/);
    expect(config.TRUSTED_PROXIES).toEqual([]);
  });

  it('names every bad variable in one line', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', SMTP_URL: 'nope' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).not.toContain('\n');
    expect(message).toContain('PORT must be a whole number');
    expect(message).toContain('DATABASE_URL');
    expect(message).toContain('SMTP_URL');
  });

  it("keeps the wallets' stand-ins out of production and takes each wallet's variables all together", () => {
    const standIns = {
      APNS_URL: 'https://127.0.0.1:9',
      APNS_CA_CERTIFICATE: '/tmp/raiz-de-testes.pem',
      GOOGLE_WALLET_API_URL: 'http://127.0.0.1:9',
      GOOGLE_WALLET_TOKEN_URL: 'http://127.0.0.1:9/token',
    } as const;
    for (const [name, value] of Object.entries(standIns)) {
      expect(loadConfig({ NODE_ENV: 'test', [name]: value })[name as keyof typeof standIns]).toBe(value);
      expect(() => loadConfig({ NODE_ENV: 'production', [name]: value })).toThrow(
        `${name} (a stand-in for Apple's or Google's service) is not for production`,
      );
    }
    // APNs takes a pass push only over TLS with the pass's certificate: no cleartext stand-in.
    expect(() => loadConfig({ NODE_ENV: 'test', APNS_URL: 'http://127.0.0.1:9' })).toThrow('APNS_URL');
    expect(() => loadConfig({ APPLE_PASS_TYPE_ID: 'pass.br.com.exemplo', APPLE_TEAM_ID: 'ABCDE12345' })).toThrow(
      'APPLE_PASS_CERTIFICATE, APPLE_PASS_KEY, APPLE_WWDR_CERTIFICATE must be set too',
    );
    const apple = {
      APPLE_PASS_TYPE_ID: 'pass.br.com.exemplo',
      APPLE_TEAM_ID: 'ABCDE12345',
      APPLE_PASS_CERTIFICATE: '/segredos/passe.pem',
      APPLE_PASS_KEY: '/segredos/passe.key',
      APPLE_WWDR_CERTIFICATE: '/segredos/wwdr.pem',
    };
    // APNs token auth is optional, its two halves together, and only for a configured Apple Wallet.
    expect(loadConfig({ ...apple, APNS_KEY_ID: 'CHAVE12345', APNS_KEY: '/segredos/AuthKey.p8' }).APNS_KEY_ID).toBe(
      'CHAVE12345',
    );
    expect(() => loadConfig({ ...apple, APNS_KEY_ID: 'CHAVE12345' })).toThrow('APNS_KEY must be set with APNS_KEY_ID');
    expect(() => loadConfig({ ...apple, APNS_KEY: '/segredos/AuthKey.p8' })).toThrow(
      'APNS_KEY_ID must be set with APNS_KEY',
    );
    expect(() => loadConfig({ APNS_KEY_ID: 'CHAVE12345', APNS_KEY: '/segredos/AuthKey.p8' })).toThrow(
      'APNS_KEY_ID and APNS_KEY sign Apple Wallet',
    );
    expect(() => loadConfig({ ...apple, APNS_KEY_ID: 'chave', APNS_KEY: '/segredos/AuthKey.p8' })).toThrow(
      'APNS_KEY_ID must be the 10-character APNs key ID',
    );
    expect(() => loadConfig({ GOOGLE_WALLET_SERVICE_ACCOUNT: '/segredos/conta.json' })).toThrow(
      'GOOGLE_WALLET_ISSUER_ID must be set too',
    );
    expect(() => loadConfig({ APPLE_PASS_TYPE_ID: 'com.exemplo' })).toThrow(
      'APPLE_PASS_TYPE_ID must be a Pass Type ID',
    );
  });

  it('keeps a stand-in push service out of production, and VAPID_SUBJECT a contact push services accept', () => {
    expect(loadConfig({ NODE_ENV: 'test', PUSH_SERVICE_URL: 'http://127.0.0.1:9' }).PUSH_SERVICE_URL).toBe(
      'http://127.0.0.1:9',
    );
    expect(() => loadConfig({ NODE_ENV: 'production', PUSH_SERVICE_URL: 'http://127.0.0.1:9' })).toThrow(
      'PUSH_SERVICE_URL (a stand-in push service) is not for production',
    );
    expect(loadConfig({ NODE_ENV: 'test', TEST_CLOCK_FILE: '/tmp/relogio' }).TEST_CLOCK_FILE).toBe('/tmp/relogio');
    expect(() => loadConfig({ NODE_ENV: 'production', TEST_CLOCK_FILE: '/tmp/relogio' })).toThrow(
      'TEST_CLOCK_FILE (a clock tests move) is not for production',
    );
    expect(loadConfig({}).PASSWORD_HASH_COST).toBe('standard');
    expect(loadConfig({ NODE_ENV: 'test', PASSWORD_HASH_COST: 'test' }).PASSWORD_HASH_COST).toBe('test');
    expect(() => loadConfig({ NODE_ENV: 'production', PASSWORD_HASH_COST: 'test' })).toThrow(
      'PASSWORD_HASH_COST=test (a cheaper hash for tests) is not for production',
    );
    expect(loadConfig({ VAPID_SUBJECT: 'mailto:suporte@exemplo.com.br' }).VAPID_SUBJECT).toBe(
      'mailto:suporte@exemplo.com.br',
    );
    expect(() => loadConfig({ VAPID_SUBJECT: 'suporte@exemplo.com.br' })).toThrow(
      'VAPID_SUBJECT must be a mailto: address or an https:// URL',
    );
  });

  it('treats empty values as unset and splits the proxy list', () => {
    const config = loadConfig({ PORT: '', TRUSTED_PROXIES: '10.0.0.1, 10.0.0.0/8' });
    expect(config.PORT).toBe(3000);
    expect(config.TRUSTED_PROXIES).toEqual(['10.0.0.1', '10.0.0.0/8']);
  });

  it('takes a Redis URL for the rate limits, and nothing else there', () => {
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379' }).REDIS_URL).toBe('redis://127.0.0.1:6379');
    expect(loadConfig({}).REDIS_KEY_PREFIX).toBe('game-assist:');
    expect(() => loadConfig({ REDIS_URL: 'http://127.0.0.1:6379' })).toThrow(
      'REDIS_URL must be a URL starting with redis:// or rediss://',
    );
  });

  it('says what range a number must be in', () => {
    expect(() => loadConfig({ PORT: '70000' })).toThrow('PORT must be at most 65535');
    expect(() => loadConfig({ DATABASE_POOL_SIZE: '0' })).toThrow('DATABASE_POOL_SIZE must be at least 1');
    expect(() => loadConfig({ OTP_IP_LIMIT_PER_HOUR: '1.5' })).toThrow('OTP_IP_LIMIT_PER_HOUR must be a whole number');
  });

  it('rejects short secrets', () => {
    expect(() => loadConfig({ JWT_SECRET: 'short' })).toThrow(/JWT_SECRET/);
  });

  it('gives the database timeouts defaults, allows no statement limit, and refuses a zero connect timeout', () => {
    expect(loadConfig({})).toMatchObject({ DATABASE_CONNECT_TIMEOUT_MS: 5000, DATABASE_STATEMENT_TIMEOUT_MS: 10000 });
    expect(loadConfig({ DATABASE_STATEMENT_TIMEOUT_MS: '0' }).DATABASE_STATEMENT_TIMEOUT_MS).toBe(0);
    expect(() => loadConfig({ DATABASE_CONNECT_TIMEOUT_MS: '0' })).toThrow(/DATABASE_CONNECT_TIMEOUT_MS/);
  });

  it('reads the staff bootstrap lists lower-cased, neither of them set by default', () => {
    for (const NODE_ENV of ['development', 'production', 'test']) {
      expect(loadConfig({ NODE_ENV }).OPERATOR_EMAILS.size, NODE_ENV).toBe(0);
      expect(loadConfig({ NODE_ENV }).ADMIN_EMAILS.size, NODE_ENV).toBe(0);
    }
    const config = loadConfig({ OPERATOR_EMAILS: 'Ops@X.com', ADMIN_EMAILS: ' Chefe@X.com , b@y.com ' });
    expect([...config.OPERATOR_EMAILS]).toEqual(['ops@x.com']);
    expect([...config.ADMIN_EMAILS]).toEqual(['chefe@x.com', 'b@y.com']);
  });

  it('takes the payment settings, holding the BR Code fields to their lengths and Asaas to its webhook token', () => {
    const config = loadConfig({
      PIX_KEY: ' chave@exemplo.com.br ',
      ASAAS_API_KEY: 'k',
      ASAAS_WEBHOOK_TOKEN: 'x'.repeat(16),
    });
    expect(config).toMatchObject({
      PIX_KEY: 'chave@exemplo.com.br',
      PIX_MERCHANT_NAME: 'Game Assist',
      PIX_MERCHANT_CITY: 'Sao Paulo',
      ASAAS_API_URL: 'https://api.asaas.com/v3',
    });
    expect(() => loadConfig({ PIX_MERCHANT_NAME: 'x'.repeat(26) })).toThrow(/PIX_MERCHANT_NAME must be at most 25/);
    expect(() => loadConfig({ PIX_MERCHANT_CITY: 'x'.repeat(16) })).toThrow(/PIX_MERCHANT_CITY must be at most 15/);
    expect(() => loadConfig({ ASAAS_API_KEY: 'k' })).toThrow(/ASAAS_WEBHOOK_TOKEN must be set with ASAAS_API_KEY/);
    expect(() => loadConfig({ ASAAS_API_URL: 'ftp://x' })).toThrow(/ASAAS_API_URL/);
  });
});
