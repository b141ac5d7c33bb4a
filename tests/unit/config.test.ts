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
      // Production's scrypt work factor, N = 2^17 (128 MiB a hash).
      PASSWORD_HASH_COST: 17,
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
    ['METRICS_TOKEN', 'too-short-to-be-safe'],
    ['METRICS_TOKEN', 'a token with spaces that is long enough'],
    ['TRUST_PROXY', 'true'],
    ['TRUST_PROXY', '0'],
    ['TRUST_PROXY', '10.0.0.0/33'],
    ['TRUST_PROXY', '10.0.0.1,proxy.internal'],
    ['PASSWORD_HASH_COST', '13'],
    ['PASSWORD_HASH_COST', '21'],
    ['PASSWORD_HASH_COST', '16.5'],
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

  it('opens /metrics only with a long enough METRICS_TOKEN', () => {
    expect(loadConfig({}).METRICS_TOKEN).toBeUndefined();
    const token = '0123456789abcdef0123456789abcdef';
    expect(loadConfig({ METRICS_TOKEN: token }).METRICS_TOKEN).toBe(token);
  });

  describe('media storage', () => {
    it('keeps media on the local disk unless told otherwise', () => {
      const config = loadConfig({});
      expect(config).toMatchObject({
        MEDIA_STORE: 'local',
        S3_FORCE_PATH_STYLE: 'false',
        S3_PREFIX: 'media/',
      });
      expect([config.S3_BUCKET, config.S3_ENDPOINT]).toEqual([undefined, undefined]);
      // The S3 variables mean nothing then, and are not checked beyond their own format.
      expect(loadConfig({ AWS_ACCESS_KEY_ID: 'AKIA…' }).MEDIA_STORE).toBe('local');
    });

    it('reads a bucket, an endpoint, path style and a prefix', () => {
      expect(
        loadConfig({
          MEDIA_STORE: 's3',
          S3_BUCKET: 'tranos-media',
          S3_ENDPOINT: 'https://0123abcd.r2.cloudflarestorage.com',
          S3_FORCE_PATH_STYLE: 'true',
          S3_PREFIX: 'site/media/',
          AWS_ACCESS_KEY_ID: 'id',
          AWS_SECRET_ACCESS_KEY: 'secret',
        }),
      ).toMatchObject({
        MEDIA_STORE: 's3',
        S3_BUCKET: 'tranos-media',
        S3_ENDPOINT: 'https://0123abcd.r2.cloudflarestorage.com',
        S3_FORCE_PATH_STYLE: 'true',
        S3_PREFIX: 'site/media/',
      });
    });

    it('takes S3_PREFIX=/ as keys at the bucket’s root, and a blank one as the default', () => {
      const s3 = { MEDIA_STORE: 's3', S3_BUCKET: 'media.example.com' };
      expect(loadConfig({ ...s3, S3_PREFIX: '/' }).S3_PREFIX).toBe('');
      expect(loadConfig({ ...s3, S3_PREFIX: ' ' }).S3_PREFIX).toBe('media/');
    });

    it('needs a bucket for s3', () => {
      expect(() => loadConfig({ MEDIA_STORE: 's3' })).toThrowError(
        /^Invalid configuration: S3_BUCKET is required when MEDIA_STORE is s3/,
      );
    });

    it.each([
      ['AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY'],
      ['AWS_SECRET_ACCESS_KEY', 'AWS_ACCESS_KEY_ID'],
    ])('refuses %s without %s', (given, missing) => {
      const env = { MEDIA_STORE: 's3', S3_BUCKET: 'tranos-media', [given]: 'x' };
      expect(() => loadConfig(env)).toThrowError(ConfigError);
      expect(() => loadConfig(env)).toThrowError(
        `Invalid configuration: ${missing} is required when ${given} is set`,
      );
    });

    it.each([
      ['MEDIA_STORE', 'bucket'],
      ['S3_BUCKET', 'Tranos_Media'],
      ['S3_BUCKET', 'ab'],
      ['S3_BUCKET', 's3://tranos-media'],
      ['S3_ENDPOINT', 'minio:9000'],
      ['S3_ENDPOINT', 'ftp://minio:9000'],
      ['S3_FORCE_PATH_STYLE', 'yes'],
      ['S3_PREFIX', 'media'],
      ['S3_PREFIX', '/media/'],
      ['S3_PREFIX', 'my media/'],
    ])('rejects %s=%s with a message naming the variable', (name, value) => {
      const env = { MEDIA_STORE: 's3', S3_BUCKET: 'tranos-media', [name]: value };
      expect(() => loadConfig(env)).toThrowError(ConfigError);
      expect(() => loadConfig(env)).toThrowError(new RegExp(`^Invalid configuration: ${name} `));
    });
  });
});
