/** An error answered in GoTrue's shape, so @supabase/auth-js reads its status and code. */
export class AuthError extends Error {
  readonly status: number;
  readonly code: string;
  readonly extra: Record<string, unknown> | undefined;

  constructor(status: number, code: string, message: string, extra?: Record<string, unknown>) {
    super(message);
    this.name = 'AuthError';
    this.status = status;
    this.code = code;
    this.extra = extra;
  }
}

/** The header auth-js needs to read `code` from new-style error bodies. */
export const API_VERSION_HEADER = 'x-supabase-api-version';
export const API_VERSION = '2024-01-01';

/** `{code, error_code, message, msg}`: both the 2024-01-01 and the legacy parse paths work. */
export function authErrorBody(code: string, message: string, extra?: Record<string, unknown>) {
  return { code, error_code: code, message, msg: message, ...extra };
}

export const invalidCredentials = () => new AuthError(400, 'invalid_credentials', 'Invalid login credentials');
export const validationFailed = (message: string) => new AuthError(400, 'validation_failed', message);
export const tooManyRequests = (seconds: number) =>
  new AuthError(
    429,
    'over_request_rate_limit',
    `Too many requests. For security purposes, please wait ${seconds} seconds and try again.`,
  );
