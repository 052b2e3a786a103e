/**
 * The demo radio's talk (issue 31 point 2): short Spanish passages (news, weather, sport) and a
 * live mention read, aired at fixed offsets of every DEMO_SPOT_PERIOD_SECONDS of its generated
 * source, between the demo spots, so the demo has words to search and a live mention to find.
 * The server synthesises them (espeak-ng) at start; the recorder mixes them over the source and
 * mutes the tone under each slot. A passage lasts about 15 s; its slot leaves room for a slower
 * voice and is cut at its end.
 */

/** The passages' language: the demo radio's (seeded `es`), and the synthetic voice's. */
export const DEMO_TALK_LANGUAGE = 'es';

/**
 * The live mention the demo radio reads and its client bought (a MENTION schedule): its words
 * are in the `mention` passage, so a transcribed demo finds it.
 */
export const DEMO_LIVE_MENTION = {
  customId: 'DEMO-MENTION-NOGAL',
  title: 'Muebles Nogal',
  script:
    'Muebles Nogal, rebajas de verano: hasta el treinta por ciento de descuento en mesas, sillas y sofás. ' +
    'Muebles Nogal, en avenida Corrientes mil doscientos.',
  /** Readings bought a day: the source airs it every 15 minutes, so the status turns green in an hour. */
  count: 4,
} as const;

export interface DemoTalkPassage {
  id: string;
  /** Seconds into each period of the generated source at which the slot starts. */
  offsetSeconds: number;
  /** The slot's length: the tone is muted and the passage cut to it. */
  seconds: number;
  text: string;
}

export const DEMO_TALK_PASSAGES: readonly DemoTalkPassage[] = [
  {
    id: 'news',
    offsetSeconds: 15,
    seconds: 30,
    text:
      'Buenas tardes, estas son las noticias de Radio Demo. El gobierno de la ciudad anunció hoy tres nuevas ' +
      'líneas de colectivos que unirán el centro con los barrios del sur. Las obras comienzan el lunes.',
  },
  {
    id: 'mention',
    offsetSeconds: 120,
    seconds: 30,
    text: `Y ahora, un mensaje de nuestros amigos. ${DEMO_LIVE_MENTION.script}`,
  },
  {
    id: 'weather',
    offsetSeconds: 330,
    seconds: 30,
    text:
      'El pronóstico del tiempo para hoy: cielo parcialmente nublado y una temperatura máxima de veintiocho ' +
      'grados. Para mañana se esperan lluvias por la tarde.',
  },
  {
    id: 'sport',
    offsetSeconds: 510,
    seconds: 30,
    text:
      'En deportes, el club Atlético Demo ganó dos a uno el clásico del domingo y quedó primero en la tabla. ' +
      'El técnico dijo que fue el mejor partido del año.',
  },
  {
    id: 'station',
    offsetSeconds: 690,
    seconds: 20,
    text: 'Usted escucha Radio Demo, la radio de la ciudad. Seguimos con más música, quédese con nosotros.',
  },
];
