#!/usr/bin/env node
// Fingerprint benchmark, one command: builds a broadcast day with the shared recipe
// (its copy in bench/fingerprint/recipe), adds distractor references cut from programme music kept out of
// that day, degrades the day to the recipe's conditions, runs Antena's engine (antena-fp) and
// the npm peer (peer.mjs: stream-audio-fingerprint + a straightforward offset-voting matcher) on
// the same files, scores both with the recipe's scorer and prints one table per condition.
// usage: node bench/fingerprint/run.mjs [--hours 2] [--refs 1000] [--seed 2024] [--ads 40] [--unknown 10]
//          [--conds "c0 c1 c2 c3"] [--min-score S --min-hits N --min-span SEC --min-coincidence R] [--peer-min-hits N] [--no-peer]
// Times are CPU seconds (user + sys) per core, never wall time. Work files go to .cache/fingerprint/.
import { execFile, execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs, promisify } from 'node:util';

const execFileP = promisify(execFile);
const REPO = path.resolve(import.meta.dirname, '../..');
const RECIPE = path.join(REPO, 'bench/fingerprint/recipe');
const CLI = path.join(REPO, 'packages/fingerprint/bin/antena-fp.mjs');
const PEER = path.join(REPO, 'bench/fingerprint/peer.mjs');

const { values: opt } = parseArgs({
  options: {
    hours: { type: 'string', default: '2' },
    refs: { type: 'string', default: '1000' },
    seed: { type: 'string', default: '2024' },
    ads: { type: 'string', default: '40' },
    unknown: { type: 'string', default: '10' },
    conds: { type: 'string', default: 'c0 c1 c2 c3' },
    pool: { type: 'string' },
    'min-score': { type: 'string' },
    'min-hits': { type: 'string' },
    'min-span': { type: 'string' },
    'min-coincidence': { type: 'string' },
    'peer-min-hits': { type: 'string', default: '12' },
    'no-peer': { type: 'boolean' },
  },
});
const HOURS = Number(opt.hours);
const SEED = Number(opt.seed);
const N_REFS = Number(opt.refs);
const N_ADS = Number(opt.ads);
const CONDS = opt.conds.split(/[ ,]+/).filter(Boolean);
const CACHE = path.join(REPO, '.cache/fingerprint');
const POOL = opt.pool ?? path.join(CACHE, 'pool');
const WORK = path.join(CACHE, `bench2-s${SEED}-h${HOURS}-r${N_REFS}-a${N_ADS}`);
const log = (...a) => console.error(`[${new Date().toISOString().slice(11, 19)}]`, ...a);
const ls = (dir, re = /./) =>
  readdirSync(dir)
    .filter((f) => re.test(f))
    .sort()
    .map((f) => path.join(dir, f));
const mk = (dir) => (mkdirSync(dir, { recursive: true }), dir);

/** Runs a command under GNU time: its stdout, stderr and CPU seconds (children included) and max RSS. */
async function timed(cmd, args, env = process.env) {
  const { stdout, stderr } = await execFileP('/usr/bin/time', ['-f', '@@time %U %S %M', cmd, ...args], {
    maxBuffer: 1 << 28,
    env,
  });
  const line = stderr
    .trim()
    .split('\n')
    .filter((l) => l.startsWith('@@time'))
    .pop();
  const [, user, sys, rss] = line.split(' ');
  return {
    stdout,
    stderr: stderr.replace(/^@@time.*$/m, ''),
    cpu: Number(user) + Number(sys),
    rssMB: Number(rss) / 1024,
  };
}

/** Runs tasks two at a time (the machine has two cores). */
async function parallel(tasks, width = 2) {
  const queue = [...tasks];
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (queue.length) await queue.shift()();
    }),
  );
}

function rnd(seed) {
  let s = seed | 0;
  return () => {
    s = (s + 0x6d2b79f5) | 0;
    let t = Math.imul(s ^ (s >>> 15), 1 | s);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const soxDuration = (f) => Number(execFileSync('soxi', ['-D', f]).toString());

// ---------- 1. pool, split: Wesnoth's music airs, Warzone 2100's makes distractors ----------
// (Split by package, not by file: Wesnoth ships variants of one piece, battle and battle-epic,
// which would otherwise air in the day and sit in a distractor.)
if (!existsSync(path.join(POOL, 'voice'))) {
  log('building the audio pool (downloads Debian packages)');
  mk(path.dirname(POOL));
  execFileSync(path.join(RECIPE, 'make-pool.sh'), [POOL], { stdio: 'inherit' });
}
const prog = ls(path.join(POOL, 'prog'), /\.wav$/);
const dayPool = mk(path.join(WORK, 'day-pool'));
if (!existsSync(path.join(dayPool, 'voice'))) {
  mk(path.join(dayPool, 'prog'));
  prog
    .filter((f) => /^wesnoth_/.test(path.basename(f)))
    .forEach((f) => symlinkSync(f, path.join(dayPool, 'prog', path.basename(f))));
  symlinkSync(path.join(POOL, 'bed'), path.join(dayPool, 'bed'));
  symlinkSync(path.join(POOL, 'voice'), path.join(dayPool, 'voice'));
}
const heldOut = prog.filter((f) => /^wz_/.test(path.basename(f))).map((f) => ({ f, d: soxDuration(f) }));

// ---------- 2. the day ----------
const DAY = path.join(WORK, 'day');
if (!existsSync(path.join(DAY, 'ground_truth.csv'))) {
  log(`generating a ${HOURS} h day, seed ${SEED}`);
  rmSync(DAY, { recursive: true, force: true });
  execFileSync(
    'node',
    [
      path.join(RECIPE, 'gen-day.mjs'),
      '--pool',
      dayPool,
      '--out',
      DAY,
      '--hours',
      String(HOURS),
      '--seed',
      String(SEED),
      '--ads',
      String(N_ADS),
      '--unknown',
      opt.unknown,
    ],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  rmSync(path.join(DAY, 'tmp'), { recursive: true, force: true });
}
const hours = ls(DAY, /^hour_\d+_clean\.wav$/);
const DEG = mk(path.join(DAY, 'deg'));
const condFiles = (c) => ls(DEG, new RegExp(`^hour_\\d+_${c}_`));
await parallel(
  hours.flatMap((h) => {
    const missing = CONDS.filter((c) => !ls(DEG, new RegExp(`^${path.basename(h, '_clean.wav')}_${c}_`)).length);
    return missing.length
      ? [
          async () => {
            log(`degrading ${path.basename(h)} to ${missing.join(' ')}`);
            await execFileP(path.join(RECIPE, 'degrade.sh'), [h, DEG], {
              env: { ...process.env, CONDS: missing.join(' ') },
            });
          },
        ]
      : [];
  }),
);

// ---------- 3. distractors: references that never air ----------
const DIS = mk(path.join(WORK, 'distractors'));
const nDistractors = Math.max(0, N_REFS - N_ADS);
if (ls(DIS).length < nDistractors) {
  log(`cutting ${nDistractors} distractor references from ${heldOut.length} held-out programme files`);
  const r = rnd(SEED * 7919);
  const DURS = [5, 10, 15, 15, 20, 30, 30, 30, 30, 45, 60];
  const jobs = [];
  for (let i = 0; i < nDistractors; i++) {
    const src = heldOut[Math.floor(r() * heldOut.length)];
    const d = Math.min(DURS[Math.floor(r() * DURS.length)], src.d - 1);
    const off = r() * Math.max(0, src.d - d);
    const out = path.join(DIS, `dis_${String(i).padStart(4, '0')}.wav`);
    jobs.push(() => execFileP('sox', ['-V1', src.f, out, 'trim', off.toFixed(3), d.toFixed(3), 'gain', '-n', '-1']));
  }
  await parallel(jobs);
}
const refSeconds = [...ls(path.join(DAY, 'refs')), ...ls(DIS)].reduce((s, f) => s + soxDuration(f), 0);

// ---------- 4. Antena: index, match per condition, archive and search ----------
const decodeCpu = async (files, rate) => {
  let cpu = 0;
  for (const f of files) {
    cpu += (
      await timed('ffmpeg', [
        '-nostdin',
        '-v',
        'error',
        '-i',
        f,
        '-map',
        '0:a:0',
        '-ac',
        '1',
        '-ar',
        String(rate),
        '-f',
        's16le',
        '-y',
        '/dev/null',
      ])
    ).cpu;
  }
  return cpu;
};
const thresholdArgs = ['min-score', 'min-hits', 'min-span', 'min-coincidence'].flatMap((k) =>
  opt[k] !== undefined ? [`--${k}`, opt[k]] : [],
);
const INDEX = path.join(WORK, 'refs.afpi');
log(`indexing ${N_ADS} ads + ${nDistractors} distractors (${(refSeconds / 3600).toFixed(2)} h)`);
const indexRun = await timed('node', [CLI, 'index', '--out', INDEX, path.join(DAY, 'refs'), DIS]);
const indexBytes = statSync(INDEX).size;

function toCsv(jsonl) {
  return (
    jsonl
      .trim()
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l))
      .map((a) =>
        [
          a.file.replace(/^(hour_\d+)_.*$/, '$1'),
          a.ref,
          a.start,
          a.end,
          a.score,
          a.refStart ?? '',
          a.refEnd ?? '',
        ].join(','),
      )
      .join('\n') + '\n'
  );
}
function score(engine, cond, jsonl) {
  const csv = path.join(WORK, `detections-${engine}-${cond}.csv`);
  writeFileSync(csv, toCsv(jsonl));
  return JSON.parse(
    execFileSync('node', [
      path.join(RECIPE, 'score.mjs'),
      path.join(DAY, 'ground_truth.csv'),
      csv,
      '--fps',
      '1',
    ]).toString(),
  );
}

const results = {};
for (const cond of CONDS) {
  const files = condFiles(cond);
  const audioSeconds = files.length * 3600;
  log(`${cond}: antena-fp match on ${files.length} h`);
  const run = await timed('node', [CLI, 'match', '--stats', '--index', INDEX, ...thresholdArgs, ...files]);
  const stats = JSON.parse(
    run.stderr
      .trim()
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .pop(),
  );
  const dec8k = await decodeCpu(files, 8000);
  const ARCH = mk(path.join(WORK, `archive-${cond}`));
  await timed('node', [CLI, 'archive', '--out', ARCH, ...files]);
  const archiveBytes = ls(ARCH, /\.afpa$/).reduce((s, f) => s + statSync(f).size, 0);
  const ours = {
    score: score('antena', cond, run.stdout),
    decodeX: audioSeconds / dec8k,
    fpMatchX: audioSeconds / stats.cpuSeconds,
    totalX: audioSeconds / (stats.cpuSeconds + dec8k),
    rssMB: stats.maxRssMB,
    archivePerHour: archiveBytes / files.length,
  };
  let peer = null;
  if (!opt['no-peer']) {
    log(`${cond}: npm peer on ${files.length} h`);
    const p = await timed('node', [
      PEER,
      '--stats',
      '--refs',
      path.join(DAY, 'refs'),
      '--refs',
      DIS,
      '--min-hits',
      opt['peer-min-hits'],
      ...files,
    ]);
    const ps = JSON.parse(
      p.stderr
        .trim()
        .split('\n')
        .filter((l) => l.startsWith('{'))
        .pop(),
    );
    const dec22k = await decodeCpu(files, 22050);
    peer = {
      score: score('peer', cond, p.stdout),
      decodeX: audioSeconds / dec22k,
      fpMatchX: audioSeconds / ps.matchCpuSeconds,
      totalX: audioSeconds / (ps.matchCpuSeconds + dec22k),
      rssMB: ps.maxRssMB,
      indexPerHour: (ps.postings * 8) / (refSeconds / 3600),
    };
  }
  results[cond] = { ours, peer, files };
}

// Search one newly added reference (an ad that airs) in the archived hours of the first condition.
const newRef = ls(path.join(DAY, 'refs'))[0];
const ONE = path.join(WORK, 'one-ref.afpi');
await timed('node', [CLI, 'index', '--out', ONE, newRef]);
const archived = ls(path.join(WORK, `archive-${CONDS[0]}`), /\.afpa$/);
// 24 archived hours: the day's hours repeated (the search's cost depends on hours, not content).
const archives = Array.from({ length: 24 }, (_, i) => archived[i % archived.length]);
const search = await timed('node', [CLI, 'search', '--stats', '--index', ONE, ...archives]);
const searchStats = JSON.parse(
  search.stderr
    .trim()
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .pop(),
);

// ---------- 5. the table ----------
const pct = (s, ...cats) => {
  let hit = 0,
    n = 0;
  for (const c of cats) {
    const [h, t] = (s.by_category[c] ?? '0/0').split('/').map(Number);
    hit += h;
    n += t;
  }
  return n ? `${(hit / n).toFixed(3)} (${hit}/${n})` : 'n/a';
};
const row = (label, f) => `| ${label} | ${f('ours')} | ${results[CONDS[0]].peer ? f('peer') : '-'} |`;
const out = [];
out.push(
  `# Fingerprint benchmark: ${HOURS} h day (seed ${SEED}), ${N_ADS} ads + ${nDistractors} distractors = ${N_ADS + nDistractors} references (${(refSeconds / 3600).toFixed(2)} h indexed)`,
);
out.push(
  `index: ${indexRun.cpu.toFixed(1)} s CPU (with decode), ${(indexBytes / 1e6).toFixed(2)} MB = ${(indexBytes / (refSeconds / 3600) / 1e6).toFixed(2)} MB per reference hour`,
);
out.push(
  `search of 1 new reference in ${archives.length} archived h: ${searchStats.cpuSeconds.toFixed(3)} s CPU (process total, startup included)`,
);
for (const cond of CONDS) {
  const r = results[cond];
  const get = (engine, fn) => (r[engine] ? fn(r[engine]) : '-');
  out.push('', `## ${cond} (${r.files.length} h)`, '', '| | antena-fp | npm peer |', '|---|---|---|');
  out.push(row('recall, full plays', (e) => get(e, (x) => pct(x.score, 'full'))));
  out.push(row('recall, 5 s partials', (e) => get(e, (x) => pct(x.score, 'partial5s'))));
  out.push(row('recall, speed/tempo ±2 %', (e) => get(e, (x) => pct(x.score, 'speed', 'tempo'))));
  out.push(row('recall, cut off at file end', (e) => get(e, (x) => pct(x.score, 'cutoff'))));
  out.push(row('precision', (e) => get(e, (x) => x.score.precision.toFixed(3))));
  out.push(
    row('false positives per 24 h', (e) => get(e, (x) => ((x.score.fp_detections / r.files.length) * 24).toFixed(1))),
  );
  out.push(
    row('start error median / p95 (s)', (e) =>
      get(e, (x) => `${x.score.start_err_s_median} / ${x.score.start_err_s_p95}`),
    ),
  );
  out.push(row('played-duration error median (s)', (e) => get(e, (x) => `${x.score.dur_err_s_median}`)));
  out.push(row('x realtime per core: decode', (e) => get(e, (x) => x.decodeX.toFixed(0))));
  out.push(row('x realtime per core: fingerprint + match', (e) => get(e, (x) => x.fpMatchX.toFixed(0))));
  out.push(row('x realtime per core: decode + fingerprint + match', (e) => get(e, (x) => x.totalX.toFixed(0))));
  out.push(row('peak memory of the matching process (MB)', (e) => get(e, (x) => x.rssMB)));
  out.push(
    row('index bytes per reference hour', (e) =>
      e === 'ours'
        ? `${(indexBytes / (refSeconds / 3600) / 1e6).toFixed(2)} MB`
        : get(e, (x) => `${(x.indexPerHour / 1e6).toFixed(2)} MB (in memory, 8 B/posting)`),
    ),
  );
  out.push(
    row('archive bytes per recording hour', (e) =>
      e === 'ours' ? `${(r.ours.archivePerHour / 1e6).toFixed(2)} MB` : 'none',
    ),
  );
  const fps = r.ours.score.fp_list ?? [];
  if (fps.length) out.push('', `antena-fp false positives: ${fps.join('; ')}`);
}
const table = out.join('\n');
writeFileSync(path.join(WORK, 'results.md'), table + '\n');
writeFileSync(
  path.join(WORK, 'results.json'),
  JSON.stringify({ indexBytes, refSeconds, indexCpu: indexRun.cpu, search: searchStats, results }, null, 1),
);
console.log(table);
