import { describe, expect, it } from 'vitest';
import { canonicalHref } from './canonical-address';

const at = (href: string) => new URL(href);

describe('the configured address', () => {
  it('moves a visit at another address there, keeping the page, query and fragment', () => {
    expect(canonicalHref('http://localhost:3000', at('http://127.0.0.1:3000/logger/s/fm?cursor=1#x'))).toBe(
      'http://localhost:3000/logger/s/fm?cursor=1#x',
    );
    expect(canonicalHref('https://antena.example.com/', at('http://192.168.1.20:3000/login'))).toBe(
      'https://antena.example.com/login',
    );
  });

  it('leaves a visit alone at the configured address, or when no address is configured', () => {
    expect(canonicalHref('http://localhost:3000', at('http://localhost:3000/login'))).toBeNull();
    expect(canonicalHref(null, at('http://127.0.0.1:3000/login'))).toBeNull();
  });
});
