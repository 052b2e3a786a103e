/**
 * A station's speaker labels (issue 18 point 1: "labelled per station as SPEAKER_1,
 * SPEAKER_2..."). Antena's own diarization numbers the speakers of each batch afresh; here each
 * of a batch's speakers is matched to the station's known voiceprints (station_speakers), so the
 * same presenter keeps one label from batch to batch and day to day, and a new voice gets the
 * next free number.
 */
import { TRANSCRIPTION_SPEAKER_PREFIX } from '@antena/contract';
import { diarizeFile, voiceprintDistance, type DiarizationTurn, type Voiceprint } from '@antena/media';
import type { Logger } from 'pino';
import type { EngineWord } from './engine';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db';
import { stationSpeakers, stations } from '../../db/schema';

/**
 * Cosine distance under which a batch's speaker is a known one. Measured on espeak-ng voices
 * (docs/speech.md): one voice in two clips 0.02-0.07 (0.07 over a music bed), two voices of one
 * family (en+f4 and es+f3) 0.11, different voices 0.14 and up.
 */
export const VOICEPRINT_MATCH_DISTANCE = 0.09;
/**
 * A known voiceprint counts as at most this many seconds when a new batch is averaged in, so it
 * keeps following a presenter whose sound drifts (another microphone, a cold) instead of setting.
 */
const VOICEPRINT_MEMORY_SECONDS = 600;

export const speakerLabel = (label: number) => `${TRANSCRIPTION_SPEAKER_PREFIX}${label}`;

/**
 * The station label of each of the batch's speakers (batch speaker number → SPEAKER_n number),
 * storing new voiceprints and moving matched ones. Closest pairs are matched first, each known
 * speaker at most once per batch (two voices in one batch are two people).
 */
export async function stationSpeakerLabels(
  db: Db,
  stationId: string,
  voiceprints: readonly Voiceprint[],
): Promise<Map<number, number>> {
  if (voiceprints.length === 0) return new Map();
  return db.transaction(async (tx) => {
    // Two batches of one station labelled at once would both take the next free number.
    await tx.select({ id: stations.id }).from(stations).where(eq(stations.id, stationId)).for('update');
    const known = await tx.select().from(stationSpeakers).where(eq(stationSpeakers.stationId, stationId));
    const pairs = voiceprints
      .flatMap((voiceprint) =>
        known.map((speaker) => ({
          voiceprint,
          speaker,
          distance: voiceprintDistance(voiceprint.centroid, speaker.centroid),
        })),
      )
      .filter((pair) => pair.distance < VOICEPRINT_MATCH_DISTANCE)
      .sort((a, b) => a.distance - b.distance);
    const labels = new Map<number, number>();
    const taken = new Set<number>();
    for (const { voiceprint, speaker } of pairs) {
      if (labels.has(voiceprint.speaker) || taken.has(speaker.label)) continue;
      labels.set(voiceprint.speaker, speaker.label);
      taken.add(speaker.label);
      const weight = Math.min(speaker.seconds, VOICEPRINT_MEMORY_SECONDS);
      const total = weight + voiceprint.seconds;
      await tx
        .update(stationSpeakers)
        .set({
          centroid: speaker.centroid.map(
            (x, i) => (x * weight + (voiceprint.centroid[i] ?? x) * voiceprint.seconds) / total,
          ),
          seconds: speaker.seconds + voiceprint.seconds,
          updatedAt: new Date(),
        })
        .where(and(eq(stationSpeakers.stationId, stationId), eq(stationSpeakers.label, speaker.label)));
    }
    let next = Math.max(0, ...known.map((speaker) => speaker.label)) + 1;
    for (const voiceprint of voiceprints) {
      if (labels.has(voiceprint.speaker)) continue;
      labels.set(voiceprint.speaker, next);
      await tx
        .insert(stationSpeakers)
        .values({ stationId, label: next, centroid: voiceprint.centroid, seconds: voiceprint.seconds });
      next++;
    }
    return labels;
  });
}

/**
 * The turn's speaker each of the engine's words (ms into the clip) falls in, by its midpoint. A
 * word in a SILENCE turn, or on no turn, was heard where the energy threshold saw a pause: it
 * takes the nearest speaker, since a word is always someone's. Undefined with no speech turns.
 */
export function speakersOfWords(
  words: readonly EngineWord[],
  turns: readonly DiarizationTurn[],
): (number | undefined)[] {
  const spoken = turns.filter((turn): turn is DiarizationTurn & { speaker: number } => turn.speaker !== 'SILENCE');
  return words.map((word) => {
    const middle = (word.start + word.end) / 2000;
    let nearest: number | undefined;
    let gap = Infinity;
    for (const turn of spoken) {
      const away = middle < turn.start ? turn.start - middle : middle > turn.end ? middle - turn.end : 0;
      if (away < gap) [nearest, gap] = [turn.speaker, away];
      if (away === 0) break;
    }
    return nearest;
  });
}

/**
 * The station's labels for a diarized batch: only the speakers some word belongs to are matched
 * and stored, so a music bed or a jingle the clustering found (it has no words) never becomes a
 * station speaker and the SPEAKER_n numbers stay those of voices.
 */
export async function labelWords(
  db: Db,
  stationId: string,
  words: readonly EngineWord[],
  diarization: { turns: readonly DiarizationTurn[]; voiceprints: readonly Voiceprint[] },
): Promise<EngineWord[]> {
  const speakers = speakersOfWords(words, diarization.turns);
  const heard = new Set(speakers);
  const labels = await stationSpeakerLabels(
    db,
    stationId,
    diarization.voiceprints.filter((voiceprint) => heard.has(voiceprint.speaker)),
  );
  return words.map((word, k) => {
    const label = labels.get(speakers[k] ?? -1);
    return label === undefined ? word : { ...word, speaker: speakerLabel(label) };
  });
}

/**
 * The words with the station's speaker labels from Antena's own diarization of `wav` (the audio
 * they were heard in, their times in ms from its start), where the engine named no speaker.
 * Speaker labels are worth less than the words: audio the diarization cannot read keeps its
 * words, unlabelled, and the log says why.
 */
export async function withOwnSpeakers(
  ctx: { db: Db; log: Pick<Logger, 'warn'> },
  stationId: string,
  wav: string,
  words: readonly EngineWord[],
): Promise<EngineWord[]> {
  if (words.length === 0 || words.some((word) => word.speaker)) return [...words];
  try {
    return await labelWords(ctx.db, stationId, words, await diarizeFile(wav));
  } catch (error) {
    ctx.log.warn({ err: error, stationId }, 'transcription: diarization failed, words keep no speaker');
    return [...words];
  }
}
