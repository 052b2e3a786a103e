import { z } from 'zod';
import { jobStatusSchema, socialPlatformSchema } from '../enum-schemas';
import { text, TEXT_MAX } from '../strings';
import { uploadStartSchema } from './social-export';

/*
 * spec 02 sections 3, 5 and 9 (issue 34): audiogram videos of a fragment. Each variant renders in
 * its own job; the props say how it looks; captions come from the fragment's transcription.
 */

export const AUDIOGRAM_VARIANTS = ['1x1', '16x9', '9x16'] as const;
export type AudiogramVariant = (typeof AUDIOGRAM_VARIANTS)[number];
export const audiogramVariantSchema = z.enum(AUDIOGRAM_VARIANTS);

/** spec 02 section 5: spectrum samples; section 9: 64 by default. */
export const SPECTRUM_SAMPLES = [32, 64, 128, 256, 512] as const;
/** spec 02 section 9: 1:1 and 16:9 render 1080 or 1920 wide (9:16 is always 1920 high). */
export const AUDIOGRAM_WIDTHS = [1080, 1920] as const;
/** spec 02 section 9: default colours (white title and captions, green visualiser, dark blue). */
export const AUDIOGRAM_DEFAULT_COLORS = {
  titleColor: '#FFFFFF',
  captionsTextColor: '#FFFFFF',
  visualizerColor: '#2FB344',
  backgroundColor: '#0B1D3A',
} as const;

const hexColor = () => text(9).regex(/^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/, 'A colour as #rrggbb');

export const audiogramVisualizerSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('spectrum'),
    samples: z
      .union(SPECTRUM_SAMPLES.map((value) => z.literal(value)) as [z.ZodLiteral<32>, ...z.ZodLiteral<number>[]])
      .default(64),
  }),
  z.object({
    type: z.literal('oscilloscope'),
    window: z.number().min(0.1).max(10).default(0.1).describe('seconds of audio each wave shows'),
    posterization: z.number().min(0.1).max(30).default(3),
    amplitude: z.number().min(0.1).max(50).default(4),
    padding: z.number().min(0).max(400).default(50),
  }),
]);
export type AudiogramVisualizer = z.infer<typeof audiogramVisualizerSchema>;

/** One caption word (spec 02 section 3): ms from the fragment's start. */
export const audiogramCaptionSchema = z.object({
  text: text(),
  startMs: z.number().min(0),
  endMs: z.number().min(0),
  timestampMs: z.number().min(0).nullable().default(null),
  confidence: z.number().min(0).max(1).nullable().default(null),
});
export type AudiogramCaption = z.infer<typeof audiogramCaptionSchema>;

export const audiogramCaptionsSchema = z
  .object({
    /** The fragment's transcription state: captions exist once it is COMPLETED. */
    transcriptionStatus: jobStatusSchema.nullable(),
    captions: z.array(audiogramCaptionSchema),
  })
  .meta({ id: 'AudiogramCaptions' });
export type AudiogramCaptions = z.infer<typeof audiogramCaptionsSchema>;

/** spec 02 section 3 "Audiogram props" (the audio is the fragment's own, so no audioFileUrl). */
export const audiogramInputPropsSchema = z.object({
  visualizer: audiogramVisualizerSchema.prefault({ type: 'spectrum' }),
  titleText: text(TEXT_MAX.name).default(''),
  coverImageUrl: text(TEXT_MAX.url).nullable().default(null),
  titleColor: hexColor().default(AUDIOGRAM_DEFAULT_COLORS.titleColor),
  captionsTextColor: hexColor().default(AUDIOGRAM_DEFAULT_COLORS.captionsTextColor),
  visualizerColor: hexColor().default(AUDIOGRAM_DEFAULT_COLORS.visualizerColor),
  backgroundType: z.enum(['color', 'image']).default('color'),
  backgroundColor: hexColor().default(AUDIOGRAM_DEFAULT_COLORS.backgroundColor),
  backgroundImageUrl: text(TEXT_MAX.url).nullable().default(null),
  /** KARAOKE: words lit as they are said; NONE: no captions. */
  captionsType: z.enum(['KARAOKE', 'NONE']).default('KARAOKE'),
  /** Edited captions; the transcription's when absent. */
  captions: z.array(audiogramCaptionSchema).max(20_000).optional(),
  audioOffsetInSeconds: z.number().min(0).default(0),
  onlyDisplayCurrentSentence: z.boolean().default(false),
  width: z.union([z.literal(1080), z.literal(1920)]).default(1080),
});
export type AudiogramInputProps = z.infer<typeof audiogramInputPropsSchema>;
export type AudiogramInputPropsInput = z.input<typeof audiogramInputPropsSchema>;

export const audiogramGenerateSchema = z
  .object({
    variants: z.array(audiogramVariantSchema).min(1, 'Por lo menos un formato es requerido').max(3),
    inputProps: audiogramInputPropsSchema.prefault({}),
  })
  .meta({ id: 'AudiogramGenerate' });
export type AudiogramGenerate = z.input<typeof audiogramGenerateSchema>;

export const audiogramVariantJobSchema = z.object({
  status: jobStatusSchema,
  /** 0..100 */
  progress: z.number(),
  failedReason: z.string().nullable(),
  /** What was rendered, once COMPLETED. */
  data: z.object({ width: z.number().int(), height: z.number().int(), durationMs: z.number().int() }).nullable(),
});
export type AudiogramVariantJob = z.infer<typeof audiogramVariantJobSchema>;

export const audiogramGenerationSchema = z
  .object({
    variantsJobs: z.partialRecord(audiogramVariantSchema, audiogramVariantJobSchema),
    inputProps: audiogramInputPropsSchema.nullable(),
  })
  .meta({ id: 'AudiogramGeneration' });
export type AudiogramGeneration = z.infer<typeof audiogramGenerationSchema>;

export const audiogramExportPlatformSchema = z.object({
  status: z.enum(['QUEUED', 'IN_PROGRESS', 'COMPLETED', 'FAILED']),
  failedReason: z.string().nullable(),
  result: z.object({ videoUrl: z.string().nullable() }).nullable(),
});
export const audiogramExportSchema = z.object({
  platforms: z.partialRecord(socialPlatformSchema, audiogramExportPlatformSchema),
});
export type AudiogramExport = z.infer<typeof audiogramExportSchema>;

export const audiogramMediaUrlQuerySchema = z.object({ variant: audiogramVariantSchema });
export const audiogramMediaUrlSchema = z.object({ url: z.string() }).meta({ id: 'AudiogramMediaUrl' });

/** `POST …/audiogram/social-export/{target}`: the platform's upload form plus the variant sent. */
export const audiogramSocialExportSchema = uploadStartSchema
  .extend({ variant: audiogramVariantSchema })
  .meta({ id: 'AudiogramSocialExport' });
export type AudiogramSocialExport = z.input<typeof audiogramSocialExportSchema>;
