/**
 * HTML of content AI (issue 35): the AI articles' HTML built from their text, and the user's
 * article sanitised to what the editor produces (paragraphs, headings, lists, emphasis, font
 * size and alignment), so a body is only ever shown, never executed.
 */
import sanitizeHtml from 'sanitize-html';

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export const articleHtml = (paragraphs: readonly { spans: readonly { text: string }[] }[]): string =>
  paragraphs.map((p) => `<p>${escape(p.spans.map((s) => s.text).join(''))}</p>`).join('');

const ALIGN = [/^(left|right|center|justify)$/];

export function sanitiseArticleHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [
      'p',
      'br',
      'h1',
      'h2',
      'h3',
      'h4',
      'strong',
      'b',
      'em',
      'i',
      'u',
      's',
      'ul',
      'ol',
      'li',
      'blockquote',
      'span',
      'a',
    ],
    allowedAttributes: {
      a: ['href', 'target', 'rel'],
      span: ['style'],
      p: ['style'],
      h1: ['style'],
      h2: ['style'],
      h3: ['style'],
      h4: ['style'],
    },
    allowedStyles: {
      '*': { 'text-align': ALIGN, 'font-size': [/^\d{1,3}(\.\d+)?(px|pt|em|rem|%)$/] },
    },
    allowedSchemes: ['http', 'https', 'mailto'],
    transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow', target: '_blank' }) },
  });
}

/** The plain text of an article's HTML (what a social version is written from and published with). */
export const htmlText = (html: string): string =>
  sanitizeHtml(html.replace(/<\/(p|h\d|li|blockquote)>/g, '\n').replace(/<br\s*\/?>/g, '\n'), {
    allowedTags: [],
    allowedAttributes: {},
  })
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&nbsp;/g, ' ')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
