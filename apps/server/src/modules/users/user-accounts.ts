/**
 * Creating a person's account, shared by client administration and platform administration.
 * With the bundled identity provider a password account gets a temporary password, answered
 * once; with an external provider the password lives there and none is made here.
 */
import { randomBytes } from 'node:crypto';
import type { LoginMethod, Role } from '@antena/contract';
import type { Config } from '../../config';
import type { Db, Tx } from '../../db';
import { users } from '../../db/schema';
import { conflict } from '../../http/errors';
import { hashPassword } from '../../identity/passwords';
import { findUser, type UserWithRelations } from '../../access/user-record';

export interface NewAccount {
  clientId: string;
  email: string;
  name: string;
  surname: string;
  role: Role;
  groupId: string | null;
  loginMethod: LoginMethod;
}

export const USER_EXISTS_MESSAGE = 'User already exists';

export const generateTemporaryPassword = () => randomBytes(9).toString('base64url');

/** Whether this installation keeps the user's password (bundled provider, password login). */
export const keepsPassword = (config: Config, loginMethod: LoginMethod) =>
  config.bundledIdentity && loginMethod === 'USERNAME_PASSWORD';

export async function createAccount(
  db: Db | Tx,
  config: Config,
  account: NewAccount,
): Promise<{ user: UserWithRelations; temporaryPassword?: string }> {
  if (await findUser(db, { email: account.email })) throw conflict('ERR_USER_EXISTS', USER_EXISTS_MESSAGE);
  const temporaryPassword = keepsPassword(config, account.loginMethod) ? generateTemporaryPassword() : undefined;
  const [row] = await db
    .insert(users)
    .values({
      ...account,
      email: account.email.trim().toLowerCase(),
      passwordHash: temporaryPassword ? await hashPassword(temporaryPassword) : null,
    })
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id });
  // A concurrent create of the same e-mail lands here rather than in a unique-violation 500.
  if (!row) throw conflict('ERR_USER_EXISTS', USER_EXISTS_MESSAGE);
  const user = (await findUser(db, { id: row.id }))!;
  return temporaryPassword ? { user, temporaryPassword } : { user };
}
