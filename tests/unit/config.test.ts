import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config';

describe('configuration', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      HOST: '0.0.0.0',
      DATA_DIR: './data',
      LOG_LEVEL: 'info',
    });
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.DATABASE_URL).toBeUndefined();
    // No proxy is trusted unless named: a client cannot choose its own address.
    expect(config.TRUST_PROXY).toBeUndefined();
  });

  it.each([
    ['1', 1],
    ['2', 2],
    ['127.0.0.1', ['127.0.0.1']],
    ['10.0.0.0/8, 192.168.1.10,::1', ['10.0.0.0/8', '192.168.1.10', '::1']],
    ['fd00::/8', ['fd00::/8']],
  ])('reads TRUST_PROXY=%s as a hop count or a list of proxies', (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }).TRUST_PROXY).toEqual(expected);
  });

  it('treats blank values as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: ' ' })).toMatchObject({
      PORT: 3000,
      DATABASE_URL: undefined,
    });
  });

  it.each([
    ['PORT', '0'],
    ['PORT', 'http'],
    ['HOST', 'two words'],
    ['DATABASE_URL', 'localhost:5432'],
    ['PUBLIC_URL', 'www.example.com'],
    ['SUPER_ADMIN_PASSWORD', 'short'],
    ['SMTP_URL', 'https://mail.example.com'],
    ['LOG_LEVEL', 'verbose'],
    ['TRUST_PROXY', 'true'],
    ['TRUST_PROXY', '0'],
    ['TRUST_PROXY', '10.0.0.0/33'],
    ['TRUST_PROXY', '10.0.0.1,proxy.internal'],
  ])('rejects %s=%s with a message naming the variable', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrowError(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrowError(
      new RegExp(`^Invalid configuration: ${name} `),
    );
  });

  it('accepts well-formed values', () => {
    const config = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'postgres://u:p@db:5432/site',
      PUBLIC_URL: 'https://www.example.com/',
      SMTP_URL: 'smtp://u:p@mail:587',
      SUPER_ADMIN_PASSWORD: 'a-long-enough-secret',
    });
    expect(config.PORT).toBe(8080);
    expect(config.publicUrl).toBe('https://www.example.com');
  });
});
