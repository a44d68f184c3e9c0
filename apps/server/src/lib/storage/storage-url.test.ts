import { describe, expect, it } from 'vitest';
import { ConfigError, parseSettings } from '../../config';
import { parseStorageUrl } from './storage-url';

describe('parseStorageUrl', () => {
  it('reads a bucket and an optional prefix', () => {
    expect(parseStorageUrl('s3://shop-media')).toEqual({ bucket: 'shop-media', prefix: '' });
    expect(parseStorageUrl('s3://shop-media/')).toEqual({ bucket: 'shop-media', prefix: '' });
    expect(parseStorageUrl('s3://shop.media/live/media/')).toEqual({ bucket: 'shop.media', prefix: 'live/media/' });
  });

  it('refuses other schemes, bad bucket names and prefixes that climb', () => {
    for (const url of [
      'https://shop-media/x',
      's3://',
      's3://Shop',
      's3://ab',
      's3://shop_media',
      's3://shop/../x',
      's3://shop//x',
      's3://shop/.hidden',
    ]) {
      expect(parseStorageUrl(url), url).toBeNull();
    }
  });
});

describe('storage settings', () => {
  const settings = (env: Record<string, string>) => parseSettings(env);
  const refusal = (env: Record<string, string>) => {
    try {
      parseSettings(env);
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      return (err as Error).message;
    }
    throw new Error('the settings were accepted');
  };

  it('keep pictures in UPLOAD_DIR when nothing is set', () => {
    const plain = settings({});
    expect(plain).toMatchObject({ S3_REGION: 'us-east-1', S3_FORCE_PATH_STYLE: false });
    expect(plain.STORAGE_URL).toBeUndefined();
    expect(plain.MEDIA_PUBLIC_URL).toBeUndefined();
  });

  it('take a bucket with its endpoint, keys and path style, and a public address without its last slash', () => {
    expect(
      settings({
        STORAGE_URL: 's3://shop-media/media',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_REGION: 'ap-south-1',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_FORCE_PATH_STYLE: 'true',
        MEDIA_PUBLIC_URL: 'https://cdn.example.com/media/',
      }),
    ).toMatchObject({
      STORAGE_URL: 's3://shop-media/media',
      S3_REGION: 'ap-south-1',
      S3_FORCE_PATH_STYLE: true,
      MEDIA_PUBLIC_URL: 'https://cdn.example.com/media',
    });
  });

  it('name the setting that is wrong', () => {
    expect(refusal({ STORAGE_URL: '/srv/media' })).toContain('STORAGE_URL: must be s3://bucket or s3://bucket/prefix');
    expect(refusal({ STORAGE_URL: 's3://b1/x', S3_ENDPOINT: 'minio:9000' })).toContain(
      'S3_ENDPOINT: must start with http:// or https://',
    );
    expect(refusal({ S3_REGION: 'Mumbai' })).toContain('S3_REGION: must be a region name such as ap-south-1');
    expect(refusal({ S3_FORCE_PATH_STYLE: 'yes' })).toContain('S3_FORCE_PATH_STYLE');
    expect(refusal({ MEDIA_PUBLIC_URL: 'https://cdn.example.com/?v=1' })).toContain(
      'MEDIA_PUBLIC_URL: must be an address such as https://cdn.example.com/media, without ? or #',
    );
    expect(refusal({ STORAGE_URL: 's3://b1', S3_ACCESS_KEY_ID: 'key' })).toContain(
      'S3_SECRET_ACCESS_KEY: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together',
    );
    expect(refusal({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toContain(
      'STORAGE_URL: is needed with S3_ENDPOINT or S3 keys',
    );
  });
});
