/**
 * The demo radio's talk on air (contract DEMO_TALK_PASSAGES): the ffmpeg arguments that lay the
 * synthesised passages into one track as long as a period of the generated source, and those
 * that mix that track, looped, over the source with the tone muted under each slot. The track is
 * a file the server made in its own data directory: a station's URL still never names a file
 * (input.ts), the recorder adds it only to the demo radio's source.
 */
import { DEMO_SPOT_PERIOD_SECONDS, DEMO_STREAM_SOURCES, DEMO_TALK_PASSAGES } from '@antena/contract';
import { PREAMBLE } from './presets';

/** The generated source's rate: the track is mixed in without resampling while recording. */
const TRACK_SAMPLE_RATE = 44_100;
/** Quiet at the start of each slot before its passage, as a presenter takes a breath. */
const LEAD_SECONDS = 1;

/** The ffmpeg input and filter arguments of the programme, and the labels of its outputs. */
export interface DemoTalkMix {
  args: string[];
  /** The mixed programme for the recording, then (when asked) a copy for the waveform tap. */
  outputs: string[];
}

/** True when `streamUrl` is the source the demo talk goes with (the demo radio's). */
export function carriesDemoTalk(streamUrl: string): boolean {
  return streamUrl === DEMO_STREAM_SOURCES.radio;
}

/**
 * ffmpeg arguments that lay `files` (one audio file a passage, in DEMO_TALK_PASSAGES order) into
 * `output`, a mono FLAC track of exactly DEMO_SPOT_PERIOD_SECONDS: each passage at its slot's
 * offset (after LEAD_SECONDS) and cut at the slot's end, silence elsewhere (which FLAC stores in
 * almost nothing). Each part runs from the previous slot's end to its own, the last to the end of
 * the period, so the concatenation is sample-exact and loops without drift.
 */
export function demoTalkTrackArgs(files: readonly string[], output: string): string[] {
  if (files.length !== DEMO_TALK_PASSAGES.length)
    throw new Error(`The demo talk has ${DEMO_TALK_PASSAGES.length} passages, not ${files.length}`);
  let partStart = 0;
  const parts = DEMO_TALK_PASSAGES.map((passage, index) => {
    const last = index === DEMO_TALK_PASSAGES.length - 1;
    const partEnd = last ? DEMO_SPOT_PERIOD_SECONDS : passage.offsetSeconds + passage.seconds;
    const delayMs = Math.round((passage.offsetSeconds + LEAD_SECONDS - partStart) * 1000);
    const length = partEnd - partStart;
    partStart = partEnd;
    return (
      `[${index}:a]aresample=${TRACK_SAMPLE_RATE},aformat=channel_layouts=mono,` +
      `atrim=duration=${passage.seconds - LEAD_SECONDS},adelay=delays=${delayMs},` +
      `apad=whole_dur=${length},atrim=duration=${length}[part${index}]`
    );
  });
  const labels = DEMO_TALK_PASSAGES.map((_, index) => `[part${index}]`).join('');
  return [
    ...PREAMBLE,
    ...files.flatMap((file) => ['-i', file]),
    '-filter_complex',
    `${parts.join(';')};${labels}concat=n=${parts.length}:v=0:a=1[track]`,
    '-map',
    '[track]',
    '-c:a',
    'flac',
    '-y',
    output,
  ];
}

/** An ffmpeg expression of time `t` that is true inside any slot of the talk. */
function slotsExpression(): string {
  const clock = `mod(t,${DEMO_SPOT_PERIOD_SECONDS})`;
  return DEMO_TALK_PASSAGES.map(
    (passage) => `between(${clock},${passage.offsetSeconds},${passage.offsetSeconds + passage.seconds})`,
  ).join('+');
}

/**
 * The second input (`trackFile`, looped and paced like the source) and the filter graph that
 * mixes it over input 0, muting input 0 inside the slots. Both start at zero with the capture, as
 * the spots in the source do, so talk and spots keep their offsets of every period. `tap` adds a
 * second output for the waveform tap. amerge and pan add the two exactly (amix would scale them),
 * after aformat gives both one format (ffmpeg cannot choose one for amerge by itself).
 */
export function demoTalkMix(trackFile: string, tap: boolean): DemoTalkMix {
  const mono = 'aformat=sample_fmts=fltp:channel_layouts=mono';
  const outputs = tap ? ['[programme]', '[tap]'] : ['[programme]'];
  const graph =
    `[0:a]volume=0:enable='${slotsExpression()}',${mono}[bed];[1:a]${mono}[talk];` +
    `[bed][talk]amerge=inputs=2,pan=mono|c0=c0+c1${tap ? `,asplit=2${outputs.join('')}` : outputs[0]}`;
  return {
    args: ['-re', '-stream_loop', '-1', '-i', trackFile, '-filter_complex', graph],
    outputs,
  };
}
