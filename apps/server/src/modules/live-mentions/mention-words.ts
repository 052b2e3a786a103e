/**
 * Word lists of the live mention scorer (mention-terms.ts): stopwords (function words, radio
 * fillers and the schedule jargon a script may hold, such as "Mencionar el 2x1") and spelled
 * numbers, written without accents because terms are compared unaccented.
 */
const words = (text: string) => new Set(text.split(/\s+/).filter((word) => word.length > 0));
const numbers = (text: string): Record<string, number> =>
  Object.fromEntries([...text.matchAll(/(\w+)=(\d+)/g)].map(([, word, value]) => [word, Number(value)]));

/** The schedule jargon: instructions to the presenter, never the advertiser's words. */
const JARGON = 'mencion menciones mencionar mencione pnt auspicio chivo spot leer decir mention mentions read say live';

export const STOPWORDS: Record<string, Set<string>> = {
  es: words(`
    a aca ahi ahora al algo alguien algun alguna algunas alguno algunos alla ante antes aqui asi
    aun aunque bajo bien bueno cada casi che claro como con contra cual cuales cuando dale de del
    desde digamos donde e eh el ella ellas ellos en entonces entre era eran eres es esa esas ese
    eso esos esta estaba estado estamos estan estar estas este estee esto estos estoy fue fueron
    ha habia hace hacer han has hasta hay he ir la las le les lo los mas me menos mi mira mire
    mis mucha muchas mucho muchos muy nada ni no nos nosotros nuestra nuestras nuestro nuestros o
    os osea otra otras otro otros para pero poco por porque pues que quien quienes se sea ser si
    sido sin sobre solo son soy su sus tal tambien tan tanto te tenes tengo ti tiene tienen toda
    todas todo todos tu tus un una unas unos usted ustedes va vamos van vos voy y ya yo
    ${JARGON}`),
  en: words(`
    a about above after again against all am an and any are as at be because been before being
    below between both but by can could did do does doing down during each few for from further
    get go going gonna got had has have having he her here hers herself him himself his how i if
    in into is it its itself just let lets like me more most my myself no nor not now of off oh
    ok okay on once only or other our ours ourselves out over own same she should so some such
    than that the their theirs them themselves then there these they this those through to too uh
    um under until up very was we well were what when where which while who whom why will with
    would yeah you your yours yourself yourselves also every only plus really
    ${JARGON}`),
  any: words(JARGON),
};

/** Spanish numbers up to the thousands ("un" and "una" stay articles: only "uno" is 1). */
export const ES_NUMBERS: Record<string, number> = numbers(`
  cero=0 uno=1 dos=2 tres=3 cuatro=4 cinco=5 seis=6 siete=7 ocho=8 nueve=9 diez=10 once=11
  doce=12 trece=13 catorce=14 quince=15 dieciseis=16 diecisiete=17 dieciocho=18 diecinueve=19
  veinte=20 veintiun=21 veintiuno=21 veintiuna=21 veintidos=22 veintitres=23 veinticuatro=24
  veinticinco=25 veintiseis=26 veintisiete=27 veintiocho=28 veintinueve=29 treinta=30
  cuarenta=40 cincuenta=50 sesenta=60 setenta=70 ochenta=80 noventa=90 cien=100 ciento=100
  doscientos=200 doscientas=200 trescientos=300 trescientas=300 cuatrocientos=400
  cuatrocientas=400 quinientos=500 quinientas=500 seiscientos=600 seiscientas=600
  setecientos=700 setecientas=700 ochocientos=800 ochocientas=800 novecientos=900
  novecientas=900 mil=1000
`);

/** English numbers up to the thousands ("a" stays an article: only "one" is 1). */
export const EN_NUMBERS: Record<string, number> = numbers(`
  zero=0 one=1 two=2 three=3 four=4 five=5 six=6 seven=7 eight=8 nine=9 ten=10 eleven=11
  twelve=12 thirteen=13 fourteen=14 fifteen=15 sixteen=16 seventeen=17 eighteen=18 nineteen=19
  twenty=20 thirty=30 forty=40 fifty=50 sixty=60 seventy=70 eighty=80 ninety=90 hundred=100
  thousand=1000
`);

/**
 * Trade words a title names its brand with ("Supermercados Don Pepe", "Riverside Motors"): every
 * competitor of the trade says them too, so they weigh little in the brand (mention-script.ts).
 * Stems are taken from these words by the station language's stemmer.
 */
export const TRADE_WORDS: Record<string, string[]> = {
  es: `
    supermercado supermercados hipermercado mercado almacen autoservicio mayorista distribuidora
    farmacia farmacias drogueria perfumeria banco financiera seguros aseguradora panaderia
    confiteria carniceria verduleria ferreteria optica libreria jugueteria heladeria pintureria
    pinturerias muebleria mueblerias electrodomesticos tienda tiendas casa comercial shopping
    lacteos bodega bodegas cerveceria restaurante restaurant parrilla pizzeria cafe hotel clinica
    sanatorio hospital colegio instituto universidad escuela inmobiliaria concesionaria
    automotores automotriz agencia viajes turismo gimnasio peluqueria veterinaria laboratorio
    grupo empresa industrias cooperativa radio productos servicios
  `
    .split(/\s+/)
    .filter(Boolean),
  en: `
    supermarket market grocery groceries store stores shop pharmacy drugstore bank credit union
    insurance bakery hardware optical books toys furniture appliances motors auto autos cars
    dealership restaurant grill pizza cafe coffee hotel clinic hospital college school academy
    realty realtors travel gym salon vet laboratory group company industries inc llc co products
    services
  `
    .split(/\s+/)
    .filter(Boolean),
};
