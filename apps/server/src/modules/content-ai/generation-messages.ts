/**
 * What the chat engine is told (issue 35): the newsroom's rules, the prompt, and the numbered
 * transcript for articles; the user's article and the platform's rules for a social version.
 */
import {
  articleInstruction,
  SOCIAL_TEXT_RULES,
  type Prompt,
  type SocialPlatform,
  type TranscriptSegment,
} from '@antena/contract';
import type { ChatMessage } from './llm/chat-types';
import { transcriptLines } from './transcript';

const ARTICLE_RULES = `You write news articles from what was said on a radio or TV broadcast, using nothing but its transcript.
Rules:
- The transcript is a list of numbered segments: [number] (start–end) SPEAKER: words.
- Write two different articles (article1 and article2), each with a title and paragraphs of sentences.
- Every sentence has a kind: QUOTE when it quotes words said on air, FACT when it states something said or done on air, OTHER for anything else (transitions, context that claims nothing).
- A quotation is the speaker's exact words, copied from the transcript between double quotation marks, never reworded, shortened inside, translated or completed. Cut a quotation only with an ellipsis (…).
- Every QUOTE and FACT sentence lists in "segments" the numbers of the segments it rests on.
- Claim nothing the transcript does not say. Do not invent names, numbers, dates or places.
- Write in the language of the instructions.`;

export function articleMessages(
  prompt: Prompt,
  instructions: string | null,
  context: { fragmentTitle: string; stationName: string },
  segments: readonly TranscriptSegment[],
): ChatMessage[] {
  return [
    { role: 'system', content: ARTICLE_RULES },
    {
      role: 'user',
      content: [
        articleInstruction(prompt, instructions),
        `Broadcast: ${context.stationName}. Fragment: ${context.fragmentTitle}.`,
        'Transcript:',
        transcriptLines(segments),
      ].join('\n\n'),
    },
  ];
}

export function socialMessages(
  platform: SocialPlatform,
  article: { title: string; text: string },
  instructions: string | null,
): ChatMessage[] {
  const rules = SOCIAL_TEXT_RULES[platform];
  return [
    {
      role: 'system',
      content:
        'You adapt a news article into the text of one social network post. Keep its facts and its quotations exactly as they are; add nothing the article does not say. Write in the language of the article.',
    },
    {
      role: 'user',
      content: [
        `Platform: ${platform} (${rules.description})`,
        `Maximum title length: ${rules.title ?? 0} characters`,
        `Maximum body length: ${rules.body} characters`,
        `Maximum hashtags: ${rules.hashtags}`,
        rules.title === null ? 'Leave the title empty.' : 'Write a title.',
        'Put the hashtags in "hashtags" (without #), not in the body.',
        instructions?.trim() ? `Additional instructions: ${instructions.trim()}` : null,
        `Article title: ${article.title}`,
        article.text,
      ]
        .filter((line): line is string => line !== null)
        .join('\n'),
    },
  ];
}

/** The post's text: the body with its hashtags appended as far as the platform's length allows. */
export function socialText(
  platform: SocialPlatform,
  answer: { title: string; body: string; hashtags: string[] },
): { title: string; body: string } {
  const rules = SOCIAL_TEXT_RULES[platform];
  let body = answer.body.trim();
  const tags = answer.hashtags
    .map((tag) => `#${tag.replace(/^#+/, '').replace(/\s+/g, '')}`)
    .filter((tag) => tag.length > 1 && !body.includes(tag))
    .slice(0, rules.hashtags);
  for (const [i, tag] of tags.entries()) {
    const next = `${body}${i === 0 ? '\n\n' : ' '}${tag}`;
    if (next.length > rules.body) break;
    body = next;
  }
  return { title: rules.title === null ? '' : answer.title.trim(), body };
}

/** What is wrong with a social answer for the platform, or null. */
export function socialProblem(platform: SocialPlatform, answer: { title: string; body: string; hashtags: string[] }) {
  const rules = SOCIAL_TEXT_RULES[platform];
  if (answer.body.trim().length > rules.body)
    return `The body has ${answer.body.trim().length} characters: at most ${rules.body}.`;
  if (rules.title !== null && answer.title.trim().length === 0) return 'The title is empty.';
  if (rules.title !== null && answer.title.trim().length > rules.title)
    return `The title has ${answer.title.trim().length} characters: at most ${rules.title}.`;
  if (answer.hashtags.length > rules.hashtags) return `${answer.hashtags.length} hashtags: at most ${rules.hashtags}.`;
  return null;
}
