/**
 * What the airing score reads on a benchmark day (issue 31): each reference matched against its
 * own file, then each degraded hour of a day made by the recipe (`gen-day.mjs` + `degrade.sh`, as
 * the package's day test makes it), its airings paired with the ground truth. Prints the scores of
 * the true airings per condition and kind of play, and of anything else reported. Scores are
 * deterministic, so this measures on a loaded machine as well as on an idle one.
 *
 *   node --import tsx bench/fingerprint/scores.ts DAY_DIR
 *
 * DAY_DIR holds refs/*.wav, ground_truth.csv and deg/hour_00_*.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { analyseFile, decodeAudio, FRAME_SECONDS, IndexBuilder, Matcher, type FrameAiring } from '@antena/fingerprint';

const day = process.argv[2];
if (!day) throw new Error('usage: scores.ts DAY_DIR');

interface Play {
  ad: string;
  start: number;
  end: number;
  kind: string;
}

const plays: Play[] = readFileSync(path.join(day, 'ground_truth.csv'), 'utf8')
  .trim()
  .split('\n')
  .slice(1)
  .map((line) => line.split(','))
  .filter((f) => f[2] === '1')
  .map((f) => ({
    ad: f[1]!,
    start: Number(f[3]),
    end: Number(f[4]),
    kind: f[11] ? 'partial' : f[8] !== '1' || f[9] !== '1' ? 'speed/tempo' : 'full',
  }));

const refs = path.join(day, 'refs');
const files = readdirSync(refs).sort();
const builder = new IndexBuilder();
for (const name of files) builder.add(name.replace(/\.wav$/, ''), await analyseFile(path.join(refs, name)));
const index = builder.build();

async function airingsOf(file: string): Promise<FrameAiring[]> {
  const found: FrameAiring[] = [];
  const matcher = new Matcher(index, (a) => found.push({ ...a }));
  for await (const chunk of decodeAudio(file)) matcher.push(chunk);
  matcher.end();
  return found;
}

function summary(scores: number[]): string {
  if (!scores.length) return '-';
  const s = [...scores].sort((a, b) => a - b);
  return `${s[0]}-${s.at(-1)} (median ${s[Math.floor((s.length - 1) / 2)]}, n ${s.length})`;
}

const self: number[] = [];
for (const name of files) self.push(...(await airingsOf(path.join(refs, name))).map((a) => a.score));
console.log(`self-match: ${summary(self)}`);

for (const file of readdirSync(path.join(day, 'deg')).sort()) {
  const byKind = new Map<string, number[]>();
  const other: number[] = [];
  for (const a of await airingsOf(path.join(day, 'deg', file))) {
    const start = a.start * FRAME_SECONDS;
    const end = a.end * FRAME_SECONDS;
    const play = plays.find((p) => p.ad === index.ids[a.ref] && Math.min(end, p.end) - Math.max(start, p.start) > 1);
    if (!play) other.push(a.score);
    else byKind.set(play.kind, [...(byKind.get(play.kind) ?? []), a.score]);
  }
  const all = [...byKind.values()].flat();
  console.log(`\n${file}\n  true airings: ${summary(all)}`);
  for (const [kind, scores] of [...byKind].sort()) console.log(`  ${kind}: ${summary(scores)}`);
  console.log(`  other reports: ${summary(other)}`);
}
