/**
 * `/fragments/config/{id}` (spec 02 "Fragments configuration", `/admin/fragments`): a station's
 * description footers, media watermark and audiogram templates, kept in its
 * featuresConfig.fragments. Each part a PUT sends replaces the stored one; the rest of the
 * station's features stay as they are. Every change goes to the admin audit log.
 */
import { featuresConfigSchema, routes, type FeaturesConfigInput, type FragmentsConfig } from '@antena/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { recordChange } from '../../access/admin-audit';
import { findReachableStation, type StationRow } from '../../access/station-access';
import type { Context } from '../../context';
import { stations } from '../../db/schema';
import { currentUser } from '../../http/auth';
import { registerRoute } from '../../http/route';
import type { Storage } from '../../storage/storage';
import { checkWatermarkImage, watermarkAssetKey } from './watermark-image';

export function toFragmentsConfig(station: Pick<StationRow, 'id' | 'featuresConfig'>): FragmentsConfig {
  const { fragments } = featuresConfigSchema.parse(station.featuresConfig ?? {});
  return {
    stationId: station.id,
    descriptionFooters: fragments.descriptionFooters,
    mediaWatermark: fragments.mediaWatermark,
    audiogram: { templates: fragments.audiogram.templates },
  };
}

/**
 * The configuration as the screen shows it: an image of the client's assets is kept as the
 * signed URL its upload answered, which expires within minutes, so each answer signs it again.
 */
function withFreshImageUrls(storage: Storage, config: FragmentsConfig, clientId: string): FragmentsConfig {
  const fresh = (url: string | null) => {
    const key = url && watermarkAssetKey(url, clientId);
    return key ? storage.signedUrl(key) : url;
  };
  return {
    ...config,
    mediaWatermark: { ...config.mediaWatermark, imageUrl: fresh(config.mediaWatermark.imageUrl) },
    audiogram: {
      templates: config.audiogram.templates.map((template) => ({
        ...template,
        data: { ...template.data, backgroundImageUrl: fresh(template.data.backgroundImageUrl) },
      })),
    },
  };
}

export function fragmentsConfigRoutes(app: FastifyInstance, ctx: Context): void {
  const { db } = ctx;

  registerRoute(app, routes.getFragmentsConfig, async (request) => {
    const station = await findReachableStation(db, currentUser(request), request.params.id);
    return withFreshImageUrls(ctx.storage, toFragmentsConfig(station), station.clientId);
  });

  registerRoute(app, routes.updateFragmentsConfig, async (request) => {
    const station = await findReachableStation(db, currentUser(request), request.params.id);
    const { descriptionFooters, mediaWatermark, audiogram } = request.body;
    if (mediaWatermark?.imageUrl) await checkWatermarkImage(ctx, mediaWatermark.imageUrl, station.clientId);
    return db.transaction(async (tx) => {
      const [row] = await tx.select().from(stations).where(eq(stations.id, station.id)).for('update');
      const stored: FeaturesConfigInput = row!.featuresConfig ?? {};
      const featuresConfig: FeaturesConfigInput = {
        ...stored,
        fragments: {
          ...stored.fragments,
          ...(descriptionFooters && { descriptionFooters }),
          ...(mediaWatermark && { mediaWatermark }),
          ...(audiogram && { audiogram: { ...stored.fragments?.audiogram, templates: audiogram.templates } }),
        },
      };
      const [saved] = await tx
        .update(stations)
        .set({ featuresConfig, updatedAt: new Date() })
        .where(eq(stations.id, station.id))
        .returning();
      const before = toFragmentsConfig(row!);
      const after = toFragmentsConfig(saved!);
      await recordChange(tx, request, {
        action: 'fragments-config.update',
        entityType: 'station',
        entityId: station.id,
        clientId: station.clientId,
        before,
        after,
      });
      return withFreshImageUrls(ctx.storage, after, station.clientId);
    });
  });
}
