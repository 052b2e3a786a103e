#!/usr/bin/env node
// The npm peer of the benchmark: stream-audio-fingerprint (the Adblock Radio landmark
// fingerprinter) for extraction. It ships no matcher, so this file adds a straightforward one:
// every hash hit votes for (reference, recording time - reference time) in 46 ms bins; a bin's
// cluster closes after 3 s without a hit and is reported when it holds --min-hits hits over at
// least --min-span seconds. No speed or tempo handling: the peer has none.
// usage: node peer.mjs --refs DIR [--min-hits 12] [--min-span 2] [--stats] RECORDING...
// Prints one JSON line per airing ({file, ref, start, end, score}); --stats prints CPU (index and
// match phases of this process; ffmpeg decoding is measured by the caller) and memory to stderr.
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parseArgs } from 'node:util';

const require = createRequire(import.meta.url);
const Codegen = require('stream-audio-fingerprint');

const { values, positionals } = parseArgs({
  options: {
    refs: { type: 'string', multiple: true },
    'min-hits': { type: 'string', default: '12' },
    'min-span': { type: 'string', default: '2' },
    stats: { type: 'boolean' },
  },
  allowPositionals: true,
});
const MIN_HITS = Number(values['min-hits']);
const MIN_SPAN = Number(values['min-span']);

/** Decodes a file to the peer's input (22.05 kHz mono s16) and feeds its Codegen; resolves at the end. */
function fingerprint(file, onCodes) {
  return new Promise((resolve, reject) => {
    const ffmpeg = spawn(
      process.env.FFMPEG_PATH || 'ffmpeg',
      ['-nostdin', '-v', 'error', '-i', file, '-ac', '1', '-ar', '22050', '-f', 's16le', '-'],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    const codegen = new Codegen();
    ffmpeg.stdout.pipe(codegen);
    codegen.on('data', (d) => onCodes(d.tcodes, d.hcodes));
    codegen.on('end', resolve);
    ffmpeg.on('error', reject);
  });
}

const cpu = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e6;
};

// Index: hash -> postings [ref, t, ref, t, ...].
const t0 = cpu();
const ids = [];
const postings = new Map();
let refFrames = 0;
let postingCount = 0;
for (const dir of values.refs ?? []) {
  for (const name of readdirSync(dir).sort()) {
    const ref = ids.push(name.replace(/\.[^.]*$/, '')) - 1;
    let last = 0;
    await fingerprint(path.join(dir, name), (tcodes, hcodes) => {
      for (let i = 0; i < hcodes.length; i++) {
        let list = postings.get(hcodes[i]);
        if (!list) postings.set(hcodes[i], (list = []));
        list.push(ref, tcodes[i]);
        last = tcodes[i];
        postingCount++;
      }
    });
    refFrames += last;
  }
}
const t1 = cpu();

// Match: recordings are consecutive; frame times continue across files.
const DT = 512 / 2 / 22050;
const BIN = 4;
const CLOSE = Math.round(3 / DT);
const clusters = new Map();
const files = [];
let base = 0;
let now = 0;
let lastSweep = 0;
const report = (c) => {
  if (c.hits < MIN_HITS || (c.last - c.first) * DT < MIN_SPAN) return;
  let k = 0;
  while (k + 1 < files.length && files[k + 1].start <= c.first) k++;
  const origin = files[k].start;
  const r3 = (x) => Math.round(x * 1000) / 1000;
  process.stdout.write(
    JSON.stringify({
      file: files[k].name,
      ref: ids[c.ref],
      start: r3((c.first - origin) * DT),
      end: r3((c.last - origin) * DT),
      score: c.hits,
      refStart: r3(c.refFirst * DT),
      refEnd: r3(c.refLast * DT),
    }) + '\n',
  );
};
const sweep = (limit) => {
  for (const [key, c] of clusters) {
    if (c.last < limit) {
      clusters.delete(key);
      report(c);
    }
  }
};
for (const file of positionals) {
  files.push({ name: path.basename(file), start: base });
  let fileFrames = 0;
  await fingerprint(file, (tcodes, hcodes) => {
    for (let i = 0; i < hcodes.length; i++) {
      const tq = base + tcodes[i];
      fileFrames = tcodes[i];
      now = tq;
      const list = postings.get(hcodes[i]);
      if (!list) continue;
      for (let p = 0; p < list.length; p += 2) {
        const ref = list[p];
        const tr = list[p + 1];
        const key = ref * 2 ** 26 + Math.round((tq - tr) / BIN) + 2 ** 25;
        const c = clusters.get(key);
        if (c) {
          c.hits++;
          c.last = Math.max(c.last, tq);
          c.refFirst = Math.min(c.refFirst, tr);
          c.refLast = Math.max(c.refLast, tr);
        } else clusters.set(key, { ref, hits: 1, first: tq, last: tq, refFirst: tr, refLast: tr });
      }
    }
    if (now - lastSweep > 86) {
      lastSweep = now;
      sweep(now - CLOSE);
    }
  });
  base += fileFrames + 1;
}
sweep(Infinity);
const t2 = cpu();
if (values.stats) {
  process.stderr.write(
    JSON.stringify({
      indexCpuSeconds: t1 - t0,
      matchCpuSeconds: t2 - t1,
      refSeconds: refFrames * DT,
      audioSeconds: base * DT,
      postings: postingCount,
      maxRssMB: Math.round(process.resourceUsage().maxRSS / 1024),
    }) + '\n',
  );
}
