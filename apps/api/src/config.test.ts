import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const base = { NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(40) };

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
    expect(loadConfig({ ...base, NODE_ENV: 'production', SEED_DEMO: 'true' }).seedDemo).toBe(false);
  });

  it('listens beyond this machine only in production or when ALLOW_DEV_ON_NETWORK says so', () => {
    const dev = { JWT_SECRET: 'x'.repeat(40) };
    for (const host of ['0.0.0.0', '::', '192.168.1.20']) {
      expect(() => loadConfig({ ...dev, HOST: host })).toThrow(ConfigError);
      expect(() => loadConfig({ ...dev, HOST: host })).toThrow(/HOST.*NODE_ENV=production.*ALLOW_DEV_ON_NETWORK=true/);
    }
    expect(loadConfig({ ...dev, HOST: '0.0.0.0', ALLOW_DEV_ON_NETWORK: 'true' }).host).toBe('0.0.0.0');
    expect(loadConfig({ ...dev, HOST: '0.0.0.0', NODE_ENV: 'production' }).host).toBe('0.0.0.0');
    expect(() => loadConfig({ ...dev, HOST: '0.0.0.0', ALLOW_DEV_ON_NETWORK: 'false' })).toThrow(ConfigError);
    for (const host of ['127.0.0.1', 'localhost', '::1', '127.0.0.2']) {
      expect(loadConfig({ ...dev, HOST: host }).host).toBe(host);
    }
  });
});
