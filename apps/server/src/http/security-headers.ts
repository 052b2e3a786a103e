/**
 * Security headers on every answer. The web app gets a strict Content-Security-Policy: scripts
 * only from our origin (no inline, no eval), styles inline too (Mantine writes style
 * attributes), blob: for media and workers (hls.js feeds MediaSource through blob: URLs and may
 * run its demuxer in a blob: worker), the identity provider for the silent-renew iframe and
 * token calls, and Sentry's ingest host. A route that sets its own policy (the provider's pages,
 * stored objects in a sandbox) keeps it.
 */
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';

const originOf = (url: string | undefined): string | null => {
  if (!url) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

export function appContentSecurityPolicy(config: Pick<Config, 'issuer' | 'SENTRY_DSN'>): string {
  const issuer = originOf(config.issuer);
  const sentry = originOf(config.SENTRY_DSN);
  const connect = ["'self'", issuer, sentry].filter((source): source is string => Boolean(source));
  const frames = ["'self'", issuer].filter((source): source is string => Boolean(source));
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    // Client and station logos may be links to the client's own site (the platform form takes a URL).
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    // Live play opens the station's own stream URL (an Icecast or HTTP server elsewhere).
    "media-src 'self' blob: https: http:",
    "worker-src 'self' blob:",
    `connect-src ${[...new Set(connect)].join(' ')}`,
    `frame-src ${[...new Set(frames)].join(' ')}`,
    "frame-ancestors 'self'",
    "form-action 'self'",
    "base-uri 'self'",
    "object-src 'none'",
  ].join('; ');
}

export function installSecurityHeaders(
  app: FastifyInstance,
  config: Pick<Config, 'issuer' | 'SENTRY_DSN' | 'publicUrl'>,
): void {
  const csp = appContentSecurityPolicy(config);
  const https = config.publicUrl.startsWith('https:');
  app.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', csp);
    reply.header('x-content-type-options', 'nosniff');
    // Media and signed URLs carry credentials in their query: never pass them on as a referrer.
    reply.header('referrer-policy', 'no-referrer');
    // For browsers without frame-ancestors.
    if (!reply.hasHeader('x-frame-options')) reply.header('x-frame-options', 'SAMEORIGIN');
    if (https) reply.header('strict-transport-security', 'max-age=31536000');
  });
}
