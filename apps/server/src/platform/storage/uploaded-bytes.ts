import { Readable } from 'node:stream';

/** The headers of an upload route that describe the file its body carries. */
interface UploadHeaders {
  'x-filename': string;
  'content-type': string;
  'content-length'?: unknown;
}

/**
 * What an upload request says of its file: the percent-encoded name, the declared type and
 * length, and the bytes as a stream.
 */
export function uploadedBytes(request: { headers: UploadHeaders; body: unknown }) {
  const length = request.headers['content-length'];
  return {
    filenameHeader: request.headers['x-filename'],
    contentType: request.headers['content-type'],
    contentLength: length === undefined ? undefined : Number(length),
    // No body at all (no length, not chunked) is an empty file.
    body: request.body instanceof Readable ? request.body : Readable.from([]),
  };
}
