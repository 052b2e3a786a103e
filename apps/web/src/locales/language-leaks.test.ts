/**
 * Text in the wrong language (issue 31 point 8): the English screens showed 'Reporte guardado'
 * because the locale files held Spanish text under `en`, and a literal in a component would show
 * in both languages. This test reads the locale files and the web sources (a lint, not a render):
 * - no Spanish words in an English text and no English words in a Spanish one;
 * - a text identical in both languages only when it is a name both use (SHARED_TERMS);
 * - no words written into JSX, into a text prop or into a notification outside the locale files.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const LOCALES = join(__dirname);
const SOURCES = join(__dirname, '..');

/** Words that only Spanish writes (articles, pronouns, verbs of the app's sentences), or its accents. */
const SPANISH =
  /\b(el|la|los|las|del|que|se|un|una|por|para|con|sin|al|es|y|está|están|pudo|guardado|iniciado|activado)\b|[áéíóúñ¿¡]/i;
/** Words that only English writes. */
const ENGLISH =
  /\b(the|and|of|to|is|are|with|could|not|your|this|that|for|from|be|was|have|will|can|cannot|which|when|it)\b/i;

/** Names both languages use as they are: brands, product words the spec keeps, units, key names. */
const SHARED_TERMS = new Set([
  'AOD',
  'Admin',
  'Alt',
  'Audio',
  'Audios',
  'Bucket',
  'CSV',
  'Content AI',
  'Ctrl',
  'Cursor',
  'Custom ID',
  'Custom IDs',
  'Dailymotion',
  'Editor',
  'Email',
  'Endpoint',
  'Error',
  'Esc',
  'Excel (xlsx)',
  'Excel (.xlsx)',
  'Facebook',
  'Footer',
  'Footers',
  'ID',
  'Info',
  'INFO',
  'Instagram',
  'Logger',
  'MP3 (audio)',
  'AAC (audio)',
  'MPEG-TS (video)',
  'Manual',
  'Matches',
  'Media',
  'NO',
  'No',
  'Quick Share',
  'Schedule',
  'Schedules',
  'Screenbug',
  'Slug',
  'Speaker',
  'Streamer Box',
  'StreamerBox',
  'Tab',
  'Template',
  'Total',
  'Trigger',
  'Twitter',
  'X (Twitter)',
  'YouTube',
  'bytes',
  'match',
  'matches',
  'min',
  'audio',
  'audios',
  'whisper.cpp',
  'whisper',
  'cpp',
  'Excel',
  'xlsx',
  'MP3',
  'AAC',
  'MPEG-TS',
  'TS',
  'MPEG',
  'Video',
  'Audio (MP3)',
  'Audio (AAC)',
]);

/** Unit symbols after a number: '{{count}} s', '{{rate}}x'. */
const UNITS = new Set(['s', 'x', 'MB', 'min']);

/** Keys whose text quotes a word of the other language on purpose. */
const QUOTES = new Set(['en/search:help.accents']);

type Texts = [key: string, text: string][];

function leaves(value: unknown, prefix = ''): Texts {
  if (typeof value === 'string') return [[prefix, value]];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) =>
    leaves(child, prefix ? `${prefix}.${key}` : key),
  );
}

function localeTexts(lang: 'en' | 'es'): Map<string, string> {
  const texts = new Map<string, string>();
  for (const file of readdirSync(join(LOCALES, lang))) {
    const ns = file.replace(/\.json$/, '');
    for (const [key, text] of leaves(JSON.parse(readFileSync(join(LOCALES, lang, file), 'utf8')))) {
      texts.set(`${ns}:${key}`, text);
    }
  }
  return texts;
}

/** The words of a text: placeholders, markup and plural suffixes are not words. */
const words = (text: string) =>
  text
    .replace(/\{\{[^}]*\}\}/g, ' ')
    .replace(/<\/?[^>]*>/g, ' ')
    .trim();

/** Whether every word-bearing part of a text is a shared term ("Footer {{number}}" is). */
const isShared = (text: string) => {
  const bare = words(text).trim();
  if (SHARED_TERMS.has(bare)) return true;
  const parts = bare.split(/[\s−+/\d.,:%()·-]+/).filter(Boolean);
  return parts.every((part) => SHARED_TERMS.has(part) || UNITS.has(part));
};

export function localeLeaks(en: Map<string, string>, es: Map<string, string>): string[] {
  const found: string[] = [];
  for (const [key, text] of en) {
    if (!QUOTES.has(`en/${key}`) && SPANISH.test(words(text))) found.push(`en/${key} is Spanish: ${text}`);
    const other = es.get(key);
    if (other === text && !isShared(text)) found.push(`${key} is the same in both languages: ${text}`);
  }
  for (const [key, text] of es) {
    if (!QUOTES.has(`es/${key}`) && ENGLISH.test(words(text))) found.push(`es/${key} is English: ${text}`);
  }
  return found;
}

/** Props that a user reads (or hears, for aria-label). */
const TEXT_PROPS = new Set([
  'label',
  'title',
  'placeholder',
  'aria-label',
  'alt',
  'description',
  'message',
  'tooltip',
  'error',
  'loadingLabel',
]);
const WORD = /[A-Za-zÁÉÍÓÚÑáéíóúñ]{2,}/;
/**
 * Not prose: the product's name, an address given as an example, an i18n key passed along, a
 * lowercase code ('required', a key name) that a screen words through its locale.
 */
const NOT_PROSE = /^(Antena|https?:\/\/\S*|[\w-]+:[\w.-]+|[a-z]+(\.[a-zA-Z]+)+|[a-z][a-z-]*)$/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'locales' || entry.name === 'test' ? [] : sourceFiles(path);
    const isSource = /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$|test-kit|test-helpers|\.d\.ts$/.test(entry.name);
    return isSource ? [path] : [];
  });
}

/** Literal words in a source file's JSX, text props and notification objects. */
export function literalTexts(fileName: string, code: string): string[] {
  const kind = fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, true, kind);
  const found: string[] = [];
  const report = (node: ts.Node, text: string) => {
    const trimmed = text.trim();
    if (!WORD.test(trimmed) || NOT_PROSE.test(trimmed)) return;
    const { line } = source.getLineAndCharacterOfPosition(node.getStart());
    found.push(`${fileName}:${line + 1}: ${JSON.stringify(trimmed)}`);
  };
  const literal = (node: ts.Node | undefined) =>
    node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) ? node : null;
  const visit = (node: ts.Node): void => {
    if (ts.isJsxText(node)) report(node, node.text);
    if (ts.isJsxAttribute(node) && node.initializer && TEXT_PROPS.has(node.name.getText())) {
      const init = node.initializer;
      const text = literal(init) ?? (ts.isJsxExpression(init) ? literal(init.expression) : null);
      if (text) report(node, text.text);
    }
    // An error's message is for logs (the screen shows its code's text): `new ApiError({ message })`.
    if (ts.isNewExpression(node)) return;
    if (ts.isPropertyAssignment(node) && TEXT_PROPS.has(node.name.getText())) {
      const text = literal(node.initializer);
      if (text) report(node, text.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('texts in the right language', () => {
  it('keeps Spanish out of English texts, English out of Spanish ones, and shares only names', () => {
    expect(localeLeaks(localeTexts('en'), localeTexts('es'))).toEqual([]);
  });

  it('finds a Spanish text left in English, and one copied to both', () => {
    const en = new Map([
      ['gip-report:save.saved', 'Reporte guardado'],
      ['aod:title', 'AOD'],
    ]);
    const es = new Map([
      ['gip-report:save.saved', 'Reporte guardado'],
      ['aod:title', 'AOD'],
    ]);
    expect(localeLeaks(en, es)).toEqual([
      'en/gip-report:save.saved is Spanish: Reporte guardado',
      'gip-report:save.saved is the same in both languages: Reporte guardado',
    ]);
    expect(localeLeaks(new Map([['a:b', 'No se pudo guardar el reporte']]), new Map())).toHaveLength(1);
    expect(localeLeaks(new Map(), new Map([['a:b', 'Could not save the report']]))).toHaveLength(1);
  });

  it('writes no words into components outside the locale files', () => {
    const found = sourceFiles(SOURCES).flatMap((file) =>
      literalTexts(relative(SOURCES, file), readFileSync(file, 'utf8')),
    );
    expect(found).toEqual([]);
  });

  it('finds words in JSX, in a text prop and in a notification', () => {
    const code = `
      const a = <Text>Sin datos</Text>;
      const b = <Button aria-label="Close">{t('x')}</Button>;
      notifications.show({ title: 'Saved', message: t('y') });
      const c = <Image alt="Antena" />;
      const d = new ApiError({ message: 'Network error' });`;
    expect(literalTexts('x.tsx', code)).toEqual(['x.tsx:2: "Sin datos"', 'x.tsx:3: "Close"', 'x.tsx:4: "Saved"']);
  });
});
