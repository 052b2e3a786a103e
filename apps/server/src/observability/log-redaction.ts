/**
 * No credential reaches a log line: request URLs lose the values of their token and signature
 * query parameters (media URLs may carry `access_token`, signed URLs `signature`) and the
 * tokens in their paths (a Quick Share link's token is its path), and the headers that carry
 * credentials are never logged whole. Used for the request logger of the API, so `incoming
 * request`, `request completed` and every error logged with a request stay clean, and for the
 * URL an error report names.
 *
 * A parameter is recognised by its name as any parser might read it, not only as fastify's
 * does: percent-decoded (repeatedly: `access%255Ftoken`), `+` as a space, case, punctuation and
 * bracket suffixes ignored (`Access-Token`, `access_token[]`, `access_token[0]`), and a pair
 * whose `=` is itself encoded (`access_token%3D…`) or hides a further pair
 * (`x=1%26access_token%3D…`, `x=1;access_token=…`) is redacted after its first `=`, whatever
 * its name. Values shaped like a media token or a JWT are redacted under any name.
 */
import { QUICK_SHARE_PAGE_PATH } from '@antena/contract';
import type { FastifyRequest } from 'fastify';

export const REDACTED = '[REDACTED]';

/** Query parameters whose value is a credential, lower-case letters and digits only. */
const SECRET_PARAMS = new Set(
  [
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
    'api_key',
  ].map((name) => name.replace(/_/g, '')),
);

/**
 * Path segments after which a credential follows: `/api/public/quick-share/{token}[/media]` and
 * the web page `/share/{token}`.
 */
const TOKEN_PARENTS = new Set(['quick-share', QUICK_SHARE_PAGE_PATH.split('/').pop()!]);
/** What may follow a path token and stay in the log. */
const AFTER_TOKEN = new Set(['media']);

/** A media token (`mt.<uuid>.…`) or a JWT (`eyJ….eyJ…`), wherever it turns up. */
const TOKEN_SHAPE = /\bmt\.[0-9a-f]{8}-|eyJ[\w-]{4,}\.eyJ?[\w-]{4,}/i;

/** Headers whose value is a credential (lower-case, as node gives them). */
export const SECRET_HEADERS = ['authorization', 'cookie', 'set-cookie', 'x-auth-as', 'x-metrics-token'];

/**
 * Percent-decoding that never throws and goes on while anything is left to decode (bounded),
 * byte by byte: names that matter are ASCII, and a malformed sequence is not a reason to log.
 */
function decodeAll(text: string, plusIsSpace: boolean): string {
  let current = plusIsSpace ? text.replace(/\+/g, ' ') : text;
  for (let round = 0; round < 8 && /%[0-9a-f]{2}/i.test(current); round++) {
    current = current.replace(/%([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  }
  return current;
}

/** Whether a decoded parameter name names a credential: `Access-Token`, `access_token[]`, `a[token]`. */
function isSecretName(name: string): boolean {
  return name
    .toLowerCase()
    .split(/[[\].]+/)
    .some((part) => SECRET_PARAMS.has(part.replace(/[^a-z0-9]/g, '')));
}

/**
 * Whether a decoded `name=value` text holds a credential: a token's shape, a path with a token
 * (`next=/share/{token}`), or a credential pair, itself or hidden in it.
 */
function holdsSecret(decoded: string): boolean {
  if (TOKEN_SHAPE.test(decoded) || redactPath(decoded) !== decoded) return true;
  return decoded.split(/[&;?]/).some((pair) => {
    const equals = pair.indexOf('=');
    return equals !== -1 && isSecretName(pair.slice(0, equals));
  });
}

function redactPair(pair: string): string {
  const decoded = decodeAll(pair, true);
  if (!holdsSecret(decoded)) return pair;
  const rawEquals = pair.indexOf('=');
  const rawName = rawEquals === -1 ? pair : pair.slice(0, rawEquals);
  // The name as sent when it hides nothing (the common case keeps its bytes), else decoded up
  // to its first `=` and written back encoded.
  const decodedName = decodeAll(rawName, true);
  const name = decodedName.includes('=') ? encodeURIComponent(decoded.slice(0, decoded.indexOf('='))) : rawName;
  return `${name}=${REDACTED}`;
}

function redactPath(path: string): string {
  let afterParent = false;
  return path
    .split('/')
    .map((segment) => {
      // A segment may hide separators (`quick-share%2F{token}`): read it as the router might.
      let redact = false;
      for (const part of decodeAll(segment, false).toLowerCase().split(/[/\\]/)) {
        if (part === '' || part === '.' || part === '..') continue;
        if (TOKEN_SHAPE.test(part)) redact = true;
        if (afterParent && !AFTER_TOKEN.has(part)) redact = true;
        afterParent = TOKEN_PARENTS.has(part) || (afterParent && !AFTER_TOKEN.has(part));
      }
      return redact ? REDACTED : segment;
    })
    .join('/');
}

/** The URL with every credential in its path or query replaced; the rest is kept byte for byte. */
export function redactUrl(url: string): string {
  const question = url.indexOf('?');
  const path = redactPath(question === -1 ? url : url.slice(0, question));
  if (question === -1) return path;
  const query = url
    .slice(question + 1)
    .split('&')
    .map(redactPair)
    .join('&');
  return `${path}?${query}`;
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
