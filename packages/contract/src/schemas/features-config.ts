import { z } from 'zod';
import { text, TEXT_MAX } from '../strings';
import { SOCIAL_PLATFORMS } from '../enums';

/*
 * spec 02 section 3: a station's featuresConfig. Every part has defaults, so `{}` parses to the
 * full shape and screens never guess at a missing key.
 */
const enabled = (value = false) => z.object({ enabled: z.boolean().default(value) }).prefault({});

export const descriptionFooterSchema = z.object({
  name: text().trim().min(1),
  content: text(TEXT_MAX.long),
  default: z.boolean().default(false),
});

export const mediaWatermarkSchema = z
  .object({
    enabled: z.boolean().default(false),
    imageUrl: text(TEXT_MAX.url).nullable().default(null),
    positionX: z.enum(['left', 'center', 'right']).default('right'),
    positionY: z.enum(['top', 'center', 'bottom']).default('bottom'),
    paddingX: z.number().min(0).max(10_000).default(10),
    paddingY: z.number().min(0).max(10_000).default(10),
    opacity: z.number().min(0).max(1).default(1),
  })
  .prefault({});

export const audiogramTemplateSchema = z.object({
  name: text().trim().min(1),
  default: z.boolean().default(false),
  data: z.object({
    titleColor: text(),
    captionsTextColor: text(),
    visualizerColor: text(),
    backgroundType: z.enum(['color', 'image']),
    backgroundColor: text().nullable().default(null),
    backgroundImageUrl: text(TEXT_MAX.url).nullable().default(null),
    variants: z.array(text()).max(50).default([]),
  }),
});

const platformUploadSchema = z
  .object(
    Object.fromEntries(SOCIAL_PLATFORMS.map((platform) => [platform, enabled()])) as Record<
      (typeof SOCIAL_PLATFORMS)[number],
      ReturnType<typeof enabled>
    >,
  )
  .prefault({});

export const featuresConfigSchema = z
  .object({
    videoAnalysis: z
      .object({ enabled: z.boolean().default(false), lowerThird: enabled(), adOverlays: enabled() })
      .prefault({}),
    audit: z
      .object({ enabled: z.boolean().default(false), liveMentionsEnabled: z.boolean().default(false) })
      .prefault({}),
    transcription: z
      .object({
        enabled: z.boolean().default(false),
        diarization: z
          .object({ segments: z.boolean().default(false), fragments: z.boolean().default(false) })
          .prefault({}),
      })
      .prefault({}),
    streamerBox: z.object({ deviceId: text().nullable().default(null) }).prefault({}),
    export: enabled(),
    fragments: z
      .object({
        audiogram: z.object({ templates: z.array(audiogramTemplateSchema).default([]) }).prefault({}),
        descriptionFooters: z.array(descriptionFooterSchema).default([]),
        mediaWatermark: mediaWatermarkSchema,
        platformUpload: platformUploadSchema,
        cfrTranscoding: enabled(),
      })
      .prefault({}),
  })
  .prefault({})
  .meta({ id: 'FeaturesConfig' });
export type FeaturesConfig = z.output<typeof featuresConfigSchema>;
export type FeaturesConfigInput = z.input<typeof featuresConfigSchema>;

/**
 * spec 02 section 3: a sub-feature works only under its parent (live mentions under audit,
 * speaker labels under transcription, lower thirds and ad overlays under video analysis). The
 * stored config may keep a sub-feature's switch on while its parent is off, so what stations
 * answer, and what screens act on, is this effective config.
 */
export function effectiveFeaturesConfig(config: FeaturesConfig): FeaturesConfig {
  const { audit, transcription, videoAnalysis } = config;
  return {
    ...config,
    audit: { ...audit, liveMentionsEnabled: audit.enabled && audit.liveMentionsEnabled },
    transcription: {
      ...transcription,
      diarization: {
        segments: transcription.enabled && transcription.diarization.segments,
        fragments: transcription.enabled && transcription.diarization.fragments,
      },
    },
    videoAnalysis: {
      ...videoAnalysis,
      lowerThird: { enabled: videoAnalysis.enabled && videoAnalysis.lowerThird.enabled },
      adOverlays: { enabled: videoAnalysis.enabled && videoAnalysis.adOverlays.enabled },
    },
  };
}
