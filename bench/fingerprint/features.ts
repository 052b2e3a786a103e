/**
 * What the matcher measured of each airing it would report with no anchor thresholds (minCoincidence
 * and minScore 0), labelled against a day's ground truth: true (overlaps a play of that reference)
 * or false, and for a false one what aired there. For choosing the thresholds on a tuning day.
 * usage: node --import tsx bench/fingerprint/features.ts --index INDEX --gt ground_truth.csv FILE...
 * Prints one tab-separated line per airing: file, ref, start, end, hits, span (s), coincidence,
 * score, label, rest found/checked (outside refStart-refEnd), refStart, refEnd, what aired.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { decodeAudio, FileTimeline, Matcher, ReferenceIndex } from '@antena/fingerprint';

const { values, positionals } = parseArgs({
  options: { index: { type: 'string' }, gt: { type: 'string' } },
  allowPositionals: true,
});
const index = await ReferenceIndex.load(values.index!);
const rows = readFileSync(values.gt!, 'utf8').trim().split('\n');
const head = rows[0]!.split(',');
const gt = rows.slice(1).map((l) => Object.fromEntries(l.split(',').map((v, i) => [head[i]!, v])));
const timeline = new FileTimeline();
const out: string[] = [];
const matcher = new Matcher(
  index,
  (airing) => {
    const r = timeline.record(airing, index.ids);
    const hour = r.file.replace(/^(hour_\d+)_.*$/, '$1');
    const over = gt.filter(
      (g) => g.hour_file === hour && Math.min(+g.end_s!, r.end) - Math.max(+g.start_s!, r.start) > 0,
    );
    const label = over.some((g) => g.ad_id === r.ref) ? 'true' : 'false';
    const extra = airing as unknown as { coincidence: number; span: number; restFound: number; restChecked: number };
    out.push(
      [
        hour,
        r.ref,
        r.start,
        r.end,
        airing.hits,
        (extra.span * 0.016).toFixed(1),
        extra.coincidence.toFixed(3),
        r.score,
        label,
        `${extra.restFound}/${extra.restChecked}`,
        r.refStart,
        r.refEnd,
        over.map((g) => `${g.ad_id}${g.known === '1' ? '' : '?'}`).join('+'),
      ].join('\t'),
    );
  },
  { thresholds: { minCoincidence: 0, minScore: 0 } },
);
for (const file of positionals) {
  timeline.addFile(path.basename(file), matcher.duration);
  for await (const chunk of decodeAudio(file)) matcher.push(chunk);
}
matcher.end();
console.log(out.join('\n'));
