import { describe, expect, it } from 'vitest';
import { parseConfig } from './config';

describe('the environment', () => {
  it('keeps files on the disk unless a bucket is named', () => {
    expect(parseConfig({ DATA_DIR: '/srv/data' }).storage).toEqual({ kind: 'disk', dataDir: '/srv/data' });
  });

  it('reads an S3-compatible store from one S3_URL, or from its parts', () => {
    expect(parseConfig({ S3_URL: 'http://key:s%2Fcret@127.0.0.1:9000/uploads' }).storage).toEqual({
      kind: 's3',
      bucket: 'uploads',
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      accessKeyId: 'key',
      secretAccessKey: 's/cret',
      forcePathStyle: true,
    });
    expect(parseConfig({ S3_BUCKET: 'event-files', S3_REGION: 'eu-central-1' }).storage).toMatchObject({
      kind: 's3',
      bucket: 'event-files',
      forcePathStyle: false,
    });
    expect(parseConfig({ S3_BUCKET: 'files', S3_ENDPOINT: 'http://minio:9000' }).storage).toMatchObject({
      endpoint: 'http://minio:9000',
      forcePathStyle: true,
    });
  });

  it('names each bad shared-service variable', () => {
    expect(() => parseConfig({ S3_URL: 'http://127.0.0.1:9000/' })).toThrow(/S3_URL: give the bucket/);
    expect(() => parseConfig({ REDIS_URL: 'localhost:6379' })).toThrow(/REDIS_URL must start with redis:\/\//);
    expect(() => parseConfig({ ALTCHA_HMAC_KEY: 'short' })).toThrow(/ALTCHA_HMAC_KEY needs at least 32 characters/);
  });
});
