/**
 * A stand-in for XMLHttpRequest (lib/upload-with-progress.ts): each request waits until the test
 * moves its upload forward and answers it, either itself or through the kit's fake API (which
 * records the call and checks the answer against the contract like any other).
 */
import { vi } from 'vitest';
import type { FakeApi } from './app-kit';

type Listener = (event: { lengthComputable: boolean; loaded: number; total: number }) => void;

class Listeners {
  private readonly listeners = new Map<string, Listener[]>();
  addEventListener(type: string, listener: Listener) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  removeEventListener(type: string, listener: Listener) {
    this.listeners.set(
      type,
      (this.listeners.get(type) ?? []).filter((entry) => entry !== listener),
    );
  }
  emit(type: string, loaded = 0, total = 0) {
    for (const listener of this.listeners.get(type) ?? []) listener({ lengthComputable: total > 0, loaded, total });
  }
}

export class FakeUpload extends Listeners {
  method = '';
  url = '';
  readonly headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  statusText = '';
  responseText = '';
  aborted = false;
  done = false;
  readonly upload = new Listeners();
  private contentType = '';

  constructor(private readonly api: FakeApi | undefined) {
    super();
  }

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  getResponseHeader(name: string) {
    return name.toLowerCase() === 'content-type' ? this.contentType : null;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    if (this.done) return;
    this.aborted = true;
    this.done = true;
    this.emit('abort');
  }

  /** A text field of the multipart body. */
  field(name: string): string | null {
    const value = this.body?.get(name);
    return typeof value === 'string' ? value : null;
  }

  /** The browser reports `loaded` of `total` bytes sent. */
  progress(loaded: number, total: number) {
    this.upload.emit('progress', loaded, total);
  }

  /** Answers with this status and JSON body. */
  answer(status: number, body?: unknown) {
    this.status = status;
    this.contentType = body === undefined ? '' : 'application/json';
    this.responseText = body === undefined ? '' : JSON.stringify(body);
    this.done = true;
    this.emit('load');
  }

  /** Answers as the fake API answers `METHOD path`. */
  async answerFromApi() {
    if (!this.api) throw new Error('installFakeXhr(api) answers through a fake API');
    const response = await this.api.fetch(this.url, { method: this.method, headers: this.headers });
    this.status = response.status;
    this.statusText = response.statusText;
    this.contentType = response.headers.get('content-type') ?? '';
    this.responseText = await response.text();
    this.done = true;
    this.emit('load');
  }

  /** The connection dropped. */
  fail() {
    this.done = true;
    this.emit('error');
  }
}

/** Replaces XMLHttpRequest until the test ends (call `vi.unstubAllGlobals()` in afterEach). */
export function installFakeXhr(api?: FakeApi) {
  const requests: FakeUpload[] = [];
  vi.stubGlobal(
    'XMLHttpRequest',
    class extends FakeUpload {
      constructor() {
        super(api);
        requests.push(this);
      }
    },
  );
  return requests;
}
