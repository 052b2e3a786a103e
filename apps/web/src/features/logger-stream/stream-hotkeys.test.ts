import { describe, expect, it } from 'vitest';
import { STREAM_HOTKEYS, applyStreamAction, type MarksState } from './stream-hotkeys';
import { HOUR, MINUTE, initialRanges } from './stream-range';

const now = Date.UTC(2026, 10, 21, 15, 0, 0);
const latest = now - 30_000;
const base: MarksState = { ...initialRanges(now, now - 2 * HOUR), cursor: null, selection: null };
const context = { playheadTs: null, latest };

describe('stream hotkeys table', () => {
  it('binds every key of spec 02 section 9 once', () => {
    const keys = STREAM_HOTKEYS.map((hotkey) => hotkey.keys);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toEqual(
      expect.arrayContaining(['j', 'l', 'shift+j', 'shift+l', 'mod+ArrowUp', 'mod+ArrowDown', 'mod+i', 'mod+o']),
    );
    expect(keys).toEqual(expect.arrayContaining(['k', 'space', 'shift+i', 'shift+o', 'i', 'o', 'd', 'Escape']));
    expect(keys).toEqual(
      expect.arrayContaining(['mod+shift+ArrowUp', 'mod+shift+ArrowDown', 'ArrowLeft', 'shift+ArrowRight']),
    );
    expect(keys).toEqual(expect.arrayContaining(['shift+ArrowUp', 'shift+ArrowDown']));
    expect(keys).toEqual(expect.arrayContaining(['p', 'f']));
  });
});

describe('stream hotkey actions', () => {
  it('j and l move the focus 5 minutes, with shift an hour', () => {
    expect(applyStreamAction(base, 'focusBack', context).focus.from).toBe(base.focus.from - 5 * MINUTE);
    expect(applyStreamAction(base, 'focusForward', context).focus.to).toBe(base.focus.to + 5 * MINUTE);
    const hourBack = applyStreamAction(base, 'focusBackHour', context);
    expect(hourBack.focus.from).toBe(base.focus.from - HOUR);
    expect(hourBack.preview.from).toBeLessThanOrEqual(hourBack.focus.from);
  });

  it('zooms fully in and out, and by half a minute', () => {
    const zoomedIn = applyStreamAction(base, 'zoomFullIn', context).focus;
    expect(zoomedIn.to - zoomedIn.from).toBe(MINUTE);
    expect(applyStreamAction(base, 'zoomFullOut', context).focus).toEqual(base.preview);
    const narrower = applyStreamAction(base, 'zoomIn', context).focus;
    expect(narrower.to - narrower.from).toBe(14.5 * MINUTE);
    const wider = applyStreamAction(base, 'zoomOut', context).focus;
    expect(wider.to - wider.from).toBe(15.5 * MINUTE);
  });

  it('moves the cursor 1 s, 5 s with shift, and only when there is one', () => {
    expect(applyStreamAction(base, 'cursorForward', context)).toBe(base);
    const withCursor = { ...base, cursor: now - HOUR };
    expect(applyStreamAction(withCursor, 'cursorForward', context).cursor).toBe(now - HOUR + 1000);
    expect(applyStreamAction(withCursor, 'cursorBackMore', context).cursor).toBe(now - HOUR - 5000);
  });

  it('shift+i and shift+o mark the selection at the cursor', () => {
    const cursor = now - 2 * HOUR;
    const started = applyStreamAction({ ...base, cursor }, 'selectionStartAtCursor', context);
    expect(started.selection).toEqual({ tsA: cursor, tsB: cursor + 2 * MINUTE });
    expect(started.cursor).toBeNull();
    const ended = applyStreamAction({ ...started, cursor: cursor + 4 * MINUTE }, 'selectionEndAtCursor', context);
    expect(ended.selection).toEqual({ tsA: cursor, tsB: cursor + 4 * MINUTE });
  });

  it('i and o mark the selection at the playhead, and nothing without one', () => {
    expect(applyStreamAction(base, 'selectionStartAtPlayhead', context)).toBe(base);
    const playheadTs = now - 2 * HOUR;
    const started = applyStreamAction(base, 'selectionStartAtPlayhead', { ...context, playheadTs });
    const ended = applyStreamAction(started, 'selectionEndAtPlayhead', {
      ...context,
      playheadTs: playheadTs + 3 * MINUTE,
    });
    expect(ended.selection).toEqual({ tsA: playheadTs, tsB: playheadTs + 3 * MINUTE });
  });

  it('changes the selection by 5 s and zooms to its edges', () => {
    const selection = { tsA: now - 2 * HOUR, tsB: now - 2 * HOUR + 3 * MINUTE };
    const state = { ...base, selection };
    expect(applyStreamAction(state, 'selectionGrow', context).selection?.tsB).toBe(selection.tsB + 5000);
    expect(applyStreamAction(state, 'selectionShrink', context).selection?.tsB).toBe(selection.tsB - 5000);
    const atEnd = applyStreamAction(state, 'zoomSelectionEnd', context).focus;
    expect((atEnd.from + atEnd.to) / 2).toBe(selection.tsB);
  });

  it('Escape clears the cursor and the selection', () => {
    const marked = { ...base, cursor: now - HOUR, selection: { tsA: 1, tsB: 2 } };
    expect(applyStreamAction(marked, 'clear', context)).toMatchObject({ cursor: null, selection: null });
  });
});
