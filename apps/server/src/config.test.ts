import { availableParallelism } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('needs nothing: embedded database, offline AI, port 3000', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      dataDir: path.resolve('data'),
      databaseUrl: undefined,
      redisUrl: undefined,
      smtpUrl: undefined,
      appUrl: 'http://localhost:3000',
      ai: { provider: 'offline' },
    });
  });

  it('reads every documented variable', () => {
    const config = loadConfig({
      PORT: '8080',
      DATA_DIR: '/srv/chronodeck',
      DATABASE_URL: 'postgres://db.internal:5432/chronodeck',
      DATABASE_POOL_SIZE: '24',
      REDIS_URL: 'redis://cache.internal:6379',
      SMTP_URL: 'smtps://user:pass@smtp.example.com:465',
      MAIL_FROM: 'Chronodeck <hello@example.com>',
      APP_URL: 'https://chronodeck.example.com/',
      SUPPORT_EMAIL: 'help@example.com',
      AI_PROVIDER: 'openai-compatible',
      AI_BASE_URL: 'http://localhost:11434/v1',
      AI_API_KEY: 'secret',
      AI_MODEL: 'llama3.1',
    });
    expect(config).toMatchObject({
      port: 8080,
      dataDir: '/srv/chronodeck',
      databaseUrl: 'postgres://db.internal:5432/chronodeck',
      databasePoolSize: 24,
      redisUrl: 'redis://cache.internal:6379',
      appUrl: 'https://chronodeck.example.com',
      supportEmail: 'help@example.com',
      ai: { provider: 'openai-compatible', model: 'llama3.1', apiKey: 'secret' },
    });
  });

  it('sizes the PostgreSQL pool for the machine unless told: two per core, at least four', () => {
    const { databasePoolSize } = loadConfig({});
    expect(databasePoolSize).toBe(Math.max(4, 2 * availableParallelism()));
    expect(() => loadConfig({ DATABASE_POOL_SIZE: '0' })).toThrow(/DATABASE_POOL_SIZE/);
  });

  it('hashes one password per core at once, leaving a thread of libuv’s pool free', () => {
    const cores = availableParallelism();
    expect(loadConfig({}).auth.passwordHashing.concurrent).toBe(Math.max(1, Math.min(cores, 3)));
    expect(loadConfig({ UV_THREADPOOL_SIZE: '64' }).auth.passwordHashing.concurrent).toBe(
      Math.min(cores, 63),
    );
    expect(loadConfig({ UV_THREADPOOL_SIZE: '1' }).auth.passwordHashing.concurrent).toBe(1);
  });

  it('treats empty optional URLs as unset', () => {
    expect(loadConfig({ DATABASE_URL: '' }).databaseUrl).toBeUndefined();
  });

  it('fails fast, naming every bad variable', () => {
    try {
      loadConfig({ PORT: 'eighty', AI_PROVIDER: 'oracle', SUPPORT_EMAIL: 'nope' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const problems = (error as ConfigError).problems.join('\n');
      expect(problems).toContain('PORT');
      expect(problems).toContain('AI_PROVIDER');
      expect(problems).toContain('SUPPORT_EMAIL');
    }
  });

  describe('TRUST_PROXY', () => {
    const trustProxy = (value: string | undefined) => loadConfig({ TRUST_PROXY: value }).trustProxy;

    it('trusts no proxy by default', () => {
      expect(trustProxy(undefined)).toEqual({ kind: 'none' });
      expect(trustProxy('false')).toEqual({ kind: 'none' });
    });

    it('reads true as one hop, and a hop count', () => {
      expect(trustProxy('true')).toEqual({ kind: 'hops', hops: 1 });
      expect(trustProxy('2')).toEqual({ kind: 'hops', hops: 2 });
    });

    it('reads a list of proxy addresses and CIDR ranges', () => {
      expect(trustProxy('10.0.0.0/8, 192.168.1.7,::1, fd00::/8')).toEqual({
        kind: 'addresses',
        addresses: ['10.0.0.0/8', '192.168.1.7', '::1', 'fd00::/8'],
      });
    });

    it.each(['yes', '10.0.0.0/33', '10.0.0.300', 'proxy.internal', '10.0.0.1,', '-1'])(
      'refuses %j at startup, naming the variable',
      (value) => {
        expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(
          /TRUST_PROXY: expected false, true/,
        );
      },
    );
  });
});
