import { describe, expect, it } from 'vitest';
import {
  CHUNK_PALETTE,
  EMPTY_DRAFT,
  chunkRefusal,
  chunksBody,
  jointEditorReducer,
  type JointAction,
  type JointDraft,
} from './joint-editor';

const MINUTE = 60_000;
const range = (fromMinute: number, toMinute: number) => ({ from: fromMinute * MINUTE, to: toMinute * MINUTE });
const run = (actions: JointAction[], start: JointDraft = EMPTY_DRAFT) => actions.reduce(jointEditorReducer, start);
const add = (fromMinute: number, toMinute: number): JointAction => ({
  type: 'add',
  range: range(fromMinute, toMinute),
});
const keyAt = (draft: JointDraft, index: number) => draft.chunks[index]!.key;

describe('joint fragment editor', () => {
  it('starts empty and appends chunks with the next palette colours', () => {
    const draft = run([add(0, 2), add(10, 12), add(5, 7)]);
    expect(draft.chunks.map(({ from, to, color, label }) => ({ from, to, color, label }))).toEqual([
      { ...range(0, 2), color: CHUNK_PALETTE[0], label: null },
      { ...range(10, 12), color: CHUNK_PALETTE[1], label: null },
      { ...range(5, 7), color: CHUNK_PALETTE[2], label: null },
    ]);
  });

  it('gives a deleted chunk its colour back to the next chunk', () => {
    let draft = run([add(0, 2), add(10, 12), add(20, 22)]);
    draft = jointEditorReducer(draft, { type: 'delete', key: keyAt(draft, 1) });
    expect(draft.chunks.map((chunk) => chunk.color)).toEqual([CHUNK_PALETTE[0], CHUNK_PALETTE[2]]);
    draft = jointEditorReducer(draft, add(30, 32));
    expect(draft.chunks.at(-1)!.color).toBe(CHUNK_PALETTE[1]);
  });

  it('cycles the palette once every colour is taken', () => {
    const adds = CHUNK_PALETTE.map((_, index) => add(index * 10, index * 10 + 2));
    const draft = run([...adds, add(100, 102), add(110, 112)]);
    expect(draft.chunks.slice(-2).map((chunk) => chunk.color)).toEqual([CHUNK_PALETTE[0], CHUNK_PALETTE[1]]);
  });

  it('refuses a selection that overlaps a chunk, and keeps one that only touches it', () => {
    const draft = run([add(10, 20)]);
    expect(chunkRefusal(draft, range(15, 25))).toBe('overlap');
    expect(chunkRefusal(draft, range(5, 11))).toBe('overlap');
    expect(chunkRefusal(draft, range(12, 14))).toBe('overlap');
    expect(run([add(15, 25)], draft).chunks).toHaveLength(1);
    expect(chunkRefusal(draft, range(20, 22))).toBeNull();
    expect(run([add(20, 22)], draft).chunks).toHaveLength(2);
  });

  it('refuses no selection, a zero duration and 3 hours in all', () => {
    expect(chunkRefusal(EMPTY_DRAFT, null)).toBe('noSelection');
    expect(chunkRefusal(EMPTY_DRAFT, range(5, 5))).toBe('empty');
    expect(run([add(5, 5)]).chunks).toEqual([]);
    expect(chunkRefusal(run([add(0, 120)]), range(200, 260))).toBe('tooLong');
    expect(chunkRefusal(run([add(0, 120)]), range(200, 259))).toBeNull();
  });

  it('moves chunks left and right, never past the ends', () => {
    const draft = run([add(0, 2), add(10, 12), add(20, 22)]);
    const [a, b, c] = draft.chunks.map((chunk) => chunk.key);
    const order = (next: JointDraft) => next.chunks.map((chunk) => chunk.key);
    expect(order(run([{ type: 'move', key: c!, by: -1 }], draft))).toEqual([a, c, b]);
    expect(order(run([{ type: 'move', key: a!, by: 1 }], draft))).toEqual([b, a, c]);
    expect(order(run([{ type: 'move', key: a!, by: -1 }], draft))).toEqual([a, b, c]);
    expect(order(run([{ type: 'move', key: c!, by: 1 }], draft))).toEqual([a, b, c]);
  });

  it('trims labels and makes an empty one none', () => {
    let draft = run([add(0, 2)]);
    draft = jointEditorReducer(draft, { type: 'label', key: keyAt(draft, 0), label: '  Intro  ' });
    expect(draft.chunks[0]!.label).toBe('Intro');
    draft = jointEditorReducer(draft, { type: 'label', key: keyAt(draft, 0), label: '   ' });
    expect(draft.chunks[0]!.label).toBeNull();
  });

  it('sends the chunks in order; once saved adds nothing until a new fragment starts', () => {
    let draft = run([add(10, 12), add(0, 2)]);
    draft = jointEditorReducer(draft, { type: 'label', key: keyAt(draft, 1), label: 'Open' });
    expect(chunksBody(draft)).toEqual([
      { ...range(10, 12), label: null, color: CHUNK_PALETTE[0] },
      { ...range(0, 2), label: 'Open', color: CHUNK_PALETTE[1] },
    ]);
    draft = jointEditorReducer(draft, { type: 'saved', id: 'f-1' });
    expect(chunkRefusal(draft, range(30, 32))).toBe('saved');
    expect(jointEditorReducer(draft, add(30, 32)).chunks).toHaveLength(2);
    expect(jointEditorReducer(draft, { type: 'reset' })).toEqual(EMPTY_DRAFT);
  });
});
