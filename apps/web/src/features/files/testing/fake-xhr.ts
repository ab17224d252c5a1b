import { vi } from 'vitest';

type Listener = ((event: ProgressEvent) => void) | null;

/**
 * A stand-in for XMLHttpRequest, the network boundary of uploads. Each request waits until the
 * test drives it: progress, an answer, a network failure.
 */
export class FakeUpload {
  static sent: FakeUpload[] = [];

  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = null;
  status = 0;
  responseText = '';
  upload: { onprogress: Listener } = { onprogress: null };
  onload: Listener = null;
  onerror: Listener = null;
  onabort: Listener = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }

  send(body: unknown) {
    this.body = body;
    FakeUpload.sent.push(this);
  }

  progress(loaded: number, total: number) {
    this.upload.onprogress?.(
      new ProgressEvent('progress', { lengthComputable: true, loaded, total }),
    );
  }

  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.onload?.(new ProgressEvent('load'));
  }

  failNetwork() {
    this.onerror?.(new ProgressEvent('error'));
  }
}

/** Puts FakeUpload in place of XMLHttpRequest for one test. */
export function stubUploads() {
  FakeUpload.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeUpload);
  return FakeUpload.sent;
}
