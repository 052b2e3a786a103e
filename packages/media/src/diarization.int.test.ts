/**
 * Antena's own speaker diarization on real audio (issue 18 tests): synthetic two-voice dialogues
 * spoken by espeak-ng, diarized from their files and scored against the known turns. The error
 * rate is printed so a change to the thresholds shows what it costs (docs/speech.md).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diarizationErrorRate, synthesiseDialogue } from './diarization/dialogue.test-helpers';
import { diarizeFile, voiceprintDistance } from './index';

let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'antena-diarization-'));
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('diarizeFile', () => {
  it('finds the two voices of a dialogue and labels its pauses SILENCE, with a low error rate', async () => {
    const dialogue = await synthesiseDialogue(dir, 'plain');
    const { turns, voiceprints } = await diarizeFile(dialogue.file);
    const errorRate = diarizationErrorRate(dialogue.turns, turns, dialogue.seconds);
    console.log(`diarization error rate, two espeak-ng voices (en+m3, en+f4): ${(errorRate * 100).toFixed(1)}%`);
    expect(voiceprints.map((voiceprint) => voiceprint.speaker)).toEqual([1, 2]);
    expect(turns.filter((turn) => turn.speaker === 'SILENCE').length).toBeGreaterThanOrEqual(dialogue.turns.length - 1);
    expect(errorRate).toBeLessThan(0.1);
    // The two voiceprints are far apart, as the station's label matching needs.
    expect(voiceprintDistance(voiceprints[0]!.centroid, voiceprints[1]!.centroid)).toBeGreaterThan(0.2);
  }, 60_000);

  it('keeps two voices apart over a music bed, the guest 6 dB quieter, turns back to back', async () => {
    // Pauses of 0.05 to 0.2 s are under a SILENCE: only the speaker-change detector can cut here.
    const dialogue = await synthesiseDialogue(dir, 'bed', {
      voices: ['es', 'es+f3'],
      bedDb: -26,
      secondVoiceDb: -6,
      pauseSeconds: [0.1, 0.2, 0.05],
    });
    const { turns, voiceprints } = await diarizeFile(dialogue.file);
    const errorRate = diarizationErrorRate(dialogue.turns, turns, dialogue.seconds);
    console.log(
      `diarization error rate, two voices (es, es+f3) over a music bed, no pauses: ${(errorRate * 100).toFixed(1)}%`,
    );
    expect(voiceprints).toHaveLength(2);
    expect(turns.filter((turn) => turn.speaker !== 'SILENCE').length).toBeGreaterThanOrEqual(dialogue.turns.length);
    expect(errorRate).toBeLessThan(0.15);
  }, 60_000);
});
