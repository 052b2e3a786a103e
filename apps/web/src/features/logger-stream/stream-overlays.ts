/**
 * Which audit overlays the stream screen shows (spec 02 sections 2-4): a toggle of the screen
 * settings is offered only where the station has its feature, and an overlay shows only where
 * both hold. Screenbug and lowerthird are video analysis of the picture, so never on an
 * audio-only station (spec 02: "not shown in audio-only mode").
 */
import { hasLiveMentions } from '../live-mentions/live-mentions-feature';
import { hasAudioMatches } from './matches/use-stream-matches';
import { AUDIT_TOGGLES, type AuditToggle, type StreamSettings } from './stream-settings';
import { isVideoStation, type StreamStation } from './stream-station';

export type StreamOverlays = Readonly<Record<AuditToggle, boolean>>;

const HAS_FEATURE: Record<AuditToggle, (station: StreamStation) => boolean> = {
  matches: hasAudioMatches,
  liveMentions: hasLiveMentions,
  diarization: (station) => station.featuresConfig.transcription.diarization.segments,
  screenbug: (station) => isVideoStation(station) && station.featuresConfig.videoAnalysis.enabled,
  lowerthird: (station) => isVideoStation(station) && station.featuresConfig.videoAnalysis.lowerThird.enabled,
  adoverlay: (station) => station.featuresConfig.videoAnalysis.adOverlays.enabled,
};

/** The toggles the settings dialog offers for this station, in the spec's order. */
export const stationAuditToggles = (station: StreamStation): AuditToggle[] =>
  AUDIT_TOGGLES.filter((toggle) => HAS_FEATURE[toggle](station));

/** What the screen shows: the station has the feature and the user left its toggle on. */
export const streamOverlays = (station: StreamStation, audit: StreamSettings['audit']): StreamOverlays =>
  Object.fromEntries(AUDIT_TOGGLES.map((toggle) => [toggle, audit[toggle] && HAS_FEATURE[toggle](station)])) as Record<
    AuditToggle,
    boolean
  >;
