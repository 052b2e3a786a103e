/**
 * A 10-minute broadcast day from the shared benchmark recipe (its copy in bench/fingerprint/recipe): ad
 * breaks at known times with partial plays, tempo changes, a spot cut off at the end of the file
 * and an unknown ad, degraded to near-clean MP3 (c0) and to 10 dB SNR + band limit + AAC 32k (c3).
 * The pool (three small Debian packages) and the day are cached under .cache/fingerprint.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { analyseFile } from './analyse';
import { decodeAudio } from './decode';
import { Matcher } from './matcher';
import { FRAME_SECONDS } from './params';
import { IndexBuilder, type ReferenceIndex } from './reference-index';

const REPO = path.resolve(import.meta.dirname, '../../..');
const RECIPE = path.join(REPO, 'bench/fingerprint/recipe');
const CACHE = path.join(REPO, '.cache/fingerprint');
const POOL = path.join(CACHE, 'small-pool');
/** Seed 8 gives 11 plays in 10 minutes: 4 full, 4 partial (5 s), 2 tempo changes, 1 cut off, 1 unknown ad. */
const SEED = 8;
const DAY = path.join(CACHE, `test-day-${SEED}`);
const CONDITIONS = { c0: 'hour_00_c0_mp3_128.mp3', c3: 'hour_00_c3_snr10_bp_mp3_aac_32.m4a' };

interface Score {
  gt_known_plays: number;
  tp_plays: number;
  fp_detections: number;
  recall: number;
  precision: number;
  by_category: Record<string, string>;
  start_err_s_median: number;
}

function buildDay(): void {
  if (existsSync(path.join(DAY, 'complete'))) return;
  if (!existsSync(POOL)) execFileSync(path.join(REPO, 'bench/fingerprint/small-pool.sh'), [POOL], { stdio: 'ignore' });
  rmSync(DAY, { recursive: true, force: true });
  mkdirSync(DAY, { recursive: true });
  execFileSync(
    'node',
    [
      ...[path.join(RECIPE, 'gen-day.mjs'), '--pool', POOL, '--out', DAY, '--seed', String(SEED)],
      ...['--hours', '1', '--hour-seconds', '600', '--ads', '8', '--unknown', '3'],
      ...['--break-min', '60', '--break-max', '120', '--p-speed', '0.15', '--p-tempo', '0.15', '--p-partial', '0.2'],
    ],
    { stdio: 'ignore' },
  );
  execFileSync(path.join(RECIPE, 'degrade.sh'), [path.join(DAY, 'hour_00_clean.wav'), path.join(DAY, 'deg')], {
    env: { ...process.env, CONDS: Object.keys(CONDITIONS).join(' ') },
    stdio: 'ignore',
  });
  writeFileSync(path.join(DAY, 'complete'), '');
}

async function buildIndex(): Promise<ReferenceIndex> {
  const builder = new IndexBuilder();
  const refs = path.join(DAY, 'refs');
  for (const name of readdirSync(refs).sort()) {
    builder.add(name.replace(/\.wav$/, ''), await analyseFile(path.join(refs, name)));
  }
  return builder.build();
}

/** Matches one degraded hour and scores it with the recipe's scorer. */
async function matchAndScore(index: ReferenceIndex, file: string): Promise<Score> {
  const rows: string[] = [];
  const matcher = new Matcher(index, (a) => {
    const s = (x: number) => (x * FRAME_SECONDS).toFixed(3);
    rows.push(['hour_00', index.ids[a.ref], s(a.start), s(a.end), a.score, s(a.refStart), s(a.refEnd)].join(','));
  });
  for await (const chunk of decodeAudio(path.join(DAY, 'deg', file))) matcher.push(chunk);
  matcher.end();
  const detections = path.join(DAY, `detections-${file}.csv`);
  writeFileSync(detections, rows.join('\n') + '\n');
  const out = execFileSync('node', [path.join(RECIPE, 'score.mjs'), path.join(DAY, 'ground_truth.csv'), detections]);
  return JSON.parse(out.toString()) as Score;
}

let index: ReferenceIndex;

beforeAll(async () => {
  buildDay();
  index = await buildIndex();
});

describe('a 10-minute broadcast day', () => {
  for (const [condition, file] of Object.entries(CONDITIONS)) {
    it(`finds the known ads and nothing else in ${condition}`, async () => {
      const score = await matchAndScore(index, file);
      expect(score.gt_known_plays).toBe(10);
      expect(score.recall).toBeGreaterThanOrEqual(0.9);
      expect(score.by_category.full).toBe('4/4');
      expect(score.fp_detections).toBe(0);
      expect(score.precision).toBe(1);
      expect(score.start_err_s_median).toBeLessThan(0.1);
    });
  }
});
