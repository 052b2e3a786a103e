import { z } from 'zod';
import { text } from '../strings';

export const groupUserSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    name: z.string().nullable(),
    surname: z.string().nullable(),
  })
  .meta({ id: 'GroupUser' });

/** spec 01 section 3: Group (id, name, users, usersCount). `users` only when asked to contain them. */
export const groupSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    usersCount: z.number().int(),
    users: z.array(groupUserSchema).optional(),
  })
  .meta({ id: 'Group' });
export type Group = z.infer<typeof groupSchema>;

/** spec 01 section 5: name required; users already in another group are moved. */
export const groupSaveSchema = z
  .object({
    name: text().trim().min(1, 'Name is required'),
    usersIds: z.array(z.uuid()).default([]),
  })
  .meta({ id: 'GroupSave' });
export type GroupSave = z.input<typeof groupSaveSchema>;

export const groupIdParamsSchema = z.object({ id: z.uuid() });
export const containQuerySchema = z.object({
  contain: text().optional().describe('Relations to include, e.g. `users` or `group`'),
});
