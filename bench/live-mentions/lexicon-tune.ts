/**
 * The tune set's words (issue 33 point 2): trades, script sentences, places and brand syllables that the
 * report set (lexicon-report.ts) does not share. Tune the scorer on this set only; `disjoint` in
 * harder.ts refuses to run when a title word, place or syllable is in both.
 */
import type { Lexicon } from './lexicon';

export const TUNE_LEXICON: Lexicon = {
  es: {
    functionWords:
      'de la que el en y a los se del las un por con no una su para es al lo como más pero sus le ya o este hay todo muy'.split(
        ' ',
      ),
    talkWords: (
      'día hoy gente tiempo partido tránsito libre firme manejo equipo forma club sol color hogar viajes sonrisa ' +
      'clases semana calle lluvia frío goles hinchas técnico torneo ruta avenida accidente auto chicos ' +
      'familia barrio vecinos clínica sana pinturas turismo gimnasio salud noche mañana tarde temporada ' +
      'pronóstico viento cancha árbitro jugador campeón entrenamiento verano invierno playa paseo casa ' +
      'escuela trabajo precio plata mes año tema música canción oyente mensaje llamado noticia'
    ).split(' '),
    trades: [
      {
        titles: ['Manejo Firme {name}', 'Tránsito Libre {name}'],
        sentences: [
          'En {title} aprendés a manejar en diez clases con instructores de verdad.',
          'Este mes la primera clase es gratis y el curso completo tiene {pct}% de descuento.',
          'Te buscamos en tu casa con el auto de {name}, de lunes a sábado desde las {hour}.',
          'Inscribite en la sede de {place} o llamá a {name}.',
        ],
      },
      {
        titles: ['Gimnasio Forma {name}', 'Club Forma {name}'],
        sentences: [
          'Ponete en forma en {title}, abierto desde las {hour} de la mañana.',
          'Pagás la cuota mensual de ${price} y la inscripción es gratis.',
          'Clases de spinning, funcional y pileta climatizada en {place}.',
          'Traé a un amigo y {name} les regala un mes.',
        ],
      },
      {
        titles: ['Sonrisa Sana {name}', 'Clínica Sonrisa {name}'],
        sentences: [
          'En {title} cuidamos tu sonrisa con los mejores odontólogos.',
          'Limpieza y control con {pct}% de descuento para jubilados.',
          'Atendemos todas las obras sociales en el consultorio de {place}.',
          'Pedí tu turno en {name} desde las {hour}.',
        ],
      },
      {
        titles: ['Color Hogar {name}', 'Pinturas Color {name}'],
        sentences: [
          'Renová tu casa con {title}, la pinturería del barrio.',
          'Látex interior de veinte litros a ${price} y {pct}% de descuento en esmaltes.',
          'Envío sin cargo a todo {place}.',
          'Abrimos desde las {hour}: te esperamos en {name}.',
        ],
      },
      {
        titles: ['Viajes Sol {name}', 'Turismo Sol {name}'],
        sentences: [
          'Con {title} te vas de vacaciones a la costa en micro cama.',
          'Paquetes de siete noches con hotel y media pensión desde ${price}.',
          'Reservá antes del viernes y tenés {pct}% de descuento.',
          'Visitá {name} en {place}, abierto desde las {hour}.',
        ],
      },
    ],
    places: ['Palermo', 'Caballito', 'Lanús', 'Quilmes', 'Morón', 'Banfield'],
    syllables: ['ka', 'lo', 'mi', 'ru', 'te', 'sa', 'po', 'ni'],
    fillers: ['che', 'bueno', 'mirá', 'eh', 'así que', 'les cuento', 'atención', 'escuchen'],
    synonyms: { descuento: 'rebaja', gratis: 'sin cargo', clases: 'lecciones', abierto: 'atiende', renová: 'cambiá' },
    passing: [
      'ayer pasé por {title} y estaba lleno de gente',
      'saludos a los chicos de {name} que nos escuchan',
      'me dicen que {name} abrió otro local en el barrio',
      'un oyente que trabaja en {title} nos manda un mensaje',
    ],
  },
  en: {
    functionWords: 'the of and to a in is that for it on with as was at by this be from or but have are'.split(' '),
    talkWords: (
      'today game team weather traffic green valley quick fix bright smile road season coach fans rain ' +
      'morning night week city school price summer home garden plants water repair dentist teeth town ' +
      'people time year music song caller news street highway snow wind score win player'
    ).split(' '),
    trades: [
      {
        titles: ['Green Valley {name}', 'Valley Garden {name}'],
        sentences: [
          'Spring is here at {title}, your garden center.',
          'All perennials are {pct}% off and bags of mulch are ${price}.',
          'Find us on the corner of {place}, open from {hour} every day.',
          'Ask {name} about free delivery.',
        ],
      },
      {
        titles: ['Quick Fix {name}', 'Fix It {name}'],
        sentences: [
          'A leak under the sink? Call {title} plumbing.',
          'Service calls are ${price} and seniors save {pct}%.',
          '{name} sends a licensed plumber anywhere in {place}.',
          'Open from {hour} in the morning, seven days a week.',
        ],
      },
      {
        titles: ['Bright Smile {name}', 'Smile Dental {name}'],
        sentences: [
          'Get a brighter smile at {title} family dentistry.',
          'New patients get a cleaning and x rays for ${price}.',
          'Whitening is {pct}% off this month at the {place} office.',
          'Book with {name} online, open from {hour}.',
        ],
      },
    ],
    places: ['Maple Avenue', 'Oak Street', 'Riverside', 'Westfield'],
    syllables: ['ka', 'lo', 'mi', 'ru', 'te', 'sa', 'po', 'ni'],
    fillers: ['so', 'folks', 'hey', 'listen', 'you know', 'alright'],
    synonyms: { off: 'cheaper', free: 'no charge', open: 'ready', call: 'phone' },
    passing: [
      'I drove past {title} this morning and the lot was full',
      'shout out to the crew at {name} listening today',
      'a caller who works at {title} just texted us',
    ],
  },
};
