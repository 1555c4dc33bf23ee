/** The stable error codes of the product API, each tied to one HTTP status. */
export const errorStatus = {
  bad_request: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  gone: 410,
  payload_too_large: 413,
  precondition_required: 428,
  unsupported_media_type: 415,
  validation_failed: 422,
  rate_limited: 429,
  bad_gateway: 502,
  unavailable: 503,
  gateway_timeout: 504,
} as const;

export type ErrorCode = keyof typeof errorStatus;

/** The one error type services throw; the error handler turns it into `{"detail": message}`. */
export class AppError extends Error {
  readonly code: ErrorCode;
  /** Extra fields sent beside `detail`, e.g. the current version on a conflict. */
  readonly extra: Record<string, unknown> | undefined;

  constructor(code: ErrorCode, message: string, extra?: Record<string, unknown>) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.extra = extra;
  }

  get status(): number {
    return errorStatus[this.code];
  }
}
