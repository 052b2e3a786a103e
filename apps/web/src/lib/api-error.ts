import { errorBodySchema, type ErrorDetail } from '@antena/contract';

/** Codes the client itself produces; server codes come from the contract's ERROR_CODES. */
export const CLIENT_ERROR_CODES = {
  network: 'ERR_NETWORK',
  aborted: 'ERR_ABORTED',
  unknown: 'ERR_UNKNOWN',
} as const;

/**
 * One error type for every failed call: the server's error body (contract `errorBodySchema`)
 * merged with what the client knows (status, path). Status 0 means the server was not reached.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: string;
  readonly details: ErrorDetail[] | undefined;
  readonly path: string;

  constructor(init: {
    status: number;
    code: string;
    message: string;
    path: string;
    details?: ErrorDetail[];
    cause?: unknown;
  }) {
    super(init.message, { cause: init.cause });
    this.status = init.status;
    this.code = init.code;
    this.path = init.path;
    this.details = init.details;
  }

  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** Builds an ApiError from an HTTP answer, keeping the server's code and message when it sent the contract shape. */
export function apiErrorFromBody(status: number, statusText: string, path: string, body: unknown): ApiError {
  const parsed = errorBodySchema.safeParse(body);
  if (parsed.success) {
    return new ApiError({
      status,
      path,
      code: parsed.data.code,
      message: parsed.data.message,
      details: parsed.data.details,
    });
  }
  return new ApiError({
    status,
    path,
    code: `HTTP_${status}`,
    message: statusText || `Request failed with status ${status}`,
  });
}
