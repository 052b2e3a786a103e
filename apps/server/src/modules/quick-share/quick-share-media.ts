/**
 * The media of a Quick Share link: the range-export service's exact cut, audio for a radio
 * station (mp3, or AAC rewrapped as MP4 audio, .m4a) and MP4 for a video station. Raw ADTS AAC
 * has no index: a browser can only estimate its duration and seeks in it badly, so its frames are
 * copied into an MP4 with the index first. Each link's clip is cut once and kept in storage, then
 * served as a stored object with its length and byte ranges, so a player knows the duration at
 * once and can seek anywhere (a stream of unknown length could do neither). One cut per link at a
 * time (every viewer waits on the same one) and a few per address, since the links are public.
 */
import { createReadStream } from 'node:fs';
import path from 'node:path';
import { adtsToM4aArgs, run } from '@antena/media';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { StationRow } from '../../access/station-access';
import type { Context } from '../../context';
import { contentDisposition } from '../../http/content-disposition';
import { sendStoredObject } from '../media/send-stored-object';
import { inExportSlot } from '../segments/export-limits';
import { rangeExportFormat, renderRangeExport, type RangeExportFormat } from '../segments/range-export';
import type { StoredObject } from '../../storage/storage';
import { AddressGate } from './address-gate';
import { quickShareNotFound, type QuickShareRow } from './quick-share.service';

const CUTS_PER_ADDRESS = 2;
/**
 * A range that reaches past what is recorded yet (a live mention's window) is cut again after
 * this long: long enough for one viewing's range requests to see the same bytes.
 */
const OPEN_CUT_TTL_MS = 30_000;
/** Gaps are final by then: a range that ended this long ago is kept as cut. */
const SETTLED_AFTER_MS = 10 * 60_000;

export const quickShareMediaKey = (share: QuickShareRow, extension: string, open = false): string =>
  `quick-share/${share.id}${open ? '-open' : ''}.${extension}`;

/** The extension a clip of a station's export format is kept under: AAC is kept as MP4 audio. */
const clipExtension = (format: RangeExportFormat): string => (format === 'aac' ? 'm4a' : format);

export function quickShareMedia(ctx: Pick<Context, 'db' | 'storage' | 'config'>) {
  const gate = new AddressGate(CUTS_PER_ADDRESS);
  const cuts = new Map<string, Promise<StoredObject>>();

  async function cut(share: QuickShareRow, station: StationRow): Promise<StoredObject> {
    const format = rangeExportFormat(station.format);
    // One of the process's export slots (a public link counts for no client: its viewers are not the client's).
    const rendered = await inExportSlot(ctx.config, { client: null }, () =>
      renderRangeExport(ctx, station.id, { from: share.fromTs, to: share.toTs }, format),
    );
    // The recording may have aged out under retention while the link lives.
    if (!rendered) throw quickShareNotFound();
    try {
      let file = rendered.file;
      if (format === 'aac') {
        // Beside the cut, so dispose() removes it too.
        file = path.join(path.dirname(rendered.file), 'quick-share.m4a');
        await run('ffmpeg', adtsToM4aArgs(rendered.file, file));
      }
      const settled = rendered.complete || share.toTs < Date.now() - SETTLED_AFTER_MS;
      const key = quickShareMediaKey(share, clipExtension(format), !settled);
      return await ctx.storage.put(key, createReadStream(file));
    } finally {
      await rendered.dispose();
    }
  }

  /** The link's clip, cut now or joined to the cut under way; a settled clip is found in storage. */
  async function clip(request: FastifyRequest, share: QuickShareRow, station: StationRow): Promise<StoredObject> {
    const pending = cuts.get(share.id);
    const stored = pending
      ? null
      : await ctx.storage.stat(quickShareMediaKey(share, clipExtension(rangeExportFormat(station.format))));
    if (stored) return stored;
    const leave = gate.enter(request.ip, share.id);
    try {
      let running = cuts.get(share.id);
      if (!running) {
        running = cut(share, station);
        cuts.set(share.id, running);
        running.then(
          (object) => {
            if (object.key.includes('-open.')) setTimeout(() => cuts.delete(share.id), OPEN_CUT_TTL_MS).unref();
            else cuts.delete(share.id);
          },
          () => cuts.delete(share.id),
        );
      }
      return await running;
    } finally {
      leave();
    }
  }

  return async function sendQuickShareMedia(
    request: FastifyRequest,
    reply: FastifyReply,
    share: QuickShareRow,
    station: StationRow,
  ): Promise<FastifyReply> {
    const object = await clip(request, share, station);
    reply.header(
      'content-disposition',
      contentDisposition('inline', `${station.slug}-quick-share.${object.key.split('.').pop()}`),
    );
    // The link may expire or be cut again: nothing keeps the bytes.
    return sendStoredObject(reply, ctx.storage, object, request.headers.range, 'private, no-store');
  };
}
