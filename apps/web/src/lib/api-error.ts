import {
  ERROR_CODES,
  GATED_FEATURES,
  type ErrorBody,
  type ErrorCode,
  type ErrorDetail,
  type GatedFeature,
} from '@antena/contract';
import type { TFunction } from 'i18next';

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
  /** With ERR_FEATURE_NOT_ENABLED: the feature that is off. */
  readonly feature: GatedFeature | undefined;
  readonly path: string;

  constructor(init: {
    status: number;
    code: string;
    message: string;
    path: string;
    details?: ErrorDetail[];
    feature?: GatedFeature;
    cause?: unknown;
  }) {
    super(init.message, { cause: init.cause });
    this.status = init.status;
    this.code = init.code;
    this.path = init.path;
    this.details = init.details;
    this.feature = init.feature;
  }

  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** Builds an ApiError from an HTTP answer, keeping the server's code and message when it sent the contract shape. */
export function apiErrorFromBody(status: number, statusText: string, path: string, body: unknown): ApiError {
  const parsed = readErrorBody(body);
  if (parsed) return new ApiError({ status, path, ...parsed });
  return new ApiError({
    status,
    path,
    code: `HTTP_${status}`,
    message: statusText || `Request failed with status ${status}`,
  });
}

const isDetail = (value: unknown): value is ErrorDetail =>
  typeof (value as ErrorDetail | null)?.path === 'string' && typeof (value as ErrorDetail).message === 'string';

/**
 * The contract's error shape (`errorBodySchema`: a known code and a message, maybe field details),
 * read by hand: this runs on every screen, and zod would be a tenth of the first load (issue 13.3).
 */
function readErrorBody(body: unknown): Pick<ErrorBody, 'code' | 'message' | 'details' | 'feature'> | null {
  const { code, message, details, feature } = (typeof body === 'object' && body !== null ? body : {}) as Record<
    string,
    unknown
  >;
  if (!(ERROR_CODES as readonly unknown[]).includes(code) || typeof message !== 'string') return null;
  if (details !== undefined && !(Array.isArray(details) && details.every(isDetail))) return null;
  const known = (GATED_FEATURES as readonly unknown[]).includes(feature) ? (feature as GatedFeature) : undefined;
  return { code: code as ErrorCode, message, ...(details ? { details } : {}), ...(known ? { feature: known } : {}) };
}

/** Every code a screen may have to explain: the server's (the contract's) and the client's own. */
export const TRANSLATED_ERROR_CODES: readonly string[] = [...ERROR_CODES, ...Object.values(CLIENT_ERROR_CODES)];

/**
 * What to tell the user about a failed call, in their language: the text of its code
 * (`errors:codes.<code>`), never the server's English message. Anything without a known code
 * reads as an unexpected error.
 */
export function errorText(error: unknown, t: TFunction): string {
  const code = isApiError(error)
    ? error.isNetworkError
      ? CLIENT_ERROR_CODES.network
      : error.code
    : CLIENT_ERROR_CODES.unknown;
  const known = TRANSLATED_ERROR_CODES.includes(code) ? (code as ErrorCode) : CLIENT_ERROR_CODES.unknown;
  // A switched-off feature the spec words on its own ('Contact us to enable Audit') says which.
  const feature = isApiError(error) && known === 'ERR_FEATURE_NOT_ENABLED' ? error.feature : undefined;
  if (feature) return t([`errors:features.${feature}`, `errors:codes.${known}`]);
  return t(`errors:codes.${known}`);
}
