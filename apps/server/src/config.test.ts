import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('uses the documented defaults', () => {
    const config = loadConfig({}, '/web');
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir: path.resolve('./data'),
      databaseUrl: undefined,
      logLevel: 'info',
      siteUrl: 'http://127.0.0.1:3000',
    });
  });

  it('hashes passwords at bcrypt cost 10 unless AUTH_BCRYPT_COST says otherwise (4–15)', () => {
    expect(loadConfig({}, '/web').auth.bcryptCost).toBe(10);
    expect(loadConfig({ AUTH_BCRYPT_COST: '12' }, '/web').auth.bcryptCost).toBe(12);
    expect(() => loadConfig({ AUTH_BCRYPT_COST: '3' }, '/web')).toThrow(/AUTH_BCRYPT_COST/);
    expect(() => loadConfig({ AUTH_BCRYPT_COST: '16' }, '/web')).toThrow(/AUTH_BCRYPT_COST/);
  });

  it('reads JWT_KEYS as a list of JWKs and refuses to start on a malformed one', () => {
    expect(loadConfig({}, '/web').auth.jwtKeys).toBeUndefined();
    const keys = [
      { kty: 'oct', kid: 'h1', alg: 'HS256', k: 'c2VjcmV0LXNlY3JldC1zZWNyZXQtc2VjcmV0', key_ops: ['verify'] },
    ];
    expect(loadConfig({ JWT_KEYS: JSON.stringify(keys) }, '/web').auth.jwtKeys).toEqual(keys);
    expect(() => loadConfig({ JWT_KEYS: '{' }, '/web')).toThrow(/JWT_KEYS: JWT_KEYS must be a JSON list of JWKs/);
  });

  it('multiplies the per-address auth limits by AUTH_IP_LIMIT_SCALE and leaves per-account ones', () => {
    const plain = loadConfig({}, '/web').auth.rateLimits;
    const school = loadConfig({ AUTH_IP_LIMIT_SCALE: '4' }, '/web').auth.rateLimits;
    expect(school.signUpPerIp.max).toBe(plain.signUpPerIp.max * 4);
    expect(school.signInPerIp.max).toBe(plain.signInPerIp.max * 4);
    expect(school.signInPerAccountAndIp).toEqual(plain.signInPerAccountAndIp);
    expect(school.recoverPerAccount).toEqual(plain.recoverPerAccount);
    expect(() => loadConfig({ AUTH_IP_LIMIT_SCALE: '0' }, '/web')).toThrow(/AUTH_IP_LIMIT_SCALE/);
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }, '/web')).toMatchObject({ port: 3000, databaseUrl: undefined });
  });

  it('names every invalid variable in one error', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' }, '/web')).toThrow(
      ConfigError,
    );
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' }, '/web');
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain('PORT');
      expect(message).toContain('DATABASE_URL must start with postgres://');
      expect(message).toContain('LOG_LEVEL');
    }
  });

  it('defaults to the builtin AI provider and requires a base URL and model for openai', () => {
    expect(loadConfig({}, '/web').ai).toEqual({ provider: 'builtin', timeoutMs: 60_000 });
    expect(() => loadConfig({ AI_PROVIDER: 'openai' }, '/web')).toThrow(
      /AI_BASE_URL is required when AI_PROVIDER=openai/,
    );
    expect(() => loadConfig({ AI_PROVIDER: 'openai' }, '/web')).toThrow(/AI_MODEL is required/);
    expect(
      loadConfig(
        { AI_PROVIDER: 'openai', AI_BASE_URL: 'http://127.0.0.1:11434/v1', AI_MODEL: 'llama3', AI_TIMEOUT_MS: '5000' },
        '/web',
      ).ai,
    ).toEqual({
      provider: 'openai',
      baseUrl: 'http://127.0.0.1:11434/v1',
      apiKey: undefined,
      model: 'llama3',
      timeoutMs: 5000,
    });
  });
});
