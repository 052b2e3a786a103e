/**
 * The prompts a station has until its admin saves a list (issue 35, spec 02 section 7): a news
 * article, a press summary and a social post, in Spanish and in English. Each insists on what
 * makes an article from monitored air usable: quote only words said on air, attribute them, and
 * invent nothing (the server checks every quotation against the transcript anyway).
 */
import type { Prompt } from '@antena/contract';

const ES_RULES = `Reglas que no admiten excepción:
- Cita únicamente palabras que se dijeron al aire, tal como aparecen en la transcripción, entre comillas, y atribúyelas a quien las dijo.
- No inventes datos, cifras, nombres, cargos ni declaraciones; si la transcripción no lo dice, no lo escribas.
- No pongas entre comillas nada que sea una paráfrasis o un resumen.
- Si un hablante no está identificado, no le atribuyas nombre ni cargo: di "un participante" o "el presentador" solo si la transcripción lo deja claro.
- Escribe en español neutro, con estilo periodístico, frases claras y sin adjetivos valorativos.`;

const EN_RULES = `Rules without exception:
- Quote only words that were said on air, exactly as they appear in the transcript, between quotation marks, and attribute them to whoever said them.
- Do not invent facts, figures, names, titles or statements; if the transcript does not say it, do not write it.
- Never put a paraphrase or a summary between quotation marks.
- If a speaker is not identified, do not give them a name or a title: say "a participant" or "the host" only when the transcript makes it clear.
- Write in plain, neutral newsroom English, with clear sentences and no judgemental adjectives.`;

/** Spanish first, then English; ids are fixed so that saved contents keep pointing at them. */
export const BUILT_IN_PROMPTS: readonly Prompt[] = [
  {
    id: 'NEWS_ARTICLE_ES',
    name: 'Artículo de noticias',
    content: `Eres redactor de una agencia de noticias. A partir de la transcripción de un fragmento emitido en radio o televisión, escribe un artículo informativo.
Estructura: un titular informativo de no más de 12 palabras; una entradilla que responda qué, quién, cuándo y dónde con lo que se dijo al aire; después, de tres a cinco párrafos ordenados de lo más a lo menos importante, con al menos dos citas textuales.
${ES_RULES}`,
  },
  {
    id: 'PRESS_SUMMARY_ES',
    name: 'Resumen de prensa',
    content: `Eres analista de un servicio de monitoreo de medios. Resume el fragmento emitido para un informe de prensa dirigido a un cliente.
Estructura: un titular descriptivo; un párrafo con el tema principal, quién habló y en qué tono; después, los puntos clave en párrafos breves, cada uno apoyado en lo que se dijo al aire, con la cita textual más relevante de cada punto.
${ES_RULES}`,
  },
  {
    id: 'SOCIAL_POST_ES',
    name: 'Publicación para redes sociales',
    content: `Eres editor de redes sociales de un medio. Escribe una publicación breve sobre el fragmento emitido, pensada para compartirse.
Estructura: un titular corto y llamativo sin sensacionalismo; uno o dos párrafos breves con la idea principal y una cita textual destacada, atribuida a quien la dijo.
${ES_RULES}`,
  },
  {
    id: 'NEWS_ARTICLE_EN',
    name: 'News article',
    content: `You are a news agency reporter. From the transcript of a fragment broadcast on radio or television, write a news article.
Structure: an informative headline of no more than 12 words; a lead paragraph answering what, who, when and where with what was said on air; then three to five paragraphs from the most to the least important, with at least two direct quotations.
${EN_RULES}`,
  },
  {
    id: 'PRESS_SUMMARY_EN',
    name: 'Press summary',
    content: `You are an analyst at a media-monitoring service. Summarise the broadcast fragment for a client's press report.
Structure: a descriptive headline; one paragraph with the main subject, who spoke and in what tone; then the key points in short paragraphs, each grounded in what was said on air, with the most relevant direct quotation for each point.
${EN_RULES}`,
  },
  {
    id: 'SOCIAL_POST_EN',
    name: 'Social media post',
    content: `You are the social media editor of a news outlet. Write a short post about the broadcast fragment, made to be shared.
Structure: a short, engaging headline without sensationalism; one or two short paragraphs with the main point and one standout direct quotation, attributed to whoever said it.
${EN_RULES}`,
  },
];

/** The built-in prompts, the station's language first (a station in English sees its own first). */
export function builtInPrompts(language: string | null | undefined): Prompt[] {
  const first = language?.toLowerCase().startsWith('en') ? '_EN' : '_ES';
  return [
    ...BUILT_IN_PROMPTS.filter((p) => p.id.endsWith(first)),
    ...BUILT_IN_PROMPTS.filter((p) => !p.id.endsWith(first)),
  ];
}
