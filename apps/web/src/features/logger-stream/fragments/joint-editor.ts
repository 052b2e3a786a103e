/**
 * The joint fragment editor's state (spec 02 sections 2, 4 and 5): a draft of chunks of the
 * active station, each a range with a label and a palette colour. A chunk is added from the
 * selection only when it lasts more than zero and overlaps no chunk; it takes the palette's
 * next free colour (deleting a chunk frees its colour; with every colour taken the palette
 * starts over); chunks move left and right; 'saved' holds the created fragment until 'Create
 * new fragment' empties the draft. Pure, so every rule is tested without a screen.
 */
import { FRAGMENT_MAX_CHUNKS, FRAGMENT_MAX_DURATION_MS } from '@antena/contract';
import type { TimeRange } from '../timeline/timeline.types';

/** Eight colours told apart on light and dark backgrounds (Mantine's 6 shades). */
export const CHUNK_PALETTE = [
  '#228be6',
  '#fa5252',
  '#40c057',
  '#fab005',
  '#be4bdb',
  '#15aabf',
  '#fd7e14',
  '#e64980',
] as const;

export interface Chunk extends TimeRange {
  /** Stable for the draft's life: the key of the chunk's card. */
  key: number;
  label: string | null;
  color: string;
}

export interface JointDraft {
  chunks: Chunk[];
  nextKey: number;
  /** The fragment created from this draft: the editor shows the saved state. */
  saved: { id: string } | null;
}

export type JointAction =
  | { type: 'reset' }
  | { type: 'add'; range: TimeRange }
  | { type: 'move'; key: number; by: -1 | 1 }
  | { type: 'delete'; key: number }
  | { type: 'label'; key: number; label: string }
  | { type: 'saved'; id: string };

/** Why a selection cannot become a chunk: keys of the namespace's `editor.refused`. */
export type ChunkRefusal = 'saved' | 'noSelection' | 'empty' | 'overlap' | 'tooLong' | 'tooMany';

export const EMPTY_DRAFT: JointDraft = { chunks: [], nextKey: 1, saved: null };

/** The colour a new chunk takes: the first in palette order that the fewest chunks use. */
export function nextColor(chunks: readonly Pick<Chunk, 'color'>[]): string {
  const uses = CHUNK_PALETTE.map((color) => chunks.filter((chunk) => chunk.color === color).length);
  return CHUNK_PALETTE[uses.indexOf(Math.min(...uses))]!;
}

export const chunkDuration = (chunk: TimeRange) => chunk.to - chunk.from;
export const draftDuration = (chunks: readonly TimeRange[]) =>
  chunks.reduce((sum, chunk) => sum + chunkDuration(chunk), 0);

/** Why `range` cannot join the draft, or null when it can. */
export function chunkRefusal(draft: JointDraft, range: TimeRange | null): ChunkRefusal | null {
  if (draft.saved) return 'saved';
  if (!range) return 'noSelection';
  if (chunkDuration(range) <= 0) return 'empty';
  if (draft.chunks.some((chunk) => chunk.from < range.to && range.from < chunk.to)) return 'overlap';
  if (draft.chunks.length >= FRAGMENT_MAX_CHUNKS) return 'tooMany';
  if (draftDuration(draft.chunks) + chunkDuration(range) >= FRAGMENT_MAX_DURATION_MS) return 'tooLong';
  return null;
}

/** spec 02 section 5: a label is free text, trimmed; empty becomes none. */
export const cleanLabel = (label: string): string | null => label.trim() || null;

const update = (draft: JointDraft, key: number, change: (chunk: Chunk) => Chunk): JointDraft => ({
  ...draft,
  chunks: draft.chunks.map((chunk) => (chunk.key === key ? change(chunk) : chunk)),
});

export function jointEditorReducer(draft: JointDraft, action: JointAction): JointDraft {
  switch (action.type) {
    case 'reset':
      return EMPTY_DRAFT;
    case 'add': {
      if (chunkRefusal(draft, action.range)) return draft;
      const { from, to } = action.range;
      const chunk: Chunk = { key: draft.nextKey, from, to, label: null, color: nextColor(draft.chunks) };
      return { ...draft, chunks: [...draft.chunks, chunk], nextKey: draft.nextKey + 1 };
    }
    case 'move': {
      const at = draft.chunks.findIndex((chunk) => chunk.key === action.key);
      const to = at + action.by;
      if (at < 0 || to < 0 || to >= draft.chunks.length) return draft;
      const chunks = [...draft.chunks];
      [chunks[at], chunks[to]] = [chunks[to]!, chunks[at]!];
      return { ...draft, chunks };
    }
    case 'delete':
      return { ...draft, chunks: draft.chunks.filter((chunk) => chunk.key !== action.key) };
    case 'label':
      return update(draft, action.key, (chunk) => ({ ...chunk, label: cleanLabel(action.label) }));
    case 'saved':
      return { ...draft, saved: { id: action.id } };
  }
}

/** The chunks as POST /stations/{id}/fragments takes them, in the draft's order. */
export function chunksBody(draft: JointDraft) {
  return draft.chunks.map(({ from, to, label, color }) => ({ from, to, label, color }));
}
