import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerSecurityHeaders, storageImageSources } from './security-headers';

const s3 = {
  driver: 's3' as const,
  bucket: 'site-photos',
  region: 'eu-west-2',
  accessKeyId: 'key',
  secretAccessKey: 'secret',
  forcePathStyle: true,
};

/** The headers an answer goes out with, given these image sources. */
async function answerHeaders(imageSources: readonly string[]) {
  const app = Fastify();
  await registerSecurityHeaders(app, imageSources);
  app.get('/api/ping', async () => ({ ok: true }));
  const answer = await app.inject({ url: '/api/ping' });
  await app.close();
  return answer.headers;
}

async function imageSourcesOf(imageSources: readonly string[]): Promise<string[]> {
  const policy = (await answerHeaders(imageSources))['content-security-policy'] as string;
  const directive = policy.split(';').find((part) => part.startsWith('img-src '));
  return directive?.split(' ').slice(1) ?? [];
}

describe('security headers', () => {
  it("sends Helmet's headers with the app's policy, and no Strict-Transport-Security", async () => {
    const headers = await answerHeaders([]);
    expect(headers).toMatchObject({
      'content-security-policy':
        "default-src 'self';base-uri 'self';script-src 'self';style-src 'self' 'unsafe-inline';" +
        "img-src 'self' data: blob:;font-src 'self' data:;connect-src 'self';worker-src 'self';" +
        "manifest-src 'self';object-src 'none';frame-ancestors 'none';form-action 'self'",
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
      'origin-agent-cluster': '?1',
      'referrer-policy': 'no-referrer',
      'x-content-type-options': 'nosniff',
      'x-dns-prefetch-control': 'off',
      'x-download-options': 'noopen',
      'x-frame-options': 'SAMEORIGIN',
      'x-permitted-cross-domain-policies': 'none',
      'x-xss-protection': '0',
    });
    expect(headers['strict-transport-security']).toBeUndefined();
  });

  it('shows images from this server only when files are stored on its disk', async () => {
    const sources = storageImageSources({ driver: 'local', directory: '/data/files' });
    expect(await imageSourcesOf(sources)).toEqual(["'self'", 'data:', 'blob:']);
  });

  it('also allows the S3 store that presigned previews come from', async () => {
    const compatible = storageImageSources({ ...s3, endpoint: 'https://files.example.com:9000/' });
    expect(await imageSourcesOf(compatible)).toContain('https://files.example.com:9000');
    const aws = storageImageSources({ ...s3, endpoint: undefined });
    expect(await imageSourcesOf(aws)).toContain('https://site-photos.s3.eu-west-2.amazonaws.com');
  });
});
