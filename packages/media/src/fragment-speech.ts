/**
 * ffmpeg arguments of a fragment's audio for a speech engine (issue 18 point 5): its chunks cut
 * as the fragment's media cuts them (fragment.ts), joined in order and written as 16 kHz mono
 * 16-bit WAV, which every engine reads. Positions in it are positions in the fragment's media.
 */
import type { ChunkCut } from './fragment';
import { PREAMBLE } from './presets';

const seconds = (value: number) => value.toFixed(6);

/** One WAV of `chunks` in order; each chunk decoded, trimmed by its samples to its recorded length. */
export function fragmentSpeechArgs(chunks: ChunkCut[], destination: string): string[] {
  if (chunks.length === 0) throw new Error('A fragment needs at least one chunk');
  // As fragmentAudioArgs: the list's inpoint (or startSeconds, for MPEG-TS lists read whole) cuts
  // the start by timestamps; past it samples are counted, so joins leave no holes or overlaps.
  const trims = chunks.map(
    (chunk, index) =>
      `[${index}:a:0]atrim=start=${seconds(chunk.startSeconds)},asetpts=N/SR/TB,` +
      `atrim=duration=${seconds(chunk.durationSeconds)},aresample=16000,aformat=channel_layouts=mono[a${index}]`,
  );
  const joined = `${chunks.map((_chunk, index) => `[a${index}]`).join('')}concat=n=${chunks.length}:v=0:a=1[speech]`;
  return [
    ...PREAMBLE,
    ...chunks.flatMap((chunk) => ['-f', 'concat', '-safe', '0', '-i', chunk.listFile]),
    '-filter_complex',
    [...trims, joined].join(';'),
    '-map',
    '[speech]',
    ...['-c:a', 'pcm_s16le', '-ar', '16000', '-ac', '1', '-f', 'wav'],
    '-y',
    destination,
  ];
}
