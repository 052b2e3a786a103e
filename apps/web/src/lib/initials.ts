import type { User } from '@antena/contract';

type Person = Pick<User, 'name' | 'surname' | 'email'>;

/** spec 01 section 3: initials come from name and surname, otherwise from the first two letters of the e-mail. */
export function initials({ name, surname, email }: Person): string {
  const first = name?.trim()?.[0];
  const last = surname?.trim()?.[0];
  if (first || last) return `${first ?? ''}${last ?? ''}`.toUpperCase();
  return email.trim().slice(0, 2).toUpperCase();
}

/** 'Name Surname', or the e-mail when the identity provider gave no name. */
export function displayName({ name, surname, email }: Person): string {
  const full = [name, surname]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return full || email;
}

/** Initials of a client or station name: 'Radio Mitre' → 'RM'. */
export function nameInitials(text: string): string {
  const words = text.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  if (words.length === 1) return (words[0] ?? '').slice(0, 2).toUpperCase();
  return `${words[0]?.[0] ?? ''}${words[1]?.[0] ?? ''}`.toUpperCase();
}
