/**
 * The report set's words (issue 33 point 2): trades, script sentences, places and brand syllables that the
 * tune set (lexicon-tune.ts) does not share. Report figures on this set; never tune on it. Its
 * trades include the case of the independent broadcasts (a school, summer, traffic, a price).
 */
import type { Lexicon } from './lexicon';

export const REPORT_LEXICON: Lexicon = {
  es: {
    functionWords:
      'de la que el en y a los se del las un por con no una su para es al lo como más pero sus le ya o este hay todo muy'.split(
        ' ',
      ),
    talkWords: (
      'gobierno precio escuela verano tránsito ruta casa país ciudad colonia mercado justo segura muebles ' +
      'linda red veloz internet dólar inflación ministro elecciones congreso presidente calor chicos ' +
      'vacaciones clases docentes paro colectivos avenida corte autopista seguros choque familia ' +
      'salarios jubilados aumento tarifas luz gas agua supermercado compras leche pan barrio ' +
      'vecinos noticia mensaje oyente canción música tema semana mes año hoy noche mañana'
    ).split(' '),
    trades: [
      {
        titles: ['Escuela de Verano {name}', 'Colonia de Verano {name}'],
        sentences: [
          'Este verano los chicos la pasan bárbaro en {title}.',
          'Pileta, deportes y talleres de arte con {pct}% de descuento por hermano.',
          'Transporte puerta a puerta desde {place} y salida a las {hour}.',
          'Anotalos en {name} antes de fin de mes.',
        ],
      },
      {
        titles: ['Precio Justo {name}', 'Mercado Precio {name}'],
        sentences: [
          'En {title} el precio es justo todos los días.',
          'El kilo de asado a ${price} y {pct}% de descuento en almacén.',
          'Abrimos a las {hour} en {place} con estacionamiento gratis.',
          'Pagá con tarjeta en {name} y llevá tres cuotas sin interés.',
        ],
      },
      {
        titles: ['Ruta Segura {name}', 'Seguros Ruta {name}'],
        sentences: [
          'Asegurá tu auto con {title} y viajá tranquilo.',
          'Cobertura contra todo riesgo desde ${price} por mes.',
          'Grúa y auxilio mecánico en todo {place} las veinticuatro horas.',
          'Cotizá con {name} y tenés {pct}% de descuento el primer año.',
        ],
      },
      {
        titles: ['Muebles Casa {name}', 'Casa Linda {name}'],
        sentences: [
          'Llegó la liquidación de {title}.',
          'Sillones, mesas y placares con {pct}% de descuento.',
          'Colchón de dos plazas a ${price} con envío a {place}.',
          'Abierto desde las {hour}: vení a {name}.',
        ],
      },
      {
        titles: ['Red Veloz {name}', 'Internet Veloz {name}'],
        sentences: [
          'Navegá sin cortes con {title}, fibra óptica en tu casa.',
          'Trescientos megas a ${price} por mes y la instalación gratis.',
          'Ya llegamos a {place}: te conectamos en cuarenta y ocho horas.',
          'Llamá a {name} desde las {hour} y pedí {pct}% de descuento.',
        ],
      },
    ],
    places: ['Belgrano', 'Flores', 'Avellaneda', 'Tigre', 'Ramos Mejía', 'San Isidro'],
    syllables: ['bra', 'ven', 'dor', 'qui', 'lun', 'zef', 'tar', 'gol'],
    fillers: ['che', 'bueno', 'mirá', 'eh', 'así que', 'les cuento', 'atención', 'escuchen'],
    synonyms: { descuento: 'rebaja', gratis: 'sin cargo', chicos: 'pibes', auto: 'coche', abierto: 'atiende' },
    passing: [
      'ayer fui a {title} y no había lugar',
      'un abrazo para la gente de {name}',
      'dicen que {name} se muda a otro local',
      'nos escribe una oyente que trabaja en {title}',
    ],
  },
  en: {
    functionWords: 'the of and to a in is that for it on with as was at by this be from or but have are'.split(' '),
    talkWords: (
      'today traffic price school summer home comfort city auto fresh start clean heat election mayor ' +
      'council taxes budget bus bridge lane crash repair car kids camp heating cooling house news ' +
      'people time year music song caller week street morning night storm power bill'
    ).split(' '),
    trades: [
      {
        titles: ['Home Comfort {name}', 'Comfort Heating {name}'],
        sentences: [
          'Stay warm this winter with {title} heating and cooling.',
          'A furnace tune up is ${price} and new systems are {pct}% off.',
          'We serve all of {place} with same day service.',
          'Call {name} from {hour} in the morning.',
        ],
      },
      {
        titles: ['City Auto {name}', 'Auto Care {name}'],
        sentences: [
          'Keep your car on the road with {title} repair.',
          'Oil changes are ${price} and brakes are {pct}% off.',
          'Find {name} on {place}, open from {hour}.',
          'Every repair comes with a free loaner car.',
        ],
      },
      {
        titles: ['Fresh Start {name}', 'Clean Start {name}'],
        sentences: [
          'Let {title} clean your home from top to bottom.',
          'A deep clean for a two bedroom home is ${price}.',
          'First time customers in {place} save {pct}%.',
          'Book {name} today, crews start at {hour}.',
        ],
      },
    ],
    places: ['Elm Street', 'Lakewood', 'Hillcrest', 'Brookside'],
    syllables: ['bra', 'ven', 'dor', 'qui', 'lun', 'zef', 'tar', 'gol'],
    fillers: ['so', 'folks', 'hey', 'listen', 'you know', 'alright'],
    synonyms: { off: 'cheaper', free: 'no charge', call: 'phone', home: 'house' },
    passing: [
      'I was at {title} yesterday and it was packed',
      'hello to everyone at {name}',
      'a listener who works at {title} sent us a note',
    ],
  },
};
