import { errorCodeOf } from '@compliance/shared-contracts/browser';
import { ApiRequestError, ensureCsrfToken, XSRF_HEADER } from '@compliance/shared-ui';

/** The answer of one upload: HTTP status (0 on network failure) and parsed body (docs/product.md §3). */
export interface UploadResponse {
  head: { status: number };
  body: unknown;
}

/** What one multipart upload needs. */
export interface UploadRequest {
  url: string;
  file: File;
  /** Form field of the file; 'filename' by default (docs/product.md §7). */
  fieldName?: string;
  /** Extra parameters sent as text fields. */
  params?: Readonly<Record<string, string>>;
  /** Progress in percent, 0–100. */
  onProgress?: (percent: number) => void;
}

/** Default form field of an uploaded file (docs/product.md §7). */
export const DEFAULT_UPLOAD_FIELD = 'filename';

function parseBody(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * Posts one file as multipart form data with credentials and the XSRF header. XMLHttpRequest,
 * not fetch, because only it reports upload progress. Never rejects: failures answer a status.
 */
export async function uploadFile({
  url,
  file,
  fieldName = DEFAULT_UPLOAD_FIELD,
  params = {},
  onProgress,
}: UploadRequest): Promise<UploadResponse> {
  let token: string;
  try {
    token = await ensureCsrfToken();
  } catch {
    return { head: { status: 0 }, body: undefined };
  }
  const form = new FormData();
  for (const [name, value] of Object.entries(params)) form.append(name, value);
  form.append(fieldName, file, file.name);

  return new Promise<UploadResponse>((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.withCredentials = true;
    xhr.setRequestHeader(XSRF_HEADER, token);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event: ProgressEvent) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => resolve({ head: { status: xhr.status }, body: parseBody(xhr.responseText) });
    xhr.onerror = () => resolve({ head: { status: 0 }, body: undefined });
    xhr.onabort = () => resolve({ head: { status: 0 }, body: undefined });
    xhr.send(form);
  });
}

/**
 * Uploads one file as uploadFile does and answers the server's body when it is the answer
 * `isAnswer` expects; anything else throws an ApiRequestError (status 0 when the network failed),
 * as apiRequest does, for a form to show as its error (useFormSubmitter).
 */
export async function uploadFileOrThrow<T>(request: UploadRequest, isAnswer: (body: unknown) => body is T): Promise<T> {
  const response = await uploadFile(request);
  const { status } = response.head;
  if (status >= 200 && status < 300 && isAnswer(response.body)) return response.body;
  throw new ApiRequestError(status, errorCodeOf(response.body), response.body);
}
