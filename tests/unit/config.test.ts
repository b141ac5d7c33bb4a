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
