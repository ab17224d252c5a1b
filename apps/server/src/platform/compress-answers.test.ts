import zlib from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chosenEncoding, COMPRESS_FROM_BYTES, registerAnswerCompression } from './compress-answers';

const large = {
  items: Array.from({ length: 400 }, (_, index) => ({ index, title: `Task ${index}` })),
};

describe('answer compression', () => {
  const app = Fastify();
  beforeAll(async () => {
    await registerAnswerCompression(app);
    app.get('/api/large', async () => large);
    app.get('/api/small', async () => ({ ok: true }));
    app.get('/outside', async () => large);
    await app.ready();
  });
  afterAll(() => app.close());

  it('sends a large answer as brotli or gzip to a client that accepts it', async () => {
    expect(JSON.stringify(large).length).toBeGreaterThan(COMPRESS_FROM_BYTES);
    const br = await app.inject({ url: '/api/large', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(br.rawPayload.length).toBeLessThan(JSON.stringify(large).length / 4);
    expect(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString())).toEqual(large);

    const gz = await app.inject({ url: '/api/large', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gz.rawPayload).toString())).toEqual(large);
  });

  it('sends it as it is to a client that accepts neither, or refuses them', async () => {
    for (const accept of [undefined, 'identity', 'br;q=0, gzip;q=0']) {
      const headers = accept ? { 'accept-encoding': accept } : {};
      const answer = await app.inject({ url: '/api/large', headers });
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(answer.json()).toEqual(large);
    }
  });

  it('leaves small answers and the pages outside the API alone', async () => {
    const headers = { 'accept-encoding': 'br' };
    const small = await app.inject({ url: '/api/small', headers });
    expect(small.headers['content-encoding']).toBeUndefined();
    const outside = await app.inject({ url: '/outside', headers });
    expect(outside.headers['content-encoding']).toBeUndefined();
  });

  it('reads Accept-Encoding as browsers and proxies write it', () => {
    expect(chosenEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chosenEncoding('GZIP;q=0.8, br;q=0')).toBe('gzip');
    expect(chosenEncoding('*')).toBeNull();
  });
});
