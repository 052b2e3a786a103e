import { describe, expect, it } from 'vitest';
import { AddressGate } from './address-gate';

describe('AddressGate', () => {
  it('refuses an address a clip over its limit with 429 and frees the slot when given back', () => {
    const gate = new AddressGate(2);
    const first = gate.enter('10.0.0.1', 'a');
    gate.enter('10.0.0.1', 'b');
    expect(() => gate.enter('10.0.0.1', 'c')).toThrow(
      expect.objectContaining({ statusCode: 429, code: 'ERR_QUICK_SHARE_BUSY' }),
    );
    // Another address has its own slots.
    expect(() => gate.enter('10.0.0.2', 'c')).not.toThrow();
    first();
    first();
    expect(() => gate.enter('10.0.0.1', 'c')).not.toThrow();
    expect(() => gate.enter('10.0.0.1', 'd')).toThrow(expect.objectContaining({ statusCode: 429 }));
  });

  it('lets an address ask again for a clip it is already waiting on', () => {
    const gate = new AddressGate(1);
    const one = gate.enter('10.0.0.1', 'a');
    const again = gate.enter('10.0.0.1', 'a');
    one();
    expect(() => gate.enter('10.0.0.1', 'b')).toThrow(expect.objectContaining({ statusCode: 429 }));
    again();
    expect(() => gate.enter('10.0.0.1', 'b')).not.toThrow();
  });
});
