/** How a user is named on the admin screens (spec 01 "Users"). */
import type { User } from '@antena/contract';

type Named = Pick<User, 'email' | 'name' | 'surname'>;

/** 'Surname, Name' (or the one that is set), else the e-mail's local part. */
export function userListName({ email, name, surname }: Named): string {
  const parts = [surname?.trim(), name?.trim()].filter(Boolean);
  if (parts.length > 0) return parts.join(', ');
  return email.split('@')[0] || email;
}

/** 'Name Surname', or null when neither is set (the screen says 'Not set'). */
export function userFullName({ name, surname }: Named): string | null {
  const full = [name?.trim(), surname?.trim()].filter(Boolean).join(' ');
  return full || null;
}
