import { describe, expect, it } from 'vitest';
import { ClusterTable, RecordPool, mixKey } from './cluster-table';

describe('ClusterTable', () => {
  it('finds every cluster it holds after growing, and misses absent keys', () => {
    const table = new ClusterTable();
    const rows = new Map<number, number>();
    for (let k = 0; k < 20000; k++) rows.set(k, table.insert(k % 997, k, 1, -1));
    expect(table.capacity).toBeGreaterThan(20000);
    for (let k = 0; k < 20000; k++) expect(table.find(k % 997, k)).toBe(rows.get(k));
    expect(table.find(5, 20001)).toBeLessThan(0);
    expect(table.mayHold(mixKey(3, 3))).toBe(true);
  });

  it('treats a moved-out cluster as absent, pointing past it for an insert', () => {
    const table = new ClusterTable();
    const row = table.insert(1, 2, 3, -1);
    table.hits[row] = -1;
    const miss = table.find(1, 2);
    expect(miss).toBeLessThan(0);
    expect(table.rowAt(-1 - miss)).toBe(-1);
  });

  it('lists clusters of two hits or more, and forgets everything on clear', () => {
    const table = new ClusterTable();
    table.insert(1, 1, 1, -1);
    table.insert(1, 2, 2, 0);
    expect(Array.from(table.multi.subarray(0, table.multiCount))).toEqual([1]);
    table.clear();
    expect(table.count).toBe(0);
    expect(table.find(1, 2)).toBeLessThan(0);
    expect(table.mayHold(mixKey(1, 2))).toBe(false);
  });
});

describe('RecordPool', () => {
  it('reuses released records and grows past its first size', () => {
    const pool = new RecordPool(14);
    const records = Array.from({ length: 3000 }, () => pool.alloc());
    expect(new Set(records).size).toBe(3000);
    expect(pool.data.length).toBeGreaterThanOrEqual(3000 * 14);
    pool.release(records[10]!);
    expect(pool.alloc()).toBe(records[10]);
  });
});
