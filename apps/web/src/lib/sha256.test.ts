import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sha256 } from './sha256';

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');
const text = (value: string) => new TextEncoder().encode(value);

describe('sha256', () => {
  it('gives the FIPS 180-4 example digests', () => {
    expect(hex(sha256(text('abc')))).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(hex(sha256(text('')))).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(hex(sha256(text('abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq')))).toBe(
      '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
    );
  });

  it('agrees with node:crypto on every length around the block and padding boundaries', () => {
    for (let length = 0; length <= 200; length++) {
      const message = randomBytes(length);
      expect(hex(sha256(message)), `length ${length}`).toBe(createHash('sha256').update(message).digest('hex'));
    }
    const large = randomBytes(100_003);
    expect(hex(sha256(large))).toBe(createHash('sha256').update(large).digest('hex'));
  });
});
