import { AppError } from '../http/app-error.ts';

/** Why a provider call failed: too slow, the provider refused or broke, or its output was unusable. */
export type AiFailureKind = 'timeout' | 'upstream' | 'bad_output';

/** The one error providers throw; `toAppError` turns it into a 504 or 502 for the client. */
export class AiProviderError extends Error {
  readonly kind: AiFailureKind;

  constructor(kind: AiFailureKind, message: string) {
    super(message);
    this.name = 'AiProviderError';
    this.kind = kind;
  }
}

/** 504 for a timeout, 502 for anything else the provider did wrong; `extra` travels beside `detail`. */
export function toAppError(error: AiProviderError, extra?: Record<string, unknown>): AppError {
  return new AppError(error.kind === 'timeout' ? 'gateway_timeout' : 'bad_gateway', error.message, extra);
}

/** The HTTP status `toAppError` would give, for streamed error events. */
export function statusOf(error: AiProviderError): number {
  return error.kind === 'timeout' ? 504 : 502;
}
