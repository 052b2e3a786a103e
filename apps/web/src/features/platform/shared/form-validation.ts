/**
 * Form validation from the contract's zod schemas, with messages in the interface language.
 * Mantine's schemaResolver passes zod's English messages through as they are; this resolver
 * does the same walk over the issues but turns each into a `platform:validation.*` text.
 */
import { STREAM_URL_MESSAGE } from '@antena/contract';
import type { FormErrors } from '@mantine/form';
import type { z } from 'zod';
import i18n from '../../../lib/i18n';

/** The contract's own messages (schemas/platform.ts, stations.ts, settings.ts) and their texts. */
const CONTRACT_MESSAGES: Record<string, string> = {
  Required: 'validation.required',
  'Lowercase letters, digits and dashes': 'validation.slug',
  'Invalid email': 'validation.email',
  'Unknown timezone': 'validation.timezone',
  [STREAM_URL_MESSAGE]: 'validation.streamUrl',
};

/** Refinements written for these screens carry their text key as the message. */
const OWN_KEY = /^validation\.[A-Za-z]+$/;

type Issue = z.core.$ZodIssue;

const t = (key: string, values?: Record<string, unknown>) => i18n.t(key, { ns: 'platform', ...values });

/** The text of a message the contract's schemas write themselves, when it is one. */
function contractMessageText(message: string): string | undefined {
  const known = CONTRACT_MESSAGES[message];
  if (known) return t(known);
  return OWN_KEY.test(message) ? t(message) : undefined;
}

/**
 * The text of a field error the server sent (a 400's `details[].message`): the server checks the
 * same schemas, so a contract message reads as it does here; zod's own English sentences carry
 * no code to translate, so they read as an invalid value.
 */
export const serverFieldErrorText = (message: string): string =>
  contractMessageText(message) ?? t('validation.invalid');

function issueText(issue: Issue): string {
  const known = contractMessageText(issue.message);
  if (known) return known;
  switch (issue.code) {
    case 'too_small':
      return issue.origin === 'number' ? t('validation.min', { min: issue.minimum }) : t('validation.required');
    case 'too_big':
      if (issue.origin === 'number') return t('validation.max', { max: issue.maximum });
      return issue.origin === 'string' ? t('validation.maxLength', { max: issue.maximum }) : t('validation.invalid');
    case 'invalid_type':
      return issue.expected === 'number' ? t('validation.number') : t('validation.required');
    case 'invalid_format':
      return issue.format === 'url' ? t('validation.url') : t('validation.invalid');
    default:
      return t('validation.invalid');
  }
}

/**
 * A Mantine `validate` function: `toInput` turns the form's values into what the schema reads
 * (empty text to null, say) while keeping every field at the same path, so errors land beside
 * the field that caused them.
 */
export function zodResolver<Values, Input>(schema: z.ZodType, toInput: (values: Values) => Input) {
  return (values: Values): FormErrors => {
    const result = schema.safeParse(toInput(values));
    if (result.success) return {};
    const errors: FormErrors = {};
    for (const issue of result.error.issues) {
      const path = issue.path.map(String).join('.');
      errors[path] ??= issueText(issue);
    }
    return errors;
  };
}

/** Text fields edit strings; the contract says null for "none". */
export const emptyToNull = (value: string): string | null => (value.trim() === '' ? null : value);
