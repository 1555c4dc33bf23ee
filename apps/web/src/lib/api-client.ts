/** An error answered by the product API, carrying the message the user should read. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;

  constructor(status: number, message: string, body: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

type TokenProvider = () => Promise<string | null> | string | null;

let tokenProvider: TokenProvider = () => null;

/** Lets the auth layer supply the bearer token for every request. */
export function setAccessTokenProvider(provider: TokenProvider): void {
  tokenProvider = provider;
}

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

const API_BASE = '/api';

/** The message: `detail`, else `message`, else `HTTP error! status: N`. */
export function errorMessageFrom(status: number, body: unknown): string {
  if (body && typeof body === 'object') {
    const record = body as Record<string, unknown>;
    if (typeof record.detail === 'string' && record.detail) return record.detail;
    if (typeof record.message === 'string' && record.message) return record.message;
  }
  return `HTTP error! status: ${status}`;
}

/** Sends a request with the bearer token; `accept` names the answer wanted. */
async function send(path: string, request: ApiRequest, accept: string): Promise<Response> {
  const headers: Record<string, string> = { accept, ...request.headers };
  if (request.body !== undefined) headers['content-type'] = 'application/json';
  const token = await tokenProvider();
  if (token) headers.authorization = `Bearer ${token}`;
  return fetch(`${API_BASE}${path}`, {
    method: request.method ?? 'GET',
    headers,
    body: request.body === undefined ? undefined : JSON.stringify(request.body),
    signal: request.signal,
  });
}

/** The body of an answer: parsed JSON, the raw text when it is not JSON, undefined when empty. */
async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** The one HTTP client of the web app: JSON in and out, bearer token, 204 as undefined. */
export async function apiRequest<T>(path: string, request: ApiRequest = {}): Promise<T> {
  const response = await send(path, request, 'application/json');
  if (response.status === 204) return undefined as T;
  const body = await readBody(response);
  if (!response.ok) throw new ApiError(response.status, errorMessageFrom(response.status, body), body);
  return body as T;
}

/**
 * Like `apiRequest` for an answer read as a stream (Server-Sent Events): the same token and
 * the same `ApiError` for a refusal, but the body of a successful answer is left to the caller.
 */
export async function apiStream(path: string, request: ApiRequest = {}): Promise<Response> {
  const response = await send(path, request, 'text/event-stream');
  if (!response.ok) {
    const body = await readBody(response);
    throw new ApiError(response.status, errorMessageFrom(response.status, body), body);
  }
  return response;
}

/** Upload progress: bytes sent so far of the total. */
export interface UploadProgress {
  loaded: number;
  total: number;
}

/**
 * Sends a multipart form with the bearer token, reporting upload progress (which `fetch` cannot),
 * and answers like `apiRequest`: the parsed JSON, or an `ApiError` with the server's detail.
 */
export async function apiUpload<T>(
  path: string,
  form: FormData,
  onProgress?: (progress: UploadProgress) => void,
  headers: Record<string, string> = {},
): Promise<T> {
  const token = await tokenProvider();
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `${API_BASE}${path}`);
    request.setRequestHeader('accept', 'application/json');
    for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value);
    if (token) request.setRequestHeader('authorization', `Bearer ${token}`);
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress?.({ loaded: event.loaded, total: event.total });
    });
    request.addEventListener('load', () => {
      let body: unknown = request.responseText || undefined;
      try {
        body = request.responseText ? (JSON.parse(request.responseText) as unknown) : undefined;
      } catch {
        // Not JSON: keep the text for the error message.
      }
      if (request.status >= 200 && request.status < 300) resolve(body as T);
      else reject(new ApiError(request.status, errorMessageFrom(request.status, body), body));
    });
    request.addEventListener('error', () => reject(new TypeError('Failed to fetch')));
    request.addEventListener('abort', () => reject(new DOMException('The upload was cancelled.', 'AbortError')));
    request.send(form);
  });
}

/** A binary answer (a download) as a Blob, with the same token and errors as `apiRequest`. */
export async function apiBlob(path: string, request: ApiRequest = {}): Promise<Blob> {
  const response = await send(path, request, '*/*');
  if (!response.ok) {
    const body = await readBody(response);
    throw new ApiError(response.status, errorMessageFrom(response.status, body), body);
  }
  return response.blob();
}
