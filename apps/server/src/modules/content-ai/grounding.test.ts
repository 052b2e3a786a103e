import type { GeneratedArticles, TranscriptSegment } from '@antena/contract';
import { describe, expect, it } from 'vitest';
import { groundArticles } from './grounding';
import { sanitiseArticleHtml, htmlText } from './html';

const segments: TranscriptSegment[] = [
  {
    index: 1,
    start: 0,
    end: 6.2,
    speaker: 'SPEAKER_1',
    text: 'Buenos días, hoy hablamos con la ministra de Economía.',
  },
  {
    index: 2,
    start: 6.2,
    end: 12.8,
    speaker: 'SPEAKER_2',
    text: 'Vamos a bajar el IVA de los alimentos al veinte por ciento, y no vamos a subir las tarifas.',
  },
  {
    index: 3,
    start: 12.8,
    end: 19.5,
    speaker: 'SPEAKER_2',
    text: 'La medida empieza en marzo en todas las provincias del país.',
  },
  {
    index: 4,
    start: 19.5,
    end: 25,
    speaker: 'SPEAKER_1',
    text: 'Gracias, ministra. Ahora, el tránsito en la autopista.',
  },
];

const article = (
  sentences: GeneratedArticles['article1']['paragraphs'][number]['sentences'],
  title = 'Baja el IVA',
) => ({
  title,
  paragraphs: [{ sentences }],
});
const ground = (sentences: Parameters<typeof article>[0], title?: string) =>
  groundArticles({ article1: article(sentences, title), article2: article(sentences, title) }, segments).article1;

describe('grounding an article in the transcript', () => {
  it('verifies a verbatim quotation whatever its case, accents, punctuation and number spelling', () => {
    const result = ground([
      {
        text: 'La ministra dijo: "vamos a bajar el iva de los alimentos al 20 por ciento".',
        kind: 'QUOTE',
        segments: [2],
      },
    ]);
    expect(result.claims[0]).toMatchObject({ kind: 'QUOTE', verified: true, segments: [2], start: 6.2, end: 12.8 });
  });

  it('marks a quotation with one word changed, one dropped negation and a number changed', () => {
    const changed = ground([{ text: '"Vamos a bajar el IVA de las bebidas"', kind: 'QUOTE', segments: [2] }]);
    const negation = ground([{ text: '«vamos a subir las tarifas»', kind: 'QUOTE', segments: [2] }]);
    const number = ground([{ text: '"al treinta por ciento"', kind: 'QUOTE', segments: [2] }]);
    for (const result of [changed, negation, number])
      expect(result.claims[0]).toMatchObject({ verified: false, problem: 'QUOTE_NOT_ON_AIR' });
  });

  it('checks a quotation the engine did not declare, and re-cites one it cited wrongly', () => {
    const undeclared = ground([{ text: 'Según la ministra, "el IVA baja a cero".', kind: 'OTHER', segments: [] }]);
    expect(undeclared.claims[0]).toMatchObject({ kind: 'QUOTE', verified: false });
    const miscited = ground([{ text: '"La medida empieza en marzo"', kind: 'QUOTE', segments: [2] }]);
    expect(miscited.claims[0]).toMatchObject({ verified: true, segments: [3], start: 12.8 });
    const otherSpeaker = ground([
      { text: 'El conductor dijo: "la medida empieza en marzo"', kind: 'QUOTE', segments: [1] },
    ]);
    expect(otherSpeaker.claims[0]).toMatchObject({ verified: false, problem: 'OTHER_SPEAKER' });
  });

  it('accepts a quotation cut with an ellipsis, in order only', () => {
    const cut = ground([
      { text: '"Vamos a bajar el IVA … y no vamos a subir las tarifas"', kind: 'QUOTE', segments: [2] },
    ]);
    expect(cut.claims[0]!.verified).toBe(true);
    const reversed = ground([
      { text: '"no vamos a subir las tarifas ... vamos a bajar el IVA"', kind: 'QUOTE', segments: [2] },
    ]);
    expect(reversed.claims[0]!.verified).toBe(false);
  });

  it('marks a fact citing nothing that exists, or a moment that does not say it', () => {
    const result = ground([
      { text: 'La reducción del IVA empieza en marzo en todas las provincias.', kind: 'FACT', segments: [3] },
      { text: 'El gobierno anunció un nuevo aeropuerto.', kind: 'FACT', segments: [99] },
      {
        text: 'El tránsito en la autopista quedó cortado por obras nocturnas durante semanas.',
        kind: 'FACT',
        segments: [1],
      },
      { text: 'La medida empieza en marzo y costará 500 millones.', kind: 'FACT', segments: [3] },
    ]);
    expect(result.claims.map((c) => c.problem)).toEqual([
      null,
      'NO_CITED_MOMENT',
      'NOT_IN_CITED_MOMENT',
      'NOT_IN_CITED_MOMENT',
    ]);
  });

  it('checks a quotation in the title and keeps the spans readable as the body', () => {
    const result = ground(
      [
        { text: 'Entrevista en la mañana.', kind: 'OTHER', segments: [] },
        { text: 'Habló la ministra.', kind: 'FACT', segments: [1] },
      ],
      'Ministra: "subiremos los impuestos"',
    );
    expect(result.titleClaim).toBe(1);
    expect(result.claims[1]).toMatchObject({ verified: false, problem: 'QUOTE_NOT_ON_AIR' });
    expect(result.paragraphs[0]!.spans).toEqual([
      { text: 'Entrevista en la mañana. ', claim: null },
      { text: 'Habló la ministra.', claim: 0 },
    ]);
    expect(result.body).toBe('<p>Entrevista en la mañana. Habló la ministra.</p>');
  });
});

describe('quotations that change what was said', () => {
  const said: TranscriptSegment[] = [
    {
      index: 1,
      start: 0,
      end: 5,
      speaker: 'A',
      text: 'No creo que el frío dure mucho, eh, pero vamos a abrir los refugios.',
    },
    {
      index: 2,
      start: 5,
      end: 10,
      speaker: 'B',
      text: 'Nadie va a perder su puesto. We will not, under any circumstances, cut training places.',
    },
    {
      index: 3,
      start: 10,
      end: 15,
      speaker: 'A',
      text: 'Vamos a invertir cuatro mil quinientos millones, o sea, en treinta y cinco obras.',
    },
  ];
  const check = (text: string, segments: number[]) =>
    groundArticles(
      {
        article1: article([{ text, kind: 'QUOTE', segments }]),
        article2: article([{ text, kind: 'QUOTE', segments }]),
      },
      said,
    ).article1.claims[0]!;

  it('marks a quotation that leaves out a negation before it, near or a few words back', () => {
    expect(check('"el frío dure mucho"', [1]).problem).toBe('QUOTE_NOT_ON_AIR');
    expect(check('"va a perder su puesto"', [2]).problem).toBe('QUOTE_NOT_ON_AIR');
    expect(check('"cut training places"', [2]).problem).toBe('QUOTE_NOT_ON_AIR');
    expect(check('"vamos a abrir los refugios"', [1]).verified).toBe(true);
  });

  it('marks words joined from two speakers, and reads single quotation marks', () => {
    expect(check('"pero vamos a abrir los refugios … Nadie va a perder"', [1, 2]).problem).toBe('OTHER_SPEAKER');
    expect(check('‘vamos a cerrar los refugios’', [1]).problem).toBe('QUOTE_NOT_ON_AIR');
  });

  it('reads compound numbers in words or digits, and lets a quotation leave out hesitations only', () => {
    expect(check('"vamos a invertir 4.500 millones, en 35 obras"', [3]).verified).toBe(true);
    expect(check('"vamos a invertir cuatro millones"', [3]).verified).toBe(false);
    expect(check('"cuatro mil quinientos millones, en treinta y cinco obras"', [3]).verified).toBe(true);
    expect(check('"Eh, vamos a invertir"', [3]).verified).toBe(false);
  });
});

describe("the user article's HTML", () => {
  it('keeps what the editor makes and drops what could run', () => {
    const html = sanitiseArticleHtml(
      '<h2 style="text-align: center">T</h2><p><strong>a</strong> <span style="font-size: 18px; color: red">b</span>' +
        '<img src=x onerror=alert(1)><script>alert(2)</script><a href="javascript:alert(3)">c</a></p>',
    );
    expect(html).toBe(
      '<h2 style="text-align:center">T</h2><p><strong>a</strong> <span style="font-size:18px">b</span><a rel="noopener noreferrer nofollow" target="_blank">c</a></p>',
    );
    expect(htmlText('<p>Uno &amp; dos</p><p>tres</p>')).toBe('Uno & dos\ntres');
  });
});
