import { describe, expect, it } from 'vitest';
import { scriptTerms } from './mention-script';
import { termsOf } from './mention-terms';

const stems = (text: string, language: string) => termsOf(text.split(' '), language).map((term) => term.stem);

describe('termsOf', () => {
  it('reads spelled Spanish numbers, percentages and offers as the digits a script writes', () => {
    expect(stems('dos por uno y cincuenta por ciento', 'es')).toEqual(['2x1', '50']);
    expect(stems('2x1 y 50% y 50 %', 'es')).toEqual(['2x1', '50', '50']);
    expect(stems('treinta y cinco kilos ciento veinte mil quinientos veintidós', 'es')).toEqual([
      '35',
      'kil',
      '120522',
    ]);
    expect(stems('mil quinientos pesos doscientos cincuenta', 'es')).toEqual(['1500', 'pes', '250']);
    expect(stems('$1.500 o 1500 pesos', 'es')).toEqual(['1500', '1500', 'pes']);
    // Two numbers side by side stay two: a phone number, "de 8 a 22".
    expect(stems('cinco veinte', 'es')).toEqual(['5', '20']);
  });

  it('reads spelled English numbers the same way', () => {
    expect(stems('two for one and fifty percent off', 'en')).toEqual(['2x1', '50']);
    expect(stems('twenty five, one hundred and five, two hundred thousand', 'en')).toEqual(['25', '105', '200000']);
    expect(stems('a hundred', 'en')).toEqual(['100']);
  });

  it('brings inflected words and dropped accents to one stem', () => {
    const same = (words: string, language: string) => expect(new Set(stems(words, language)).size).toBe(1);
    same('promoción promociones promocion', 'es');
    same('lácteos lacteo lacteos', 'es');
    same('gaseosa gaseosas', 'es');
    same('sucursal sucursales', 'es');
    same('lugar lugares', 'es');
    same('mujer mujeres', 'es');
    same('días dia día', 'es');
    same('comprar comprando compramos compras', 'es');
    same('nuevo nueva nuevos', 'es');
    same('saving saves save', 'en');
    same('shopping shop shops', 'en');
  });

  it('drops stopwords and the schedule jargon', () => {
    expect(stems('Mencionar el 2x1 en todas las sucursales', 'es')).toEqual(['2x1', 'sucursal']);
    expect(stems('the best deals of the year', 'en')).toEqual(['best', 'deal', 'year']);
  });

  it('only lower-cases and unaccents in a language it does not stem', () => {
    expect(stems('Pão quentinho, 20% off', 'pt')).toEqual(['pao', 'quentinho', '20', 'off']);
  });
});

describe('scriptTerms', () => {
  const classes = (title: string, dirtyText: string | null, language = 'es') =>
    Object.fromEntries(
      scriptTerms({ title, dirtyText }, language).terms.map((term) => [term.stem, `${term.class} ${term.weight}`]),
    );

  it('takes the title words the script writes as the brand, a trade word of it weighing little', () => {
    const terms = classes('Supermercados Don Pepe', 'Esta semana en Supermercados Don Pepe, 2x1 en gaseosas.');
    expect(terms).toMatchObject({ supermerc: 'brand 0.25', don: 'brand 1', pep: 'brand 1' });
    expect(terms).toMatchObject({ seman: 'content 1', '2x1': 'number 2', gaseos: 'content 1' });
  });

  it('leaves out a title label the script never writes, and a title word it writes in lower case', () => {
    const terms = classes('Café Aroma Promo Verano', 'Empezá el día con Café Aroma, el café de la montaña.');
    expect(terms).toMatchObject({ arom: 'brand 1', caf: 'content 1' });
    expect(terms).not.toHaveProperty('prom');
    expect(terms).not.toHaveProperty('veran');
  });

  it('weighs other capitalised words as names, unless the script is written in capitals', () => {
    expect(classes('Don Pepe', 'Don Pepe te espera en Palermo.')).toMatchObject({ palerm: 'name 2' });
    expect(classes('Don Pepe', 'DON PEPE TE ESPERA EN PALERMO CON OFERTAS.')).toMatchObject({
      don: 'brand 1',
      palerm: 'content 1',
    });
  });

  it('takes the whole title as the brand when the script writes none of it, or there is no script', () => {
    expect(classes('Banco Austral', 'Tu préstamo aprobado en 24 horas.')).toMatchObject({
      banc: 'brand 0.25',
      austral: 'brand 1',
    });
    expect(classes('Banco Austral', null)).toEqual({ banc: 'brand 0.25', austral: 'brand 1' });
  });
});
