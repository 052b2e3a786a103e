/** HLS media segments: a recorded segment remuxed, not re-encoded, into MPEG-TS. */
import type { StationFormat } from '@antena/contract';
import { segmentDemuxer } from './capture';
import { PREAMBLE } from './presets';

/**
 * ffmpeg arguments that write `inputFile` (mp3, ADTS AAC or MPEG-TS) as MPEG-TS on stdout, its
 * timestamps starting at `offsetSeconds` so consecutive segments of a playlist play continuously.
 * With `format`, the input is read as that station format's segment (`pipe:0`: the stored bytes
 * on stdin, where ffmpeg cannot probe by name).
 */
export function transportStreamArgs(
  inputFile: string,
  options: { offsetSeconds: number; format?: StationFormat },
): string[] {
  return [
    ...PREAMBLE,
    ...(options.format ? ['-f', segmentDemuxer(options.format)] : []),
    '-i',
    inputFile,
    '-map',
    '0:a:0?',
    '-map',
    '0:v:0?',
    '-c',
    'copy',
    // Without these the muxer delays every segment by 1.4 s and the offsets stop adding up.
    '-muxdelay',
    '0',
    '-muxpreload',
    '0',
    '-output_ts_offset',
    String(options.offsetSeconds),
    '-f',
    'mpegts',
    'pipe:1',
  ];
}
