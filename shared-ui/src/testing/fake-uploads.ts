import { waitFor } from '@testing-library/react';

// A stand-in for the browser's XMLHttpRequest, which uploads use because only it reports upload
// progress: each request waits until the test answers it, so a test sees the progress and the
// form while the upload is under way.

/** One upload the page sent: where to, the form, and how the test answers it. */
export class FakeUpload {
  /** Every upload sent since installFakeUploads, oldest first. */
  static requests: FakeUpload[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | undefined;
  status = 0;
  responseText = '';
  withCredentials = false;
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(method: string, url: string): void {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string): void {
    this.headers[name] = value;
  }
  send(body: FormData): void {
    this.body = body;
    FakeUpload.requests.push(this);
  }
  /** Reports `loaded` of `total` bytes sent. */
  progress(loaded: number, total: number): void {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }
  /** Answers the upload with a status and a JSON body (none when undefined). */
  respond(status: number, body: unknown): void {
    this.status = status;
    this.responseText = body === undefined ? '' : JSON.stringify(body);
    this.onload?.();
  }
}

/** Puts FakeUpload in the place of XMLHttpRequest, with no uploads recorded yet; call in beforeEach. */
export function installFakeUploads(): typeof FakeUpload.requests {
  FakeUpload.requests = [];
  global.XMLHttpRequest = FakeUpload as unknown as typeof XMLHttpRequest;
  return FakeUpload.requests;
}

/** The `count`-th upload sent (1 for the first), once the page has sent it; fails when it sends more first. */
export async function sentUpload(count = 1): Promise<FakeUpload> {
  await waitFor(() => expect(FakeUpload.requests).toHaveLength(count));
  return FakeUpload.requests[count - 1] as FakeUpload;
}
