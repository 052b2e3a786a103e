/**
 * antena-fp: index references, match recordings, archive recordings and search archives.
 * Airings are printed as JSON lines; errors as one line naming the file, with a non-zero exit.
 */
import { readdir, stat, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { analyseFile } from './analyse';
import { ARCHIVE_EXTENSION, archiveRecordings, loadArchive, saveArchive } from './archive';
import { decodeAudio } from './decode';
import { FingerprintError } from './errors';
import { Matcher, type MatchOptions } from './matcher';
import { FileTimeline } from './output';
import { FRAME_SECONDS } from './params';
import { IndexBuilder, ReferenceIndex } from './reference-index';
import { ArchiveSearch } from './search';

const USAGE = `usage:
  antena-fp index --out INDEX FILE_OR_DIR...
  antena-fp match --index INDEX [--min-score S] [--min-hits N] [--min-span SEC] [--min-coincidence R] [--stats] FILE...
  antena-fp archive --out DIR FILE...
  antena-fp search --index INDEX [--min-score S] [--min-hits N] [--min-span SEC] [--min-coincidence R] [--stats] ARCHIVE...`;

const usage = (why: string) => new FingerprintError('usage', `${why}\n${USAGE}`);

const OPTIONS = {
  out: { type: 'string' },
  index: { type: 'string' },
  'min-score': { type: 'string' },
  'min-hits': { type: 'string' },
  'min-span': { type: 'string' },
  'min-coincidence': { type: 'string' },
  stats: { type: 'boolean' },
} as const;

type Values = ReturnType<typeof parseArgs<{ options: typeof OPTIONS; allowPositionals: true }>>['values'];

function number(values: Values, name: 'min-score' | 'min-hits' | 'min-span' | 'min-coincidence'): number | undefined {
  const raw = values[name];
  if (raw === undefined) return undefined;
  const n = Number(raw);
  if (!Number.isFinite(n) || n < 0) throw usage(`--${name} must be a non-negative number`);
  return n;
}

function matchOptions(values: Values): MatchOptions {
  const thresholds: NonNullable<MatchOptions['thresholds']> = {};
  const score = number(values, 'min-score');
  const hits = number(values, 'min-hits');
  const span = number(values, 'min-span');
  const coincidence = number(values, 'min-coincidence');
  if (score !== undefined) thresholds.minScore = score;
  if (hits !== undefined) thresholds.minHits = hits;
  if (span !== undefined) thresholds.minSpan = span;
  if (coincidence !== undefined) thresholds.minCoincidence = coincidence;
  return { thresholds };
}

/** Files of the arguments, directories expanded to their files (sorted, hidden files skipped). */
async function expand(inputs: string[]): Promise<string[]> {
  const files: string[] = [];
  for (const input of inputs) {
    let info;
    try {
      info = await stat(input);
    } catch (error) {
      const reason = (error as NodeJS.ErrnoException).code ?? 'unreadable';
      throw new FingerprintError('unreadable', `${path.basename(input)}: cannot read file (${reason})`);
    }
    if (!info.isDirectory()) {
      files.push(input);
      continue;
    }
    const names = (await readdir(input)).filter((n) => !n.startsWith('.')).sort();
    for (const name of names) if ((await stat(path.join(input, name))).isFile()) files.push(path.join(input, name));
  }
  return files;
}

function printStats(audioFrames: number, extra: Record<string, number>): void {
  const cpu = process.cpuUsage();
  const usage = process.resourceUsage();
  const stats = {
    audioSeconds: Math.round(audioFrames * FRAME_SECONDS * 1000) / 1000,
    cpuSeconds: (cpu.user + cpu.system) / 1e6,
    maxRssMB: Math.round(usage.maxRSS / 1024),
    ...extra,
  };
  process.stderr.write(`${JSON.stringify(stats)}\n`);
}

async function indexCommand(values: Values, inputs: string[]): Promise<void> {
  if (!values.out) throw usage('index needs --out INDEX');
  const files = await expand(inputs);
  if (!files.length) throw usage('index needs at least one reference file');
  const builder = new IndexBuilder();
  for (const file of files) {
    builder.add(path.basename(file).replace(/\.[^.]*$/, ''), await analyseFile(file));
  }
  await builder.build().save(values.out);
}

async function matchCommand(values: Values, files: string[]): Promise<void> {
  if (!values.index) throw usage('match needs --index INDEX');
  if (!files.length) throw usage('match needs at least one recording');
  const index = await ReferenceIndex.load(values.index);
  const timeline = new FileTimeline();
  const matcher = new Matcher(
    index,
    (airing) => process.stdout.write(`${JSON.stringify(timeline.record(airing, index.ids))}\n`),
    matchOptions(values),
  );
  for (const file of files) {
    timeline.addFile(path.basename(file), matcher.duration);
    for await (const chunk of decodeAudio(file)) matcher.push(chunk);
  }
  matcher.end();
  if (values.stats) printStats(matcher.duration, { lookups: matcher.lookups, postings: matcher.postings });
}

async function archiveCommand(values: Values, files: string[]): Promise<void> {
  if (!values.out) throw usage('archive needs --out DIR');
  if (!files.length) throw usage('archive needs at least one recording');
  const out = values.out;
  await mkdir(out, { recursive: true });
  let frames = 0;
  await archiveRecordings(files, async (archive) => {
    frames += archive.duration;
    await saveArchive(archive, path.join(out, archive.file.replace(/\.[^.]*$/, '') + ARCHIVE_EXTENSION));
  });
  if (values.stats) printStats(frames, {});
}

async function searchCommand(values: Values, files: string[]): Promise<void> {
  if (!values.index) throw usage('search needs --index INDEX');
  if (!files.length) throw usage('search needs at least one archive');
  const index = await ReferenceIndex.load(values.index);
  const timeline = new FileTimeline();
  const search = new ArchiveSearch(
    index,
    (airing) => process.stdout.write(`${JSON.stringify(timeline.record(airing, index.ids))}\n`),
    matchOptions(values),
  );
  for (const file of files) {
    const archive = await loadArchive(file);
    timeline.addFile(archive.file, search.position);
    search.add(archive);
  }
  search.end();
  if (values.stats) printStats(search.position, {});
}

const COMMANDS: Record<string, (values: Values, positionals: string[]) => Promise<void>> = {
  index: indexCommand,
  match: matchCommand,
  archive: archiveCommand,
  search: searchCommand,
};

async function main(argv: string[]): Promise<void> {
  const [command, ...rest] = argv;
  const run = command ? COMMANDS[command] : undefined;
  if (!run) throw usage(command ? `unknown command '${command}'` : 'no command');
  let parsed;
  try {
    parsed = parseArgs({ args: rest, options: OPTIONS, allowPositionals: true, strict: true });
  } catch (error) {
    throw usage((error as Error).message);
  }
  await run(parsed.values, parsed.positionals);
}

try {
  await main(process.argv.slice(2));
} catch (error) {
  const message = error instanceof Error ? error.message : String(error);
  process.stderr.write(`antena-fp: ${message}\n`);
  process.exitCode = error instanceof FingerprintError && error.code === 'usage' ? 2 : 1;
}
