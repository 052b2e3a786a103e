import { describe, expect, it } from 'vitest';
import { codeChallenge, createPkcePair } from './pkce';

describe('PKCE without crypto.subtle', () => {
  it("gives RFC 7636 appendix B's challenge for its verifier", () => {
    expect(codeChallenge('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe(
      'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    );
  });

  it('makes a new 43-character verifier of unreserved characters each time, with its challenge', () => {
    const first = createPkcePair();
    const second = createPkcePair();
    expect(first.verifier).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(second.verifier).not.toBe(first.verifier);
    expect(first.challenge).toBe(codeChallenge(first.verifier));
  });
});
