import { AppError, errorStatus, type ErrorCode } from '../http/app-error.ts';

/**
 * Why a provider call failed: too slow, the provider refused or broke, its output was unusable,
 * the code was too costly to analyse, the analysis pool was full, or the caller went away.
 */
export type AiFailureKind = 'timeout' | 'upstream' | 'bad_output' | 'too_complex' | 'busy' | 'cancelled';

const FAILURE_CODES: Record<AiFailureKind, ErrorCode> = {
  timeout: 'gateway_timeout',
  upstream: 'bad_gateway',
  bad_output: 'bad_gateway',
  too_complex: 'validation_failed',
  busy: 'unavailable',
  cancelled: 'bad_request',
};

/** The one error providers throw; `toAppError` turns it into a 504 or 502 for the client. */
export class AiProviderError extends Error {
  readonly kind: AiFailureKind;

  constructor(kind: AiFailureKind, message: string) {
    super(message);
    this.name = 'AiProviderError';
    this.kind = kind;
  }
}

/** 504 for a timeout, 502 for a broken provider, 422 for code too costly to analyse, 503 when busy; `extra` travels beside `detail`. */
export function toAppError(error: AiProviderError, extra?: Record<string, unknown>): AppError {
  return new AppError(FAILURE_CODES[error.kind], error.message, extra);
}

/** The HTTP status `toAppError` would give, for streamed error events. */
export function statusOf(error: AiProviderError): number {
  return errorStatus[FAILURE_CODES[error.kind]];
}
