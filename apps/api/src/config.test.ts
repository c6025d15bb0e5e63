import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const base = { NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(40) };
/** What production needs beyond the JWT secret: a real payment gateway and the supplier on invoices. */
const production = {
  NODE_ENV: 'production',
  RAZORPAY_KEY_ID: 'rzp_live_AbCdEf123456',
  RAZORPAY_KEY_SECRET: 'k'.repeat(24),
  RAZORPAY_WEBHOOK_SECRET: 'w'.repeat(24),
  SUPPLIER_LEGAL_NAME: 'Noticeboard Learning Private Limited',
  SUPPLIER_ADDRESS: '4th Floor, 12 MG Road | Bengaluru, Karnataka 560001',
  SUPPLIER_GSTIN: '29AAACN1234A1Z3',
};

describe('config', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig(base);
    expect(config).toMatchObject({ port: 3000, host: '127.0.0.1', databaseUrl: undefined, seedDemo: true });
    expect(config.dataDir).toMatch(/data$/);
  });

  it('keeps outbound fetches off private addresses unless OUTBOUND_ALLOW_PRIVATE says otherwise', () => {
    expect(loadConfig(base).outboundAllowPrivate).toBe(false);
    expect(loadConfig({ ...base, OUTBOUND_ALLOW_PRIVATE: 'true' }).outboundAllowPrivate).toBe(true);
    expect(loadConfig({ ...base, OUTBOUND_ALLOW_PRIVATE: '0' }).outboundAllowPrivate).toBe(false);
    expect(() => loadConfig({ ...base, OUTBOUND_ALLOW_PRIVATE: 'yes' })).toThrow(/OUTBOUND_ALLOW_PRIVATE/);
  });

  it('reads the face check’s threshold and picture retention, with their defaults and bounds', () => {
    expect(loadConfig(base).face).toEqual({ matchThreshold: 0.45, pictureRetentionDays: 30 });
    const set = loadConfig({ ...base, FACE_MATCH_THRESHOLD: '0.5', FACE_PICTURE_RETENTION_DAYS: '7' });
    expect(set.face).toEqual({ matchThreshold: 0.5, pictureRetentionDays: 7 });
    expect(() => loadConfig({ ...base, FACE_MATCH_THRESHOLD: '1.5' })).toThrow(/FACE_MATCH_THRESHOLD/);
    expect(() => loadConfig({ ...base, FACE_PICTURE_RETENTION_DAYS: '0' })).toThrow(/FACE_PICTURE_RETENTION_DAYS/);
  });

  it('lets tests shorten the deletion countdown to seconds, never production to under an hour', () => {
    expect(loadConfig({ ...base, ACCOUNT_DELETION_DELAY_SECONDS: '75' }).accountDeletionDelaySeconds).toBe(75);
    expect(() => loadConfig({ ...base, ...production, ACCOUNT_DELETION_DELAY_SECONDS: '72' })).toThrow(
      /ACCOUNT_DELETION_DELAY_SECONDS=72 is under an hour/,
    );
    expect(
      loadConfig({ ...base, ...production, ACCOUNT_DELETION_DELAY_SECONDS: '3600' }).accountDeletionDelaySeconds,
    ).toBe(3600);
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ ...base, DATABASE_URL: '', REDIS_URL: '' })).toMatchObject({
      databaseUrl: undefined,
      redisUrl: undefined,
    });
  });

  it('refuses bad values with the variable named', () => {
    expect(() => loadConfig({ ...base, PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/);
  });

  it('needs a JWT secret and never seeds demo data in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET/);
    expect(loadConfig({ ...base, ...production, SEED_DEMO: 'true' }).seedDemo).toBe(false);
  });

  it('needs Razorpay and the invoice supplier in production, and reads them', () => {
    const { SUPPLIER_GSTIN: _gstin, ...noSupplier } = production;
    expect(() => loadConfig({ ...base, ...noSupplier })).toThrow(/SUPPLIER_GSTIN/);
    const { RAZORPAY_WEBHOOK_SECRET: _secret, ...partial } = production;
    expect(() => loadConfig({ ...base, ...partial })).toThrow(/RAZORPAY_WEBHOOK_SECRET/);
    expect(() => loadConfig({ ...base, ...production, SUPPLIER_GSTIN: '29AAACN1234A1Z4' })).toThrow(/SUPPLIER_GSTIN/);
    const { payments } = loadConfig({ ...base, ...production });
    expect(payments.supplier).toEqual({
      legalName: 'Noticeboard Learning Private Limited',
      addressLines: ['4th Floor, 12 MG Road', 'Bengaluru, Karnataka 560001'],
      gstin: '29AAACN1234A1Z3',
    });
    expect(payments.gateway.razorpay?.keyId).toBe('rzp_live_AbCdEf123456');
    expect(payments.devSecrets).toBeUndefined();
  });

  it('listens beyond this machine only in production or when ALLOW_DEV_ON_NETWORK says so', () => {
    const dev = { JWT_SECRET: 'x'.repeat(40) };
    for (const host of ['0.0.0.0', '::', '192.168.1.20']) {
      expect(() => loadConfig({ ...dev, HOST: host })).toThrow(ConfigError);
      expect(() => loadConfig({ ...dev, HOST: host })).toThrow(/HOST.*NODE_ENV=production.*ALLOW_DEV_ON_NETWORK=true/);
    }
    expect(loadConfig({ ...dev, HOST: '0.0.0.0', ALLOW_DEV_ON_NETWORK: 'true' }).host).toBe('0.0.0.0');
    expect(loadConfig({ ...dev, ...production, HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(() => loadConfig({ ...dev, HOST: '0.0.0.0', ALLOW_DEV_ON_NETWORK: 'false' })).toThrow(ConfigError);
    for (const host of ['127.0.0.1', 'localhost', '::1', '127.0.0.2']) {
      expect(loadConfig({ ...dev, HOST: host }).host).toBe(host);
    }
  });
});
