/**
 * No credential reaches a log line: request URLs lose the values of their token and signature
 * query parameters (media URLs may carry `access_token`, signed URLs `signature`), and the
 * headers that carry credentials are never logged whole. Used for the request logger of the API,
 * so `incoming request`, `request completed` and every error logged with a request stay clean.
 */
import type { FastifyRequest } from 'fastify';

export const REDACTED = '[REDACTED]';

/** Query parameters whose value is a credential (compared lower-case). */
const SECRET_PARAMS = new Set([
  'access_token',
  'id_token',
  'refresh_token',
  'token',
  'signature',
  'sig',
  'code',
  'code_verifier',
  'client_secret',
  'password',
]);

/** Headers whose value is a credential (lower-case, as node gives them). */
export const SECRET_HEADERS = ['authorization', 'cookie', 'set-cookie', 'x-auth-as', 'x-metrics-token'];

/** The URL with every secret query value replaced; the rest is kept byte for byte. */
export function redactUrl(url: string): string {
  const question = url.indexOf('?');
  if (question === -1) return url;
  const query = url
    .slice(question + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const rawName = equals === -1 ? pair : pair.slice(0, equals);
      let name = rawName;
      try {
        name = decodeURIComponent(rawName.replace(/\+/g, ' '));
      } catch {
        // A malformed name is kept as sent; it is compared undecoded.
      }
      return SECRET_PARAMS.has(name.toLowerCase()) && equals !== -1 ? `${rawName}=${REDACTED}` : pair;
    })
    .join('&');
  return `${url.slice(0, question)}?${query}`;
}

/** Replaces fastify's `req` serializer: the same fields, with the URL redacted. */
export const requestLogSerializers = {
  req(request: FastifyRequest) {
    return {
      method: request.method,
      url: redactUrl(request.url),
      host: request.host,
      remoteAddress: request.ip,
      remotePort: request.socket?.remotePort,
    };
  },
};

/** pino `redact` paths for objects a caller logs by hand (`{ headers }`, `{ req: { headers } }`). */
export const redactPaths = SECRET_HEADERS.flatMap((header) => [
  `headers["${header}"]`,
  `req.headers["${header}"]`,
  `request.headers["${header}"]`,
]);
