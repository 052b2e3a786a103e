/**
 * Playback hypotheses the matcher tries for every landmark of a recording. Stations speed ads up
 * by resampling (speed: pitch and time) or time-stretching (tempo: time only) by up to 3 %; the
 * hashes tolerate about ±0.75 % of error, so a grid of 1.5 % steps covers ±3 %.
 */
export interface Hypothesis {
  /** Playback rate: reference seconds per recording second (1.02 plays 2 % faster). */
  readonly rate: number;
  /** log2 of the frequency factor the recording shows (rate for a speed change, 1 for tempo). */
  readonly freqShift: number;
}

const RATES = [0.97, 0.985, 1.015, 1.03];

export const HYPOTHESES: readonly Hypothesis[] = [
  { rate: 1, freqShift: 0 },
  ...RATES.map((rate) => ({ rate, freqShift: Math.log2(rate) })),
  ...RATES.map((rate) => ({ rate, freqShift: 0 })),
];

/** The identity hypothesis only: exact copies, as references are indexed. */
export const IDENTITY: readonly Hypothesis[] = [HYPOTHESES[0]!];
