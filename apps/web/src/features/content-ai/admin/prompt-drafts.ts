/**
 * The prompt list as the admin edits it before saving (spec 02 section 5): rows told apart by a
 * key while names change, the rules of one prompt (the contract's bounds), moving a row, whether
 * the list differs from the saved one, and the server's refusals (400 details) per row.
 */
import {
  PROMPT_CONTENT_MAX,
  promptIdFromName,
  TEXT_MAX,
  type ErrorDetail,
  type Prompt,
  type StationContentConfigUpdate,
} from '@antena/contract';

/** The contract's prompt id bound (promptSchema: text(100)). */
export const PROMPT_ID_MAX = 100;
export const PROMPT_NAME_MAX = TEXT_MAX.name;
export { PROMPT_CONTENT_MAX };

export interface PromptDraft extends Prompt {
  /** Tells rows apart while their ids and names are typed. */
  key: string;
}

export type PromptField = 'id' | 'name' | 'content';
/** Keys of the `content-ai-admin` namespace's `errors`. */
export type PromptError = 'required' | 'tooLong' | 'duplicateId' | 'refused';
export type PromptErrors = Partial<Record<PromptField, PromptError>>;

let nextKey = 0;
export const newDraftKey = () => `prompt-${(nextKey += 1)}`;

export const toDrafts = (prompts: readonly Prompt[]): PromptDraft[] =>
  prompts.map((prompt) => ({ ...prompt, key: newDraftKey() }));

export const toUpdate = (drafts: readonly PromptDraft[]): StationContentConfigUpdate => ({
  prompts: drafts.map(({ id, name, content }) => ({ id: id.trim(), name: name.trim(), content })),
});

/** The id the server keeps: the one typed, or the one made from the name (spec 02 section 5). */
export const effectiveId = (prompt: Pick<Prompt, 'id' | 'name'>) => prompt.id.trim() || promptIdFromName(prompt.name);

/** The list differs from the saved one (order included). */
export const listChanged = (drafts: readonly PromptDraft[], saved: readonly Prompt[]) =>
  drafts.length !== saved.length ||
  drafts.some((draft, index) => {
    const other = saved[index]!;
    return draft.id !== other.id || draft.name !== other.name || draft.content !== other.content;
  });

/** Moves the row at `index` by `by` places (-1 up, +1 down); the same list when it cannot. */
export function moveDraft<T>(list: readonly T[], index: number, by: -1 | 1): T[] {
  const target = index + by;
  if (target < 0 || target >= list.length) return [...list];
  const next = [...list];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}

/** One prompt's errors; `otherIds` are the effective ids of the other rows. */
export function promptErrors(prompt: Prompt, otherIds: readonly string[]): PromptErrors {
  const errors: PromptErrors = {};
  if (prompt.id.trim().length > PROMPT_ID_MAX) errors.id = 'tooLong';
  else if (otherIds.includes(effectiveId(prompt))) errors.id = 'duplicateId';
  if (!prompt.name.trim()) errors.name = 'required';
  else if (prompt.name.trim().length > PROMPT_NAME_MAX) errors.name = 'tooLong';
  if (!prompt.content.trim()) errors.content = 'required';
  else if (prompt.content.length > PROMPT_CONTENT_MAX) errors.content = 'tooLong';
  return errors;
}

const DETAIL_PATH = /^(?:body\.)?prompts\.(\d+)\.(id|name|content)$/;
const DETAIL_ERRORS: Record<string, PromptError> = { Required: 'required', 'Duplicate id': 'duplicateId' };

/** The server's field refusals (`body.prompts.2.name`) per row key; others are kept as messages of the list. */
export function errorsFromDetails(details: readonly ErrorDetail[], drafts: readonly PromptDraft[]) {
  const rows: Record<string, PromptErrors> = {};
  const list: string[] = [];
  for (const detail of details) {
    const [, index, field] = DETAIL_PATH.exec(detail.path) ?? [];
    const draft = index === undefined ? undefined : drafts[Number(index)];
    if (!draft || !field) {
      list.push(detail.message);
      continue;
    }
    const error = DETAIL_ERRORS[detail.message] ?? (detail.message.startsWith('At most') ? 'tooLong' : 'refused');
    rows[draft.key] = { ...rows[draft.key], [field as PromptField]: error };
  }
  return { rows, list };
}
