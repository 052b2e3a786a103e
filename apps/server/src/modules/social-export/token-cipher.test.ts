import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openTokens, sealTokens, socialTokenKey, tokenKey, TokensUnreadableError } from './token-cipher';

describe('tokens at rest', () => {
  const tokens = { accessToken: 'ya29.secret', refreshToken: '1//refresh', expiresAt: 1_800_000_000_000 };

  it('opens what it sealed, and never shows the token in what is stored', () => {
    const key = tokenKey('a passphrase long enough');
    const sealed = sealTokens(key, tokens);
    expect(sealed).not.toContain('secret');
    expect(sealed).not.toBe(sealTokens(key, tokens));
    expect(openTokens(key, sealed)).toEqual(tokens);
  });

  it('refuses to open with another key or a tampered value', () => {
    const sealed = sealTokens(tokenKey('the first key of them'), tokens);
    expect(() => openTokens(tokenKey('the second key of them'), sealed)).toThrow(TokensUnreadableError);
    const tampered = `${sealed.slice(0, -2)}${sealed.endsWith('A') ? 'B' : 'A'}A`;
    expect(() => openTokens(tokenKey('the first key of them'), tampered)).toThrow(TokensUnreadableError);
    expect(() => openTokens(tokenKey('the first key of them'), 'plain text')).toThrow(TokensUnreadableError);
  });

  it('takes 32 bytes as hex or base64 as they are, and says when no key is configured', () => {
    expect(tokenKey('ab'.repeat(32))).toEqual(Buffer.alloc(32, 0xab));
    expect(tokenKey(Buffer.alloc(32, 7).toString('base64'))).toEqual(Buffer.alloc(32, 7));
    expect(tokenKey('x'.repeat(20))).toHaveLength(32);
    expect(() => tokenKey(undefined)).toThrow(/SOCIAL_TOKEN_KEY/);
  });

  it('keeps a generated key in DATA_DIR outside production, and needs one in production', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'antena-token-key-'));
    try {
      const first = socialTokenKey({ SOCIAL_TOKEN_KEY: undefined, isProduction: false, dataDir });
      expect(socialTokenKey({ SOCIAL_TOKEN_KEY: undefined, isProduction: false, dataDir })).toEqual(first);
      expect((await readFile(path.join(dataDir, 'social-token-key'), 'utf8')).trim()).toHaveLength(64);
      expect(() => socialTokenKey({ SOCIAL_TOKEN_KEY: undefined, isProduction: true, dataDir })).toThrow(
        /SOCIAL_TOKEN_KEY/,
      );
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
