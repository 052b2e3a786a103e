/** What the create and edit forms share: their values, the group sentinel and the validation texts. */
import type { TFunction } from 'i18next';
import type { UseFormReturnType } from '@mantine/form';
import type { CLIENT_ROLES, LoginMethod } from '@antena/contract';

/** spec: the group select's 'no group' value; the contract turns it into null. */
export const NO_GROUP = 'NONE';

/** One shape for both forms; the edit form shows email and login method without sending them. */
export interface UserFormValues {
  email: string;
  name: string;
  surname: string;
  role: (typeof CLIENT_ROLES)[number];
  groupId: string;
  loginMethod: LoginMethod;
}
export type UserForm = UseFormReturnType<UserFormValues>;

// The contract's zod messages, mapped to translated texts.
const FIELD_ERRORS: Record<string, string> = { Required: 'validation.required', 'Invalid email': 'validation.email' };

export function fieldError(t: TFunction<'users'>, error: unknown): string | undefined {
  if (typeof error !== 'string' || !error) return undefined;
  return t(FIELD_ERRORS[error] ?? 'validation.invalid');
}
