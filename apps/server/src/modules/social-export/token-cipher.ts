/**
 * The platforms' tokens at rest (issue 34): AES-256-GCM with SOCIAL_TOKEN_KEY, a random 12-byte
 * nonce per value, stored as `v1.<nonce>.<tag>.<ciphertext>` (base64url). A value written with
 * another key fails to open (the tag), which the connection reports as needing a reconnect.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../../config';
import { HttpError } from '../../http/errors';

const VERSION = 'v1';

/** 32 bytes from the configured key: 64 hex digits or 32 bytes of base64 as they are, else SHA-256 of the text. */
export function tokenKey(configured: string | undefined): Buffer {
  if (!configured) {
    throw new HttpError(
      503,
      'ERR_SOCIAL_NOT_CONFIGURED',
      'Social export needs SOCIAL_TOKEN_KEY in the server configuration (docs/social-export.md)',
    );
  }
  if (/^[0-9a-f]{64}$/i.test(configured)) return Buffer.from(configured, 'hex');
  const base64 = Buffer.from(configured, 'base64');
  if (base64.length === 32 && /^[A-Za-z0-9+/_-]{43}=?$/.test(configured)) return base64;
  return createHash('sha256').update(configured).digest();
}

/**
 * The configured key; outside production without one, a random key kept in DATA_DIR (made on first
 * use, readable by its owner only), so a demo can connect platforms with no setup. Production
 * needs SOCIAL_TOKEN_KEY: a key beside the data it protects is a weaker guard.
 */
export function socialTokenKey(config: Pick<Config, 'SOCIAL_TOKEN_KEY' | 'isProduction' | 'dataDir'>): Buffer {
  if (config.SOCIAL_TOKEN_KEY || config.isProduction) return tokenKey(config.SOCIAL_TOKEN_KEY);
  const file = path.join(config.dataDir, 'social-token-key');
  try {
    return tokenKey(readFileSync(file, 'utf8').trim());
  } catch {
    const generated = randomBytes(32).toString('hex');
    mkdirSync(config.dataDir, { recursive: true });
    try {
      writeFileSync(file, `${generated}\n`, { mode: 0o600, flag: 'wx' });
    } catch (error) {
      // Another process made it first: both use that one.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    return tokenKey(readFileSync(file, 'utf8').trim());
  }
}

export function sealTokens(key: Buffer, value: unknown): string {
  const nonce = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, nonce);
  const sealed = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
  return [VERSION, nonce, cipher.getAuthTag(), sealed]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

export class TokensUnreadableError extends Error {
  constructor() {
    super('The stored credentials cannot be read with the configured SOCIAL_TOKEN_KEY');
    this.name = 'TokensUnreadableError';
  }
}

export function openTokens<T>(key: Buffer, stored: string): T {
  const [version, nonce, tag, sealed] = stored.split('.');
  if (version !== VERSION || !nonce || !tag || sealed === undefined) throw new TokensUnreadableError();
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(nonce, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    const text = Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString('utf8');
    return JSON.parse(text) as T;
  } catch {
    throw new TokensUnreadableError();
  }
}
