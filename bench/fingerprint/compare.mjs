#!/usr/bin/env node
// Runs one or more builds of antena-fp on the same day and scores each with the recipe's scorer:
// the day's hours degraded to the recipe's conditions (cached beside them), its references (and
// distractors) indexed by each engine, each condition's hours matched as one station's
// consecutive recordings. For comparing an engine with an earlier commit's (git worktree add)
// and for the adversarial days of adversarial.mjs.
// usage: node bench/fingerprint/compare.mjs --day DAY [--refs DIR]... [--engine NAME=CLI]...
//          [--conds "c0 c1 c2 c3"] [--json OUT.json]
// DAY holds hour_XX_clean.wav, ground_truth.csv and refs/ (indexed always); --refs adds
// directories of references that never air (distractors). Without --engine, this checkout's CLI.
import { execFile, execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs, promisify } from 'node:util';

const execFileP = promisify(execFile);
const REPO = path.resolve(import.meta.dirname, '../..');
const RECIPE = path.join(REPO, 'bench/fingerprint/recipe');
const { values: opt } = parseArgs({
  options: {
    day: { type: 'string' },
    refs: { type: 'string', multiple: true, default: [] },
    engine: { type: 'string', multiple: true, default: [] },
    conds: { type: 'string', default: 'c0 c1 c2 c3' },
    json: { type: 'string' },
  },
});
if (!opt.day) {
  console.error('usage: compare.mjs --day DAY [--refs DIR]... [--engine NAME=CLI]... [--conds "c0 c3"]');
  process.exit(2);
}
const DAY = path.resolve(opt.day);
const CONDS = opt.conds.split(/[ ,]+/).filter(Boolean);
const engines = (
  opt.engine.length ? opt.engine : [`head=${path.join(REPO, 'packages/fingerprint/bin/antena-fp.mjs')}`]
).map((e) => {
  const [name, cli] = e.split('=');
  return { name, cli: path.resolve(cli) };
});
const log = (...a) => console.error(`[${new Date().toISOString().slice(11, 19)}]`, ...a);
const ls = (dir, re = /./) =>
  readdirSync(dir)
    .filter((f) => re.test(f))
    .sort()
    .map((f) => path.join(dir, f));

const DEG = path.join(DAY, 'deg');
mkdirSync(DEG, { recursive: true });
for (const h of ls(DAY, /^hour_\d+_clean\.wav$/)) {
  const base = path.basename(h, '_clean.wav');
  const missing = CONDS.filter((c) => !ls(DEG, new RegExp(`^${base}_${c}_`)).length);
  if (!missing.length) continue;
  log(`degrading ${base} to ${missing.join(' ')}`);
  await execFileP(path.join(RECIPE, 'degrade.sh'), [h, DEG], { env: { ...process.env, CONDS: missing.join(' ') } });
}

const toCsv = (jsonl) =>
  jsonl
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l))
    .map((a) =>
      [a.file.replace(/^(hour_\d+)_.*$/, '$1'), a.ref, a.start, a.end, a.score, a.refStart ?? '', a.refEnd ?? ''].join(
        ',',
      ),
    )
    .join('\n') + '\n';

const results = {};
for (const { name, cli } of engines) {
  const work = path.join(DAY, `compare-${name}`);
  mkdirSync(work, { recursive: true });
  const index = path.join(work, 'refs.afpi');
  if (!existsSync(index)) {
    log(`${name}: indexing`);
    execFileSync('node', [cli, 'index', '--out', index, path.join(DAY, 'refs'), ...opt.refs], {
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  }
  results[name] = {};
  for (const cond of CONDS) {
    const files = ls(DEG, new RegExp(`^hour_\\d+_${cond}_`));
    log(`${name}: ${cond} on ${files.length} h`);
    const { stdout } = await execFileP('node', [cli, 'match', '--index', index, ...files], { maxBuffer: 1 << 28 });
    const csv = path.join(work, `detections-${cond}.csv`);
    writeFileSync(csv, toCsv(stdout));
    const s = JSON.parse(
      execFileSync('node', [
        path.join(RECIPE, 'score.mjs'),
        path.join(DAY, 'ground_truth.csv'),
        csv,
        '--fps',
        '1',
      ]).toString(),
    );
    results[name][cond] = s;
    console.log(
      `${name} ${cond}: precision ${s.precision} (${s.fp_detections} false of ${s.detections_merged}), recall ${s.recall} ` +
        `${JSON.stringify(s.by_category)}, start p95 ${s.start_err_s_p95} s` +
        (s.fp_list?.length ? `\n  false: ${s.fp_list.join('; ')}` : ''),
    );
  }
}
if (opt.json) writeFileSync(opt.json, JSON.stringify(results, null, 1));
