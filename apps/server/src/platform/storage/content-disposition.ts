/**
 * Written here rather than with the `content-disposition` package (installed for
 * `@fastify/static`): it leaves out `filename*` for ASCII names (`filename=plan.pdf`), and its
 * fallback turns other characters into `?` (`R?sum?.pdf`, `??.png`) where this one drops accents
 * (`Resume.pdf`) and falls back to `download.png`; the files tests hold those headers.
 */
import type { FileDisposition } from './storage-driver';

/** Types a browser may show in the page: raster images only (an SVG can carry script). */
const INLINE_IMAGE_TYPES = new Set([
  'image/jpeg',
  'image/jpg',
  'image/png',
  'image/gif',
  'image/webp',
]);

export function isInlineImageType(mimeType: string): boolean {
  return INLINE_IMAGE_TYPES.has(mimeType);
}

/** Inline only when asked for and the type is a safe image; anything else downloads. */
export function effectiveDisposition(asked: FileDisposition, mimeType: string): FileDisposition {
  return asked === 'inline' && isInlineImageType(mimeType) ? 'inline' : 'attachment';
}

/** RFC 5987 value-chars: encodeURIComponent leaves ' ( ) * bare, which the grammar does not allow. */
function encodeRfc5987(value: string): string {
  return encodeURIComponent(value).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/**
 * A Content-Disposition header (RFC 6266) that keeps any name safe: a plain-ASCII fallback for
 * old clients (accents dropped, quotes and backslashes replaced) and the exact name as
 * `filename*=UTF-8''…`.
 */
export function contentDisposition(disposition: FileDisposition, filename: string): string {
  const ascii = filename
    .normalize('NFKD')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/["\\%]/g, '_')
    .trim();
  // A name with no ASCII left in its stem ('图纸.png' → '.png') falls back to 'download.png'.
  const fallback = /^[^.]/.test(ascii) ? ascii : `download${ascii.replace(/^\.*(?=\.)/, '')}`;
  return `${disposition}; filename="${fallback}"; filename*=UTF-8''${encodeRfc5987(filename)}`;
}
