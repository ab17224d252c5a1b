import { describe, expect, it } from 'vitest';
import { securityHeaders, storageImageSources } from './security-headers';

const s3 = {
  driver: 's3' as const,
  bucket: 'site-photos',
  region: 'eu-west-2',
  accessKeyId: 'key',
  secretAccessKey: 'secret',
  forcePathStyle: true,
};

function imageSources(headers: Record<string, string>): string[] {
  const directive = headers['content-security-policy']
    ?.split(';')
    .find((part) => part.startsWith('img-src '));
  return directive?.split(' ').slice(1) ?? [];
}

describe('security headers', () => {
  it('shows images from this server only when files are stored on its disk', () => {
    const sources = storageImageSources({ driver: 'local', directory: '/data/files' });
    expect(imageSources(securityHeaders(sources))).toEqual(["'self'", 'data:', 'blob:']);
  });

  it('also allows the S3 store that presigned previews come from', () => {
    const compatible = storageImageSources({ ...s3, endpoint: 'https://files.example.com:9000/' });
    expect(imageSources(securityHeaders(compatible))).toContain('https://files.example.com:9000');
    const aws = storageImageSources({ ...s3, endpoint: undefined });
    expect(imageSources(securityHeaders(aws))).toContain(
      'https://site-photos.s3.eu-west-2.amazonaws.com',
    );
  });
});
