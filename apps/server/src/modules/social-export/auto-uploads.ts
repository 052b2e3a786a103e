/**
 * Uploads a fragment starts by itself (spec 02 section 7: after creation, one upload per platform
 * its `platformUpload` enables), once its media is READY: the forms are filled from the fragment
 * (title, description, the thumbnail or cover it was created with), private where the platform
 * has it. A platform already sent (a render retried) is not sent again; a station not connected
 * gets an ERROR record saying so, which the Export page shows.
 */
import { uploadDataSchemas, type SocialPlatform } from '@antena/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { Context } from '../../context';
import { fragments, socialUploads, stations } from '../../db/schema';
import { notConnectedRefusal, notVideoRefusal, recordUpload, type UploadRefusal } from './uploads.service';

type FragmentRow = typeof fragments.$inferSelect;

function formOf(
  platform: SocialPlatform,
  fragment: FragmentRow,
  config: { thumbnailUrl: string | null; coverUrl: string | null },
) {
  const content = fragment.description?.trim() || fragment.title;
  if (platform === 'TWITTER') return { content: fragment.title.slice(0, 280) };
  if (platform === 'INSTAGRAM') {
    return config.coverUrl ? { content, thumbnailType: 'IMAGE_URL', thumbnailUrl: config.coverUrl } : { content };
  }
  const thumbnail = config.thumbnailUrl ? { thumbnailType: 'IMAGE_URL', thumbnailUrl: config.thumbnailUrl } : {};
  return { title: fragment.title.slice(0, 100), content, tags: fragment.tags, ...thumbnail };
}

export async function startEnabledUploads(ctx: Context, fragmentId: string): Promise<void> {
  const [found] = await ctx.db
    .select({ fragment: fragments, station: stations })
    .from(fragments)
    .innerJoin(stations, eq(stations.id, fragments.stationId))
    .where(eq(fragments.id, fragmentId));
  if (!found) return;
  const { fragment, station } = found;
  for (const [platform, choice] of Object.entries(fragment.platformUpload) as [
    SocialPlatform,
    { enabled: boolean; config: { thumbnailUrl: string | null; coverUrl: string | null } },
  ][]) {
    if (!choice?.enabled) continue;
    const [sent] = await ctx.db
      .select({ id: socialUploads.id })
      .from(socialUploads)
      .where(
        and(
          eq(socialUploads.fragmentId, fragment.id),
          eq(socialUploads.platform, platform),
          isNull(socialUploads.variant),
        ),
      )
      .limit(1);
    if (sent) continue;
    const parsed = uploadDataSchemas[platform].safeParse(formOf(platform, fragment, choice.config));
    const notVideo = notVideoRefusal(station, platform);
    const unconnected = await notConnectedRefusal(ctx, station, platform);
    const refusal: UploadRefusal | null = notVideo
      ? { code: 'NOT_VIDEO_STATION', message: notVideo }
      : !parsed.success
        ? {
            code: 'INVALID_FORM',
            message: parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; '),
          }
        : unconnected
          ? { code: 'NOT_CONNECTED', message: unconnected }
          : null;
    const data = (parsed.data ?? {}) as Record<string, unknown>;
    await recordUpload(
      ctx,
      { station, fragmentId: fragment.id, platform, data, createdBy: fragment.createdBy },
      { refusal },
    );
  }
}
