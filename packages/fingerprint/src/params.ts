/**
 * The engine's fixed parameters. An index or an archive records FORMAT_VERSION: files built
 * with other parameters are refused rather than silently matched with the wrong hashes.
 */

/** Analysis rate: speech and music below 4 kHz carry enough landmarks, and 8 kHz decodes fast. */
export const SAMPLE_RATE = 8000;
/** 64 ms window: 15.6 Hz bins resolve the partials of voice and music. */
export const FFT_SIZE = 512;
/** 16 ms hop: with 4x overlap, peak times interpolate well whatever the recording's sample phase. */
export const HOP = 128;
export const FRAME_SECONDS = HOP / SAMPLE_RATE;
/** Whole frames in `seconds` (the matcher's time constants are written in seconds). */
export const frames = (seconds: number) => Math.round(seconds / FRAME_SECONDS);
/** A frame's time is the centre of its window. */
export const FRAME_CENTRE_SECONDS = FFT_SIZE / 2 / SAMPLE_RATE;

/** Peaks are taken between 150 Hz (under most speech fundamentals) and 3.9 kHz (under Nyquist). */
export const MIN_BIN = 10;
export const MAX_BIN = 250;
/** A peak is the maximum of its neighbourhood: ±PEAK_FRAMES frames by ±PEAK_BINS bins. */
export const PEAK_FRAMES = 16;
export const PEAK_BINS = 12;
/**
 * Tilted natural-log magnitude under which nothing is a peak: about 70 dB under a full-scale
 * tone, so only near silence is excluded and level changes of a station do not move peaks.
 */
export const PEAK_FLOOR = -3;

/** A landmark pairs an anchor with a later peak at most PAIR_MAX_FRAMES later (1.28 s at 16 ms). */
export const PAIR_MIN_FRAMES = 2;
export const PAIR_MAX_FRAMES = 80;
/** Frames per step of the hashed time gap (32 ms). */
export const DT_STEP = 1;
/** ... and within one octave of it. */
export const PAIR_MAX_OCTAVES = 1;
/** Each anchor pairs with at most FAN_OUT later peaks, nearest in time first. */
export const FAN_OUT = 4;

/** Log-frequency origin of the anchor bands (octaves are counted from here). */
export const LOG2_FREQ_MIN = Math.log2(150);
/** Anchor frequency bands per octave (semitones): wide enough that ±0.75 % of speed error rarely crosses one. */
export const BANDS_PER_OCTAVE = 12;
/** Frequency-ratio steps per octave of the pair's interval: the ratio survives a speed change exactly. */
export const RATIO_STEPS_PER_OCTAVE = 96;
export const BAND_BITS = 6;
export const RATIO_BITS = 8;
export const DT_BITS = 7;
export const HASH_BITS = BAND_BITS + RATIO_BITS + DT_BITS;

export const FORMAT_VERSION = 3;
