import type { User } from '@antena/contract';
import type { UserWithRelations } from '../../access/user-record';

export function toUserDto(user: UserWithRelations): User {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    surname: user.surname,
    role: user.role,
    groupId: user.groupId,
    group: user.group ? { id: user.group.id, name: user.group.name } : null,
    client: user.client
      ? { id: user.client.id, name: user.client.name, slug: user.client.slug, logoUrl: user.client.logoUrl }
      : null,
    loginMethod: user.loginMethod,
    lastLogin: user.lastLogin?.toISOString() ?? null,
    picture: user.picture,
  };
}
