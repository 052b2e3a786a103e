#!/usr/bin/env node
// Adversarial day for the fingerprint engine (issue 33 point 3): references built to be confused
// with each other, aired among programme music and talk, in the recipe's ground-truth format so
// the recipe's scorer (recipe/score.mjs) scores it. Kinds of reference:
//   bed    pairs of ads on the same stretch of the same music bed, each with its own voice-over;
//          in half the pairs only the first is indexed (the second airs as an unknown ad)
//   vo     pairs of ads with the same voice-over on different beds; indexed like `bed`
//   jin    jingles of 1.2-2.9 s (music only, faded)
//   talk   ordinary ads aired with a presenter talking over them (talk at -3 to +3 dB)
//   len    one spot in two lengths: a 30 s version and its 15 s edit (the first 12 s and the last
//          3 s of the 30 s), both indexed, each aired on its own
// plus distractors (references that never air, cut from programme music kept out of the day).
// Tuning and report material are kept apart: --set tune takes the pool's beds, voices and
// programme files at even positions of their sorted lists, --set report those at odd positions,
// so no recording of one set is in the other; seeds differ too (see README).
// usage: node bench/fingerprint/adversarial.mjs --pool POOL --out DIR --set tune|report [--seed S]
//          [--hours 1] [--pairs 4] [--jingles 6] [--talk 4] [--lengths 3] [--distractors 200]
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

const { values: opt } = parseArgs({
  options: {
    pool: { type: 'string' },
    out: { type: 'string' },
    set: { type: 'string', default: 'tune' },
    seed: { type: 'string', default: '1' },
    hours: { type: 'string', default: '1' },
    pairs: { type: 'string', default: '4' },
    jingles: { type: 'string', default: '6' },
    talk: { type: 'string', default: '4' },
    lengths: { type: 'string', default: '3' },
    distractors: { type: 'string', default: '200' },
  },
});
if (!opt.pool || !opt.out || !['tune', 'report'].includes(opt.set)) {
  console.error('usage: adversarial.mjs --pool POOL --out DIR --set tune|report [--seed S] [--hours H]');
  process.exit(2);
}
const SR = 44100;
const HOURS = Number(opt.hours);
const PARITY = opt.set === 'tune' ? 0 : 1;
let seed = Number(opt.seed) * 7907 + PARITY;
function rnd() {
  seed |= 0;
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
const U = (a, b) => a + (b - a) * rnd();
const pick = (a) => a[Math.floor(rnd() * a.length)];
function shuffle(a) {
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    [a[i], a[j]] = [a[j], a[i]];
  }
  return a;
}
const sox = (...a) => execFileSync('sox', ['-V1', ...a], { stdio: ['ignore', 'ignore', 'inherit'] });
const samples = (f) => Number(execFileSync('soxi', ['-s', f]).toString().trim());
const dur = (f) => samples(f) / SR;
const mk = (d) => (fs.mkdirSync(d, { recursive: true }), d);
/** The pool's files of one kind, sorted, this set's half only (even or odd positions). */
const half = (dir, re = /./) =>
  fs
    .readdirSync(path.join(opt.pool, dir))
    .filter((f) => f.endsWith('.wav') && re.test(f))
    .sort()
    .filter((_, i) => i % 2 === PARITY)
    .map((f) => path.join(opt.pool, dir, f));

const OUT = mk(opt.out);
const REF = mk(path.join(OUT, 'refs'));
const UNK = mk(path.join(OUT, 'unknown_ads'));
const TMP = mk(path.join(OUT, 'tmp'));
const allProg = half('prog');
// Programme: Wesnoth where the full pool has it (Warzone 2100 then makes the distractors), else all.
const wesnoth = allProg.filter((f) => /wesnoth_/.test(path.basename(f)));
const prog = (wesnoth.length ? wesnoth : allProg).map((f) => ({ f, d: dur(f) })).filter((p) => p.d > 30);
const held = (wesnoth.length ? allProg.filter((f) => !wesnoth.includes(f)) : []).map((f) => ({ f, d: dur(f) }));
const beds = shuffle(
  half('bed')
    .map((f) => ({ f, d: dur(f) }))
    .filter((b) => b.d >= 5),
);
const voices = shuffle(
  half('voice', /allison/)
    .map((f) => ({ f, d: dur(f) }))
    .filter((v) => v.d > 0.4 && v.d < 6),
);
// Three quarters voice the spots (each prompt in one spot only), the rest is the presenters' talk.
const adVoices = voices.slice(0, Math.floor((3 * voices.length) / 4));
const talkVoices = voices.slice(Math.floor((3 * voices.length) / 4));
let voicePtr = 0;
/** A bed no other reference uses (game music repeats its phrases, so one file serves one reference or pair). */
const used = new Set();
const nextBed = (min = 32) => {
  // The shortest that will do, so that short jingles leave the long beds to the spots.
  const b = beds.filter((x) => !used.has(x) && x.d >= min).sort((x, y) => x.d - y.d)[0];
  if (!b) throw new Error(`not enough beds of ${min} s or more in this half of the pool`);
  used.add(b);
  return b;
};
/** A bed for a spot of one of the lengths `ds` (seconds), the longest that some unused bed allows. */
const bedFor = (ds) => {
  for (const d of [pick(ds), ...[...ds].sort((x, y) => y - x)]) {
    if (beds.some((x) => !used.has(x) && x.d >= d + 2)) return { b: nextBed(d + 2), d };
  }
  throw new Error('not enough beds in this half of the pool');
};
const silence = path.join(TMP, 'sil015.wav');
sox('-n', '-r', String(SR), '-c', '1', '-b', '16', silence, 'trim', '0', '0.15');

/** A bed stretch: `d` seconds from `off` of bed `b`, faded. */
function bedCut(b, off, d, out) {
  sox(b.f, out, 'trim', off.toFixed(3), d.toFixed(3), 'fade', 't', '0.05', d.toFixed(3), '0.3');
  return out;
}
/** A voice-over of consecutive prompts, starting at 0.5 s, up to 0.9 d, padded to d. */
function voiceOver(d, out) {
  const parts = [];
  let t = 0.5;
  while (t + (adVoices[voicePtr]?.d ?? 0) < 0.9 * d) {
    if (voicePtr === adVoices.length) throw new Error('not enough voice prompts in this half of the pool');
    const v = adVoices[voicePtr++];
    parts.push(v.f, silence);
    t += v.d + 0.15;
  }
  sox(...parts, out, 'pad', '0.5', '0', 'trim', '0', d.toFixed(3));
  return out;
}
function mix(bed, vo, out) {
  sox('-m', '-v', '0.35', bed, '-v', '1.0', vo, out, 'trim', '0', samples(bed) + 's', 'gain', '-n', '-1');
  return out;
}

const ads = [];
const add = (id, file, kind, known) => ads.push({ id, file, kind, known, dur: dur(file) });
for (let k = 0; k < Number(opt.lengths); k++) {
  const b = nextBed();
  const bed = bedCut(b, U(0, b.d - 31), 30, path.join(TMP, `len_${k}_bed.wav`));
  const long = mix(bed, voiceOver(30, path.join(TMP, `len_${k}_vo.wav`)), path.join(REF, `len${k}l.wav`));
  const head = path.join(TMP, `len_${k}_head.wav`);
  const tail = path.join(TMP, `len_${k}_tail.wav`);
  sox(long, head, 'trim', '0', '12');
  sox(long, tail, 'trim', '27', '3');
  sox(head, tail, path.join(REF, `len${k}s.wav`), 'splice', '-q', '12,0.02');
  add(`len${k}l`, long, 'len', true);
  add(`len${k}s`, path.join(REF, `len${k}s.wav`), 'len', true);
}
const PAIRS = Number(opt.pairs);
for (let k = 0; k < PAIRS; k++) {
  // Shared bed: the same stretch of one bed under two voice-overs.
  const { b, d } = bedFor([15, 20]);
  const off = U(0, b.d - d - 1);
  const bed = bedCut(b, off, d, path.join(TMP, `bed_${k}.wav`));
  const knownB = k % 2 === 0;
  add(
    `bed${k}a`,
    mix(bed, voiceOver(d, path.join(TMP, `bed_${k}a_vo.wav`)), path.join(REF, `bed${k}a.wav`)),
    'bed',
    true,
  );
  const fileB = path.join(knownB ? REF : UNK, `bed${k}b.wav`);
  add(`bed${k}b`, mix(bed, voiceOver(d, path.join(TMP, `bed_${k}b_vo.wav`)), fileB), 'bed', knownB);
}
for (let k = 0; k < PAIRS; k++) {
  // Shared voice-over: one voice track over two beds.
  const d = pick([15, 20]);
  const vo = voiceOver(d, path.join(TMP, `vo_${k}.wav`));
  const knownB = k % 2 === 0;
  for (const [s, dir, known] of [
    ['a', REF, true],
    ['b', knownB ? REF : UNK, knownB],
  ]) {
    const b = nextBed(d + 2);
    const bed = bedCut(b, U(0, b.d - d - 1), d, path.join(TMP, `vo_${k}${s}_bed.wav`));
    add(`vo${k}${s}`, mix(bed, vo, path.join(dir, `vo${k}${s}.wav`)), 'vo', known);
  }
}
for (let k = 0; k < Number(opt.jingles); k++) {
  const d = U(1.2, 2.9);
  const b = nextBed(4);
  const out = path.join(REF, `jin${k}.wav`);
  sox(
    b.f,
    out,
    'trim',
    U(0, b.d - d - 1).toFixed(3),
    d.toFixed(3),
    'fade',
    't',
    '0.02',
    d.toFixed(3),
    '0.2',
    'gain',
    '-n',
    '-1',
  );
  add(`jin${k}`, out, 'jin', true);
}
for (let k = 0; k < Number(opt.talk); k++) {
  const { b, d } = bedFor([15, 20]);
  const bed = bedCut(b, U(0, b.d - d - 1), d, path.join(TMP, `talk_${k}_bed.wav`));
  const jingle = k % 3 === 2;
  const out = path.join(REF, `talk${k}.wav`);
  if (jingle) sox(bed, out, 'gain', '-n', '-1');
  else mix(bed, voiceOver(d, path.join(TMP, `talk_${k}_vo.wav`)), out);
  add(`talk${k}`, out, 'talk', true);
}
fs.writeFileSync(path.join(OUT, 'ads.json'), JSON.stringify(ads, null, 1));

// ---------- the hours: programme, talk, and breaks of 3-5 of the references above ----------
const talkClip = (target, out) => {
  const parts = [];
  let d = 0;
  while (d < target) {
    const v = pick(talkVoices);
    const gp = path.join(TMP, `gap_${parts.length}.wav`);
    sox('-n', '-r', String(SR), '-c', '1', '-b', '16', gp, 'trim', '0', U(0.2, 0.6).toFixed(3));
    parts.push(v.f, gp);
    d += v.d + 0.4;
  }
  sox(...parts, out, 'trim', '0', target.toFixed(3));
  return out;
};
const gt = ['hour_file,ad_id,known,start_s,end_s,played_s,ref_start_s,ref_end_s,speed,tempo,gain_db,partial'];
// Every reference airs about equally often: a shuffled deck, dealt again when empty.
let deck = [];
const deal = () => {
  if (!deck.length) deck = shuffle([...ads]);
  return deck.pop();
};
for (let h = 0; h < HOURS; h++) {
  const segs = [];
  let t = 0;
  let k = 0;
  const seg = () => path.join(TMP, `h${h}_${String(k++).padStart(4, '0')}.wav`);
  const push = (f) => {
    segs.push(f);
    t += samples(f) / SR;
  };
  let nextBreak = U(30, 120);
  while (t < 3600) {
    if (t >= nextBreak) {
      const n = 3 + Math.floor(rnd() * 3);
      for (let s = 0; s < n; s++) {
        const ad = deal();
        const gain = +U(-4, 2).toFixed(1);
        const f = seg();
        if (ad.kind === 'talk') {
          // A presenter over the whole spot, 3 dB under to 3 dB over it.
          const talk = talkClip(ad.dur, path.join(TMP, 'talkover.wav'));
          sox(
            '-m',
            '-v',
            '1',
            ad.file,
            '-v',
            U(0.7, 1.4).toFixed(2),
            talk,
            f,
            'trim',
            '0',
            samples(ad.file) + 's',
            'gain',
            String(gain),
          );
        } else sox(ad.file, f, 'gain', String(gain));
        const start = t;
        push(f);
        gt.push(
          [
            `hour_${String(h).padStart(2, '0')}`,
            ad.id,
            ad.known ? 1 : 0,
            start.toFixed(3),
            t.toFixed(3),
            (t - start).toFixed(3),
            0,
            ad.dur.toFixed(3),
            1,
            1,
            gain,
            '',
          ].join(','),
        );
        const g = seg();
        sox('-n', '-r', String(SR), '-c', '1', '-b', '16', g, 'trim', '0', U(0.05, 0.4).toFixed(3));
        push(g);
      }
      nextBreak = t + U(60, 150);
    } else if (rnd() < 0.4) {
      push(talkClip(U(15, 45), seg()));
    } else {
      const p = pick(prog);
      const d = Math.min(U(40, 120), p.d - 1);
      const f = seg();
      sox(
        p.f,
        f,
        'trim',
        U(0, p.d - d).toFixed(3),
        d.toFixed(3),
        'fade',
        't',
        '1',
        d.toFixed(3),
        '1.5',
        'gain',
        '-n',
        String(-U(1, 4).toFixed(1)),
      );
      push(f);
    }
  }
  const clean = path.join(OUT, `hour_${String(h).padStart(2, '0')}_clean.wav`);
  sox(...segs, clean, 'trim', '0', '3600');
  segs.forEach((f) => fs.unlinkSync(f));
  console.error(`hour ${h}: ${dur(clean).toFixed(1)} s`);
}
const rows = gt
  .slice(1)
  .map((l) => l.split(','))
  .filter((r) => +r[3] < 3599)
  .map((r) => {
    if (+r[4] > 3600) {
      r[4] = '3600.000';
      r[5] = (3600 - +r[3]).toFixed(3);
      r[11] = 'cutoff';
    }
    return r.join(',');
  });
fs.writeFileSync(path.join(OUT, 'ground_truth.csv'), [gt[0], ...rows].join('\n') + '\n');

// ---------- distractors: references that never air ----------
const DIS = mk(path.join(OUT, 'distractors'));
const n = Number(opt.distractors);
const source = held.length ? held : beds.filter((b) => !used.has(b) && b.d > 6); // beds no reference was cut from
for (let i = 0; i < n && source.length; i++) {
  const src = pick(source);
  const d = Math.min(pick([5, 10, 15, 20, 30, 30, 45, 60]), src.d - 1);
  sox(
    src.f,
    path.join(DIS, `dis_${String(i).padStart(4, '0')}.wav`),
    'trim',
    U(0, src.d - d).toFixed(3),
    d.toFixed(3),
    'gain',
    '-n',
    '-1',
  );
}
fs.rmSync(TMP, { recursive: true, force: true });
console.error(
  `${rows.length} plays, ${ads.filter((a) => a.known).length} indexed references, ${n} distractors in ${OUT}`,
);
