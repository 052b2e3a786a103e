/**
 * Grounding bench (issue 35: "0 unmarked misquotations on a test set of at least 20 fragments").
 * Builds the fragments' transcripts from the sentence banks, writes two articles per fragment with
 * labelled quotations and facts (articles.ts), grounds them with the server's `groundArticles` and
 * prints what it marked and missed, per kind, and the time per article. Exit code 1 when a
 * misquotation is left unmarked. README.md has the figures.
 *
 *   node --import tsx bench/content-ai/grounding.ts [--seed 35] [--per-bank 2] [--runs 50] [--examples 3]
 */
import type { AiArticle, GeneratedArticles } from '@antena/contract';
import { parseArgs } from 'node:util';
import { groundArticles } from '../../apps/server/src/modules/content-ai/grounding';
import { articlesFor, type Cursor, type Label } from './articles';
import { EN_BANKS } from './banks-en';
import { ES_BANKS } from './banks-es';
import { toks } from './quotations';
import { buildFragment, transcriptOf, type Fragment } from './transcripts';
import { canonical, seeded } from './words';

const { values } = parseArgs({
  options: {
    seed: { type: 'string', default: '35' },
    'per-bank': { type: 'string', default: '2' },
    runs: { type: 'string', default: '50' },
    examples: { type: 'string', default: '3' },
  },
});
const seed = Number(values.seed);
const random = seeded(seed);
const banks = [...ES_BANKS, ...EN_BANKS];

const fragments: Fragment[] = [];
for (let round = 0; round < Number(values['per-bank']); round++)
  for (const bank of banks) fragments.push(buildFragment(bank, fragments.length + 1, random));

const cursor: Cursor = { quote: 0, fact: 0, title: 0, skipped: new Map() };
const cases = fragments.map((fragment) => {
  const fabrications = banks
    .filter((b) => b.language === fragment.language && b.genre !== fragment.genre)
    .flatMap((b) => b.lines.map((l) => l.slice(2).replace(/\[\[\w+:([^\]]+)\]\]|#(\d+)%?#|[~{}]/g, '$1$2')));
  const flat = canonical(fragment.segments.map((s) => s.text).join(' '), fragment.language);
  return { fragment, ...articlesFor({ fragment, random, flat, fabrications }, cursor) };
});

/** The claim the checker made of a labelled sentence, or null when it made none. */
function claimOf(article: AiArticle, label: Label) {
  const id =
    label.at === 'title' ? article.titleClaim : (article.paragraphs[label.at[0]]?.spans[label.at[1]]?.claim ?? null);
  return id === null ? null : (article.claims[id] ?? null);
}

const started = performance.now();
let results: Record<string, ReturnType<typeof groundArticles>> = {};
for (let run = 0; run < Number(values.runs); run++)
  results = Object.fromEntries(
    cases.map((c) => [c.fragment.id, groundArticles(c.generated as GeneratedArticles, transcriptOf(c.fragment))]),
  );
const perArticleUs = ((performance.now() - started) * 1000) / (Number(values.runs) * cases.length * 2);

interface Row {
  group: string;
  wrong: boolean;
  claims: number;
  marked: number;
  unchecked: number;
}
const rows = new Map<string, Row>();
const missed: string[] = [];
const falseAlarms = new Map<string, string[]>();
const segText = (f: Fragment, ns: readonly number[]) =>
  ns.map((n) => f.segments[n - 1]).map((s) => (s ? `#${s.index} ${s.speaker}: ${s.text}` : '(no such segment)'));

for (const c of cases) {
  const grounded = results[c.fragment.id]!;
  for (const label of c.labels) {
    const claim = claimOf(grounded[label.article], label);
    const marked = claim !== null && !claim.verified;
    const row = rows.get(label.kind) ?? { group: label.group, wrong: label.wrong, claims: 0, marked: 0, unchecked: 0 };
    row.claims++;
    if (marked) row.marked++;
    if (!claim) row.unchecked++;
    rows.set(label.kind, row);
    const where = `fragment ${c.fragment.id} (${c.fragment.language}, ${c.fragment.genre}) ${label.article} ${label.at === 'title' ? 'title' : `p${label.at[0]} s${label.at[1]}`}`;
    if (label.wrong && !marked) {
      const against = claim
        ? segText(c.fragment, claim.segments)
        : ['(no claim made: not seen as a quotation or fact)'];
      missed.push(
        [
          `- [${label.kind}] ${where}`,
          `  text: ${label.text}`,
          `  cited ${JSON.stringify(label.cited)}, words from ${JSON.stringify(label.source)}`,
        ]
          .concat(claim ? [`  checker verified it at ${JSON.stringify(claim.segments)}:`] : [])
          .concat(against.map((t) => `    ${t}`))
          .join('\n'),
      );
    }
    if (!label.wrong && marked) {
      const list = falseAlarms.get(label.kind) ?? [];
      list.push(
        [`- [${label.kind}] ${where} → ${claim.problem}`, `  text: ${label.text}`]
          .concat(segText(c.fragment, label.source).map((t) => `    said: ${t}`))
          .join('\n'),
      );
      falseAlarms.set(label.kind, list);
    }
  }
}

const sum = (f: (r: Row) => boolean, v: (r: Row) => number) =>
  [...rows.values()].filter(f).reduce((a, r) => a + v(r), 0);
const isQuote = (r: Row) => r.group === 'quotation';
const pct = (a: number, b: number) => (b ? `${((100 * a) / b).toFixed(1)} %` : '-');
const quotes = sum(isQuote, (r) => r.claims);
const misquotes = sum(
  (r) => isQuote(r) && r.wrong,
  (r) => r.claims,
);
const unmarked = sum(
  (r) => isQuote(r) && r.wrong,
  (r) => r.claims - r.marked,
);
const correct = quotes - misquotes;
const alarms = sum(
  (r) => isQuote(r) && !r.wrong,
  (r) => r.marked,
);
const facts = sum(
  (r) => !isQuote(r),
  (r) => r.claims,
);
const wrongFacts = sum(
  (r) => !isQuote(r) && r.wrong,
  (r) => r.claims,
);
const wrongFactsUnmarked = sum(
  (r) => !isQuote(r) && r.wrong,
  (r) => r.claims - r.marked,
);
const factAlarms = sum(
  (r) => !isQuote(r) && !r.wrong,
  (r) => r.marked,
);
const segs = fragments.map((f) => f.segments.length);
const words = fragments.map((f) => f.segments.reduce((a, s) => a + toks(s.text).length, 0));

console.log(`# Grounding bench (seed ${seed})\n`);
console.log('| figure | value |\n| --- | ---: |');
for (const [name, value] of [
  [
    'fragments (es / en)',
    `${fragments.length} (${fragments.filter((f) => f.language === 'es').length} / ${fragments.filter((f) => f.language === 'en').length})`,
  ],
  [
    'segments per fragment',
    `${Math.min(...segs)}-${Math.max(...segs)}, ${Math.min(...words)}-${Math.max(...words)} words`,
  ],
  ['articles', String(cases.length * 2)],
  ['quotations', String(quotes)],
  ['misquotations', String(misquotes)],
  ['**misquotations unmarked** (target 0)', `**${unmarked}** (${pct(unmarked, misquotes)})`],
  ['correct quotations', String(correct)],
  ['correct quotations marked (false alarms)', `${alarms} (${pct(alarms, correct)})`],
  ['facts checked', String(facts)],
  [
    'wrong facts (number or segment) unmarked',
    `${wrongFactsUnmarked} of ${wrongFacts} (${pct(wrongFactsUnmarked, wrongFacts)})`,
  ],
  [
    'correct facts marked (false alarms)',
    `${factAlarms} of ${facts - wrongFacts} (${pct(factAlarms, facts - wrongFacts)})`,
  ],
  ['time per article (groundArticles, mean of runs)', `${perArticleUs.toFixed(0)} µs`],
])
  console.log(`| ${name} | ${value} |`);

console.log('\n| kind | truth | claims | marked | unmarked misquotes / false alarms | no claim made |');
console.log('| --- | --- | ---: | ---: | ---: | ---: |');
for (const [kind, r] of rows) {
  const bad = r.wrong ? r.claims - r.marked : r.marked;
  const truth = r.group === 'quotation' ? (r.wrong ? 'misquote' : 'correct') : r.wrong ? 'wrong fact' : 'correct fact';
  console.log(`| ${kind} | ${truth} | ${r.claims} | ${r.marked} | ${bad ? `**${bad}**` : 0} | ${r.unchecked} |`);
}
if (cursor.skipped.size)
  console.log(`\nkinds a fragment could not make (tried next): ${JSON.stringify(Object.fromEntries(cursor.skipped))}`);

const examples = Number(values.examples);
if (falseAlarms.size) {
  console.log(`\n## False alarms (up to ${examples} per kind)\n`);
  for (const list of falseAlarms.values()) console.log(list.slice(0, examples).join('\n'));
}
if (missed.length) {
  console.log(
    `\n## Misquotations and wrong facts left unmarked (${missed.length}: ${unmarked} quotations, ${wrongFactsUnmarked} facts)\n`,
  );
  console.log(missed.join('\n'));
}
process.exit(unmarked > 0 ? 1 : 0);
