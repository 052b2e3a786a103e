/** Word lists the misquotations are made with (issue 35): synonyms, inserted words, person swaps, negations. */
import type { Language } from './words';

export const SYNONYMS: Record<Language, Record<string, string>> = {
  es: Object.fromEntries(
    (
      'subir:aumentar bajar:reducir tarifas:precios trabajadores:empleados obra:construcción reclamos:pedidos ' +
      'claridad:franqueza partido:encuentro equipo:conjunto pelota:bola cancha:campo arquero:portero ' +
      'lluvias:precipitaciones tormentas:tempestades ráfagas:rachas temperatura:marca plantas:macetas ' +
      'obras:trabajos vecinos:residentes barrios:vecindarios comerciantes:negocios dinero:plata ' +
      'alquiler:renta departamento:piso sueldo:salario dueño:propietario abogado:letrado impuestos:tributos ' +
      'precios:valores cuotas:pagos envío:traslado garantía:cobertura regalo:obsequio ciudad:localidad ' +
      'inaugurar:abrir fondos:recursos empresas:compañías frecuencias:servicios gestión:administración ' +
      'herramienta:medida decisión:postura avanzada:adelantada jugando:rindiendo ideal:perfecto día:jornada ' +
      'mejor:superior llena:repleta increíble:tremendo frente:sistema mañana:madrugada estadio:coliseo'
    )
      .split(' ')
      .map((pair) => pair.split(':')),
  ),
  en: Object.fromEntries(
    (
      'close:shut beds:places nurses:staff cut:reduce job:post strike:walkout patients:people fall:drop ' +
      'funding:money future:career fix:mend leading:ahead sharper:quicker game:match players:men ' +
      'result:scoreline changes:substitutions saves:stops chilly:cold clear:blue wind:breeze rain:showers ' +
      'lovely:nice gusts:winds warning:alert colder:cooler frost:ice record:high investing:spending ' +
      'projects:schemes housing:homes raise:increase money:cash problem:issue worried:concerned ' +
      'closures:diversions traders:shopkeepers contract:deal confident:sure flat:apartment wages:pay ' +
      'landlord:owner solicitor:lawyer law:legislation mattresses:beds delivery:shipping guarantee:warranty ' +
      'prices:deals town:city station:terminal bought:got honestly:truly morning:day week:fortnight'
    )
      .split(' ')
      .map((pair) => pair.split(':')),
  ),
};
export const INSERTS: Record<Language, string[]> = {
  es: ['muy', 'realmente', 'también', 'ya', 'todavía', 'siempre', 'claramente'],
  en: ['really', 'also', 'very', 'definitely', 'still', 'always', 'clearly'],
};
export const PERSON: Record<Language, Record<string, string>> = {
  es: {
    vamos: 'van',
    tenemos: 'tienen',
    estoy: 'está',
    quiero: 'quiere',
    digo: 'dice',
    nosotros: 'ellos',
    hemos: 'han',
  },
  en: { we: 'they', our: 'their', i: 'she', my: 'her', us: 'them', am: 'is', me: 'her' },
};
export const NEGATE: Record<Language, { before: RegExp; word: string }> = {
  es: { before: /\b(vamos|va|van|es|está|hay|tenemos|puede|sigue|quiero|voy|tiene)\b/i, word: 'no' },
  en: { before: /\b(will|is|are|can|have|has|would|should)\b/i, word: 'not' },
};
