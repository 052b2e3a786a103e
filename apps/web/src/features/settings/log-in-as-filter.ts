import type { User } from '@antena/contract';

/**
 * spec 01 "Settings": log-in-as offers the users that have a client, searchable by client name
 * and e-mail as the user types; sorted by client, then e-mail.
 */
export function filterLogInAsUsers(users: readonly User[], term: string): User[] {
  const needle = term.trim().toLocaleLowerCase();
  const matches = users.filter(
    (user) =>
      user.client !== null &&
      (!needle ||
        user.email.toLocaleLowerCase().includes(needle) ||
        user.client.name.toLocaleLowerCase().includes(needle)),
  );
  return matches.sort(
    (a, b) => (a.client?.name ?? '').localeCompare(b.client?.name ?? '') || a.email.localeCompare(b.email),
  );
}
