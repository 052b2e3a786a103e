import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import type { Segment, Thumbnail } from '@antena/contract';
import { createFakeApi, renderScreen } from '../../../test/app-kit';
import { LoggerTimeline, type LoggerTimelineProps } from './LoggerTimeline';

const MINUTE = 60_000;
const NOW = Date.UTC(2026, 2, 2, 18, 0); // 15:00 in Buenos Aires
const preview = { from: NOW - 60 * MINUTE - 30_000, to: NOW - 30_000 };
const focus = { from: preview.to - 15 * MINUTE, to: preview.to };

const aSegment = (startTs: number): Segment => ({
  id: `seg-${startTs}`,
  stationId: 's1',
  startTs,
  endTs: startTs + 30_000,
  duration: 30_000,
  format: 'mpegts',
  waveform: null,
  metadata: { thumbnails: null },
});

const aSheet = (startTs: number): Thumbnail => ({
  segmentId: `seg-${startTs}`,
  thumbnailUrl: `https://media.test/${startTs}.jpg`,
  startTs,
  endTs: startTs + 30_000,
  metadata: { interval: 1000, rows: 1, columns: 30, width: 256, height: 144 },
});

async function renderTimeline(props: Partial<LoggerTimelineProps> = {}, thumbnails: Thumbnail[] = []) {
  const api = createFakeApi({
    'GET /segments/stations/:id/segments': [aSegment(focus.from)],
    'GET /segments/stations/:id/thumbnails': thumbnails,
  });
  const onFocusChange = vi.fn();
  const onTimelineClick = vi.fn();
  const onSelectionChange = vi.fn();
  const view = renderScreen(
    <LoggerTimeline
      station={{ id: 's1', format: 'mpegts', timezone: 'America/Argentina/Buenos_Aires' }}
      preview={preview}
      focus={focus}
      onFocusChange={onFocusChange}
      cursor={null}
      selection={null}
      playheadTs={null}
      onTimelineClick={onTimelineClick}
      onSelectionChange={onSelectionChange}
      showThumbnails={false}
      {...props}
    />,
    { api },
  );
  await screen.findByTestId('logger-timeline');
  return { ...view, onFocusChange, onTimelineClick, onSelectionChange };
}

const left = (element: Element) => parseFloat((element as HTMLElement).style.left);

describe('logger timeline', () => {
  afterEach(() => vi.useRealTimers());

  it("reads the preview range's segments hour by hour and sizes the strips", async () => {
    const { api } = await renderTimeline();
    await vi.waitFor(() => expect(api.callsTo('GET', '/segments/stations/s1/segments')).toHaveLength(2));
    const ranges = api
      .callsTo('GET', '/segments/stations/s1/segments')
      .map((call) => [Number(call.query.get('from')), Number(call.query.get('to'))])
      .sort((a, b) => a[0]! - b[0]!);
    expect(ranges).toEqual([
      [NOW - 120 * MINUTE, NOW - 60 * MINUTE],
      [NOW - 60 * MINUTE, NOW],
    ]);
    expect((screen.getByTestId('preview-strip') as HTMLElement).style.height).toBe('105px');
    expect((screen.getByTestId('focus-strip') as HTMLElement).style.height).toBe('240px');
    expect(screen.getByTestId('focus-canvas').tagName).toBe('CANVAS');
  });

  it('uses the collapsed heights', async () => {
    await renderTimeline({ collapsed: true });
    expect((screen.getByTestId('preview-strip') as HTMLElement).style.height).toBe('70px');
    expect((screen.getByTestId('focus-strip') as HTMLElement).style.height).toBe('180px');
  });

  it('reports the moment under a click on the focus strip', async () => {
    const { onTimelineClick } = await renderTimeline();
    const surface = screen.getByTestId('focus-surface');
    vi.spyOn(surface, 'getBoundingClientRect').mockReturnValue({ left: 100, width: 900, top: 0 } as DOMRect);
    fireEvent.click(surface, { clientX: 400, clientY: 60 });
    // 300 of 900 px: a third into the 15 minutes.
    expect(onTimelineClick).toHaveBeenCalledWith(focus.from + 5 * MINUTE, { x: 400, y: 60 });
  });

  it('zooms the focus around the pointer with the wheel', async () => {
    const middle = { from: focus.from - 30 * MINUTE, to: focus.to - 30 * MINUTE };
    const { onFocusChange } = await renderTimeline({ focus: middle });
    const surface = screen.getByTestId('focus-surface');
    vi.spyOn(surface, 'getBoundingClientRect').mockReturnValue({ left: 0, width: 900, top: 0 } as DOMRect);
    fireEvent.wheel(surface, { deltaY: 100, clientX: 450 });
    const zoomed = onFocusChange.mock.lastCall![0] as { from: number; to: number };
    expect(zoomed.to - zoomed.from).toBeCloseTo(15 * MINUTE * 1.25, -2);
    expect((zoomed.from + zoomed.to) / 2).toBeCloseTo((middle.from + middle.to) / 2, -2);
  });

  it('pans the focus with shift+wheel', async () => {
    const middle = { from: focus.from - 30 * MINUTE, to: focus.to - 30 * MINUTE };
    const { onFocusChange } = await renderTimeline({ focus: middle });
    const surface = screen.getByTestId('focus-surface');
    vi.spyOn(surface, 'getBoundingClientRect').mockReturnValue({ left: 0, width: 900, top: 0 } as DOMRect);
    fireEvent.wheel(surface, { deltaY: 90, shiftKey: true, clientX: 450 });
    // 90 of 900 px: a tenth of the 15 minutes later.
    expect(onFocusChange).toHaveBeenLastCalledWith({ from: middle.from + 90_000, to: middle.to + 90_000 });
  });

  it('draws the cursor, the selection from min to max and the playhead where they fall', async () => {
    await renderTimeline({
      cursor: focus.from + 7.5 * MINUTE,
      selection: { tsA: focus.from + 9 * MINUTE, tsB: focus.from + 3 * MINUTE },
      playheadTs: focus.from + 12 * MINUTE,
    });
    expect(left(screen.getByTestId('timeline-cursor'))).toBeCloseTo(50);
    expect(left(screen.getByTestId('timeline-playhead'))).toBeCloseTo(80);
    const band = screen.getByTestId('timeline-selection') as HTMLElement;
    expect(parseFloat(band.style.left)).toBeCloseTo(20);
    expect(parseFloat(band.style.right)).toBeCloseTo(40);
  });

  it('selects by dragging on the focus strip, moves an edge by its handle, and a click still sets the cursor', async () => {
    const selection = { tsA: focus.from + 3 * MINUTE, tsB: focus.from + 9 * MINUTE };
    const { onSelectionChange, onTimelineClick } = await renderTimeline({ selection });
    const surface = screen.getByTestId('focus-surface');
    // 900 px for the 15-minute focus: 60 px a minute.
    vi.spyOn(surface, 'getBoundingClientRect').mockReturnValue({ left: 0, width: 900, top: 0 } as DOMRect);
    fireEvent.pointerDown(surface, { clientX: 600, button: 0, pointerId: 1 });
    fireEvent.pointerMove(surface, { clientX: 780, pointerId: 1 });
    // Shown while dragging, reported on release.
    expect(parseFloat(screen.getByTestId('timeline-selection').style.left)).toBeCloseTo(100 * (10 / 15));
    expect(onSelectionChange).not.toHaveBeenCalled();
    fireEvent.pointerUp(surface, { clientX: 780, pointerId: 1 });
    fireEvent.click(surface, { clientX: 780 });
    expect(onSelectionChange).toHaveBeenLastCalledWith({
      tsA: focus.from + 10 * MINUTE,
      tsB: focus.from + 13 * MINUTE,
    });
    expect(onTimelineClick).not.toHaveBeenCalled();

    // The end handle moves the end, the start stays.
    const end = screen.getByRole('slider', { name: 'Selection end' });
    fireEvent.pointerDown(end, { clientX: 540, button: 0, pointerId: 2 });
    fireEvent.pointerMove(surface, { clientX: 720, pointerId: 2 });
    fireEvent.pointerUp(surface, { clientX: 720, pointerId: 2 });
    expect(onSelectionChange).toHaveBeenLastCalledWith({ tsA: selection.tsA, tsB: focus.from + 12 * MINUTE });
    // From the keyboard, a second at a time.
    fireEvent.keyDown(screen.getByRole('slider', { name: 'Selection start' }), { key: 'ArrowLeft' });
    expect(onSelectionChange).toHaveBeenLastCalledWith({ tsA: selection.tsA - 1_000, tsB: selection.tsB });

    fireEvent.pointerDown(surface, { clientX: 120, button: 0, pointerId: 3 });
    fireEvent.pointerMove(surface, { clientX: 122, pointerId: 3 });
    fireEvent.pointerUp(surface, { clientX: 122, pointerId: 3 });
    fireEvent.click(surface, { clientX: 122, clientY: 50 });
    expect(onTimelineClick).toHaveBeenCalledWith(focus.from + 2 * MINUTE + 2_000, { x: 122, y: 50 });
    expect(onSelectionChange).toHaveBeenCalledTimes(3);
  });

  it('leaves out a cursor outside the focus range', async () => {
    await renderTimeline({ cursor: focus.from - MINUTE });
    expect(screen.queryByTestId('timeline-cursor')).toBeNull();
  });

  it('moves the focus with the arrow keys on the brush, telling the screen at most every 50 ms', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { onFocusChange } = await renderTimeline({
      focus: { from: focus.from - 30 * MINUTE, to: focus.to - 30 * MINUTE },
    });
    const brush = screen.getByRole('slider', { name: 'Focus range' });
    expect(brush.getAttribute('aria-valuetext')).toBe('14:14 to 14:29');
    fireEvent.keyDown(brush, { key: 'ArrowRight' });
    fireEvent.keyDown(brush, { key: 'ArrowRight' });
    expect(onFocusChange).toHaveBeenCalledTimes(1);
    expect(onFocusChange).toHaveBeenLastCalledWith({ from: focus.from - 29 * MINUTE, to: focus.to - 29 * MINUTE });
    // The brush follows at once; the screen hears of the second step after the throttle.
    expect(brush.getAttribute('aria-valuetext')).toBe('14:16 to 14:31');
    act(() => vi.advanceTimersByTime(50));
    expect(onFocusChange).toHaveBeenCalledTimes(2);
    expect(onFocusChange).toHaveBeenLastCalledWith({ from: focus.from - 28 * MINUTE, to: focus.to - 28 * MINUTE });
  });

  it('moves the brush by dragging it and resizes it by an edge', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const middle = { from: focus.from - 30 * MINUTE, to: focus.to - 30 * MINUTE };
    const { onFocusChange } = await renderTimeline({ focus: middle });
    const brush = screen.getByRole('slider', { name: 'Focus range' });
    const track = brush.parentElement!;
    vi.spyOn(track, 'getBoundingClientRect').mockReturnValue({ left: 0, width: 600, top: 0 } as DOMRect);
    // 600 px for the 60-minute preview: 10 px a minute.
    fireEvent.pointerDown(brush, { clientX: 300, button: 0, pointerId: 1 });
    fireEvent.pointerMove(track, { clientX: 360, pointerId: 1 });
    fireEvent.pointerUp(track, { clientX: 360, pointerId: 1 });
    act(() => vi.advanceTimersByTime(50));
    expect(onFocusChange).toHaveBeenLastCalledWith({ from: middle.from + 6 * MINUTE, to: middle.to + 6 * MINUTE });

    fireEvent.pointerDown(screen.getByTestId('brush-handle-from'), { clientX: 360, button: 0, pointerId: 2 });
    fireEvent.pointerMove(track, { clientX: 300, pointerId: 2 });
    fireEvent.pointerUp(track, { clientX: 300, pointerId: 2 });
    act(() => vi.advanceTimersByTime(50));
    expect(onFocusChange).toHaveBeenLastCalledWith({ from: preview.from + 30 * MINUTE, to: middle.to + 6 * MINUTE });
  });

  it('stops the brush at the end of the preview', async () => {
    const { onFocusChange } = await renderTimeline();
    fireEvent.keyDown(screen.getByRole('slider', { name: 'Focus range' }), { key: 'ArrowRight' });
    expect(onFocusChange).toHaveBeenCalledWith(focus);
  });
});

describe('thumbnails strip', () => {
  afterEach(() => vi.useRealTimers());

  it("says 'Loading thumbnails', then 'No thumbnails available' only after 5 s with nothing", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { api } = await renderTimeline({ showThumbnails: true }, []);
    expect(screen.getByText('Loading thumbnails')).toBeTruthy();
    await vi.waitFor(() => expect(api.callsTo('GET', '/segments/stations/s1/thumbnails')).toHaveLength(1));
    act(() => vi.advanceTimersByTime(4900));
    expect(screen.getByText('Loading thumbnails')).toBeTruthy();
    expect(screen.queryByText('No thumbnails available')).toBeNull();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.getByText('No thumbnails available')).toBeTruthy();
    expect(screen.queryByText('Loading thumbnails')).toBeNull();
  });

  it('asks for the focus range and shows no waiting text once sheets come', async () => {
    const { api } = await renderTimeline({ showThumbnails: true }, [aSheet(focus.from)]);
    expect(await screen.findByTestId('thumbnails-strip')).toBeTruthy();
    await vi.waitFor(() => expect(screen.queryByText('Loading thumbnails')).toBeNull());
    const [call] = api.callsTo('GET', '/segments/stations/s1/thumbnails');
    expect(Number(call!.query.get('from'))).toBeLessThanOrEqual(focus.from);
    expect(Number(call!.query.get('to'))).toBeGreaterThanOrEqual(focus.to);
    expect(screen.queryByText('No thumbnails available')).toBeNull();
  });

  it('is not there for an audio station', async () => {
    await renderTimeline({ showThumbnails: false });
    expect(screen.queryByTestId('thumbnails-strip')).toBeNull();
  });
});
