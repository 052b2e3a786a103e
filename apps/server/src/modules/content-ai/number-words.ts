/**
 * Numbers said in words, Spanish and English (issue 35 grounding): a run of folded words such as
 * "treinta y cinco mil", "cuatro mil quinientos", "veintitres", "twenty three",
 * "one hundred and five", or digits followed by a scale ("35 mil", "3 millones"), read as one value.
 */

const SMALL: Record<string, number> = {
  cero: 0,
  zero: 0,
  uno: 1,
  one: 1,
  dos: 2,
  two: 2,
  tres: 3,
  three: 3,
  cuatro: 4,
  four: 4,
  cinco: 5,
  five: 5,
  seis: 6,
  six: 6,
  siete: 7,
  seven: 7,
  ocho: 8,
  eight: 8,
  nueve: 9,
  nine: 9,
  diez: 10,
  ten: 10,
  once: 11,
  eleven: 11,
  doce: 12,
  twelve: 12,
  trece: 13,
  thirteen: 13,
  catorce: 14,
  fourteen: 14,
  quince: 15,
  fifteen: 15,
  dieciseis: 16,
  sixteen: 16,
  diecisiete: 17,
  seventeen: 17,
  dieciocho: 18,
  eighteen: 18,
  diecinueve: 19,
  nineteen: 19,
  veinte: 20,
  veintiuno: 21,
  veintiun: 21,
  veintidos: 22,
  veintitres: 23,
  veinticuatro: 24,
  veinticinco: 25,
  veintiseis: 26,
  veintisiete: 27,
  veintiocho: 28,
  veintinueve: 29,
};
const TENS: Record<string, number> = {
  twenty: 20,
  treinta: 30,
  thirty: 30,
  cuarenta: 40,
  forty: 40,
  cincuenta: 50,
  fifty: 50,
  sesenta: 60,
  sixty: 60,
  setenta: 70,
  seventy: 70,
  ochenta: 80,
  eighty: 80,
  noventa: 90,
  ninety: 90,
};
const HUNDREDS: Record<string, number> = {
  cien: 100,
  ciento: 100,
  doscientos: 200,
  doscientas: 200,
  trescientos: 300,
  trescientas: 300,
  cuatrocientos: 400,
  cuatrocientas: 400,
  quinientos: 500,
  quinientas: 500,
  seiscientos: 600,
  seiscientas: 600,
  setecientos: 700,
  setecientas: 700,
  ochocientos: 800,
  ochocientas: 800,
  novecientos: 900,
  novecientas: 900,
};
const SCALES: Record<string, number> = {
  mil: 1000,
  thousand: 1000,
  millon: 1_000_000,
  millones: 1_000_000,
  million: 1_000_000,
  millions: 1_000_000,
};

const isNumberWord = (word: string | undefined) =>
  word !== undefined && (word in SMALL || word in TENS || word in HUNDREDS || word in SCALES || word === 'hundred');

/** The number the words from `start` say, and how many words it takes; null when none starts there. */
export function numberRun(words: readonly string[], start: number): { value: number; length: number } | null {
  let total = 0;
  let current = 0;
  let used = 0;
  let i = start;
  if (/^\d+$/.test(words[i] ?? '')) {
    // Digits alone stay as they are; digits before a scale are one number ("35 mil").
    if (!(words[i + 1]! in SCALES)) return null;
    current = Number(words[i]);
    used = 1;
    i += 1;
  }
  for (; i < words.length; i++) {
    const word = words[i]!;
    if (word in SMALL) {
      const value = SMALL[word]!;
      // After nothing or a hundred anything goes; after tens only a unit ("twenty three").
      const afterTens = current % 10 === 0 && current % 100 >= 20 && value < 10;
      if (current % 100 !== 0 && !afterTens) break;
      current += value;
    } else if (word in TENS) {
      if (current % 100 !== 0) break;
      current += TENS[word]!;
    } else if (word in HUNDREDS) {
      if (current !== 0) break;
      current = HUNDREDS[word]!;
    } else if (word === 'hundred') {
      if (current < 1 || current > 9) break;
      current *= 100;
    } else if (word in SCALES) {
      // A larger scale multiplies all before it ("cuatro mil quinientos millones"); a smaller one only the last part.
      const scale = SCALES[word]!;
      total = scale > total && total > 0 ? (total + (current || 0)) * scale : total + (current || 1) * scale;
      current = 0;
    } else if ((word === 'y' || word === 'and') && used > 0 && isNumberWord(words[i + 1])) {
      // "treinta y cinco", "one hundred and five": the joining word belongs to the number.
    } else break;
    used = i - start + 1;
  }
  return used > 0 ? { value: total + current, length: used } : null;
}
