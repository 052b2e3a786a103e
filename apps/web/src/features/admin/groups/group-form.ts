/** Rules of the group form (spec 01 section 5). */
import type { User } from '@antena/contract';
import { displayName } from '../../../lib/initials';

/** spec: only users whose role is not CLIENT_ADMIN are offered (client admins reach every station anyway). */
export function offeredUsers(users: readonly User[]): User[] {
  return users.filter((user) => user.role !== 'CLIENT_ADMIN');
}

/**
 * spec: selecting users already in another group moves them (a user belongs to at most one
 * group), so the form warns about each selected user whose group is not this one.
 */
export function usersToMove(users: readonly User[], selectedIds: readonly string[], groupId?: string): User[] {
  const selected = new Set(selectedIds);
  return users.filter((user) => selected.has(user.id) && user.groupId !== null && user.groupId !== groupId);
}

/** How a user reads in the choices: name and e-mail, or the e-mail alone when there is no name. */
export function userChoiceLabel(user: Pick<User, 'name' | 'surname' | 'email'>): string {
  const name = displayName(user);
  return name === user.email ? name : `${name} (${user.email})`;
}
