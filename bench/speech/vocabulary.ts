/**
 * The benchmark's words, drawn with a fixed seed from a Zipf-like vocabulary so every run stores
 * the same history: word k has weight 1/(k+1), so real Spanish words at the head are common and
 * the generated `termino…` words of the tail rare (termino3000 is about 0.004 % of words).
 */
const REAL = (
  'que de no la el en y los se del las un por con una para es al lo como más pero sus le ya o ' +
  'este porque esta entre cuando muy sin sobre también me hasta hay donde quien desde todo nos ' +
  'durante todos uno les ni contra otros ese eso ante ellos gobierno presidente ciudad país ' +
  'economía noticias mañana tarde fútbol partido equipo música canción programa radio oyentes ' +
  'tránsito clima lluvia temperatura elecciones congreso ministro mercado precios inflación ' +
  'salud hospital escuela policía seguridad empresa trabajo acuerdo campeonato huracán'
).split(' ');
const VOCABULARY = [...REAL, ...Array.from({ length: 4000 }, (_, k) => `termino${k}`)];
const cumulative: number[] = [];
VOCABULARY.reduce((sum, _w, k) => (cumulative[k] = sum + 1 / (k + 1)), 0);
const totalWeight = cumulative.at(-1)!;

let seed = 18;
/** mulberry32: 32-bit integer steps, exact in JavaScript numbers. */
function random(): number {
  seed = (seed + 0x6d2b79f5) | 0;
  let x = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
  return ((x ^ (x >>> 14)) >>> 0) / 2 ** 32;
}

export function pick(): string {
  const target = random() * totalWeight;
  let low = 0;
  let high = cumulative.length - 1;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (cumulative[mid]! < target) low = mid + 1;
    else high = mid;
  }
  return VOCABULARY[low]!;
}
