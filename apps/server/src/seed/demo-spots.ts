/**
 * The demo radio's reference audios (issue 15 demo): the spots its generated source airs
 * (contract DEMO_SPOTS), rendered by ffmpeg from the same expressions and stored as the demo
 * client's audios, so a fresh demo shows matches within minutes. Idempotent; without ffmpeg it
 * logs and leaves the demo without them rather than stopping the start.
 */
import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEMO_SPOTS, demoSpotExpression, type DemoSpot } from '@antena/contract';
import { MP3_AUDIO, PREAMBLE, run } from '@antena/media';
import { and, eq } from 'drizzle-orm';
import type { Context } from '../context';
import { auditAudios, stations } from '../db/schema';
import { checkAudio } from '../modules/audit/audio-check';
import { storeAudio } from '../modules/audit/audio-upload';
import { auditEnabled } from '../modules/audit/audit-station';

/** The ffmpeg arguments that render `spot` into the MP3 `file`, with the media package's MP3 preset. */
export function demoSpotArgs(spot: DemoSpot, file: string): string[] {
  const source = `aevalsrc=exprs='${demoSpotExpression(spot, 't')}':s=44100:d=${spot.seconds}`;
  return [...PREAMBLE, '-f', 'lavfi', '-i', source, ...MP3_AUDIO, file];
}

async function renderSpot(spot: DemoSpot, dir: string): Promise<string> {
  const file = path.join(dir, `${spot.customId}.mp3`);
  await run('ffmpeg', demoSpotArgs(spot, file));
  return file;
}

export async function seedDemoSpots(ctx: Context, radioSlug = 'demo-radio'): Promise<void> {
  const [radio] = await ctx.db.select().from(stations).where(eq(stations.slug, radioSlug));
  if (!radio || !auditEnabled(radio)) return;
  for (const spot of DEMO_SPOTS) {
    const [existing] = await ctx.db
      .select({ id: auditAudios.id })
      .from(auditAudios)
      .where(and(eq(auditAudios.stationId, radio.id), eq(auditAudios.customId, spot.customId)));
    if (existing) continue;
    const dir = await mkdtemp(path.join(tmpdir(), 'antena-demo-spot-'));
    try {
      const file = await renderSpot(spot, dir);
      const bytes = await readFile(file);
      const facts = await checkAudio(file);
      await storeAudio(ctx, {
        clientId: radio.clientId,
        target: { stationId: radio.id, stationGroupId: null },
        file: {
          path: file,
          filename: `${spot.customId}.mp3`,
          mimetype: 'audio/mpeg',
          md5: createHash('md5').update(bytes).digest('hex'),
          bytes: (await stat(file)).size,
          truncated: false,
          dispose: () => rm(dir, { recursive: true, force: true }),
        },
        extension: 'mp3',
        customId: spot.customId,
        override: false,
        durationMs: facts.durationMs,
        title: spot.title,
      });
      ctx.log.info({ customId: spot.customId }, 'demo spot added to the demo radio audit');
    } catch (error) {
      ctx.log.warn(
        { err: error, customId: spot.customId },
        'demo spot could not be made; the demo shows no matches for it',
      );
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }
}
