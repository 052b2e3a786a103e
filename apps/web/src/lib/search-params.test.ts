import { describe, expect, it } from 'vitest';
import { definedOnly, integerParam, oneOfParam, scalarTextParam, tabSearch, uuidParam } from './search-params';

describe('search parameter readers', () => {
  it('accept only whole numbers inside their bounds', () => {
    expect(integerParam(3, 1)).toBe(3);
    expect(integerParam(0, 1)).toBeUndefined();
    expect(integerParam(2.5, 1)).toBeUndefined();
    expect(integerParam('3', 1)).toBeUndefined();
    expect(integerParam(20_000, 0, 10_000)).toBeUndefined();
  });

  it('accept only the listed values', () => {
    expect(oneOfParam(50, [20, 50, 100])).toBe(50);
    expect(oneOfParam(30, [20, 50, 100])).toBeUndefined();
    expect(oneOfParam('groups', ['info', 'groups'])).toBe('groups');
  });

  it('read any scalar as the text it was written as', () => {
    expect(scalarTextParam(403)).toBe('403');
    expect(scalarTextParam(true)).toBe('true');
    expect(scalarTextParam({ a: 1 })).toBeUndefined();
  });

  it('accept only ids', () => {
    expect(uuidParam('0f8fad5b-d9cb-469f-a165-70867728950e')).toBe('0f8fad5b-d9cb-469f-a165-70867728950e');
    expect(uuidParam('not-an-id')).toBeUndefined();
  });

  it('fall back to the first tab for an unknown one, and drop undefined keys', () => {
    expect(tabSearch(['info', 'users'] as const, 'info')({ tab: 'nope' } as never)).toEqual({ tab: 'info' });
    expect(Object.keys(definedOnly({ a: 1, b: undefined }))).toEqual(['a']);
  });
});
