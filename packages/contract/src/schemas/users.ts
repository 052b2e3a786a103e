import { z } from 'zod';
import { text, TEXT_MAX } from '../strings';
import { loginMethodSchema, roleSchema } from '../enum-schemas';

export const clientSummarySchema = z
  .object({
    id: z.string(),
    name: z.string(),
    slug: z.string(),
    logoUrl: z.string().nullable(),
  })
  .meta({ id: 'Client' });
export type ClientSummary = z.infer<typeof clientSummarySchema>;

export const groupSummarySchema = z.object({ id: z.string(), name: z.string() }).meta({ id: 'GroupSummary' });

/** spec 01 section 3: User. */
export const userSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    name: z.string().nullable(),
    surname: z.string().nullable(),
    role: roleSchema,
    groupId: z.string().nullable(),
    group: groupSummarySchema.nullable(),
    client: clientSummarySchema.nullable(),
    loginMethod: loginMethodSchema,
    lastLogin: z.string().nullable().describe('ISO 8601 UTC'),
    picture: z.string().nullable(),
  })
  .meta({ id: 'User' });
export type User = z.infer<typeof userSchema>;

export const meUserQuerySchema = z.object({
  access_token: text(TEXT_MAX.url).optional().describe('Alternative to the Authorization header'),
});

/** The signed-in user; `impersonator` is the superadmin acting as them through X-Auth-As. */
export const meUserSchema = userSchema
  .extend({
    impersonator: z.object({ id: z.string(), email: z.string(), name: z.string().nullable() }).nullable(),
  })
  .meta({ id: 'MeUser' });
export type MeUser = z.infer<typeof meUserSchema>;
