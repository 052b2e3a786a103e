import { z } from 'zod';
import { text } from '../strings';
import { CLIENT_ROLES } from '../enums';
import { loginMethodSchema } from '../enum-schemas';
import { pagedSchema, pageQuerySchema } from './pagination';
import { userSchema } from './users';

const capitalise = (value: string) => (value ? value.charAt(0).toLocaleUpperCase() + value.slice(1) : value);
const personName = text().trim().min(1, 'Required').transform(capitalise);
/** spec: groupId 'NONE' (or empty) becomes null. */
const groupIdField = z
  .union([z.uuid(), z.literal('NONE'), z.literal(''), z.null()])
  .optional()
  .transform((value) => (value && value !== 'NONE' ? value : null));

/** spec 01 section 5: the user create form. */
export const userCreateSchema = z
  .object({
    email: text().trim().toLowerCase().min(1, 'Required').pipe(z.email('Invalid email')),
    name: personName,
    surname: personName,
    role: z.enum(CLIENT_ROLES),
    groupId: groupIdField,
    loginMethod: loginMethodSchema,
  })
  .meta({ id: 'UserCreate' });
export type UserCreate = z.input<typeof userCreateSchema>;
/** A user create body as the server receives it, after the contract's parsing. */
export type UserCreateValues = z.output<typeof userCreateSchema>;

/** spec 01 section 5: the user edit form covers name, surname, role and groupId. */
export const userUpdateSchema = z
  .object({ name: personName, surname: personName, role: z.enum(CLIENT_ROLES), groupId: groupIdField })
  .meta({ id: 'UserUpdate' });
export type UserUpdate = z.input<typeof userUpdateSchema>;
/** A user update body as the server receives it, after the contract's parsing. */
export type UserUpdateValues = z.output<typeof userUpdateSchema>;

/**
 * A created user. With the bundled identity provider a password account gets a temporary
 * password, answered once so the administrator can hand it over.
 */
export const createdUserSchema = userSchema
  .extend({ temporaryPassword: z.string().optional() })
  .meta({ id: 'CreatedUser' });
export const temporaryPasswordSchema = z.object({ temporaryPassword: z.string() }).meta({ id: 'TemporaryPassword' });

export const usersListQuerySchema = pageQuerySchema.extend({
  search: text().trim().optional().describe('Part of the e-mail, name, surname or client name'),
  contain: text().optional(),
});
export const usersPageSchema = pagedSchema(userSchema).meta({ id: 'UsersPage' });
export type UsersPage = z.infer<typeof usersPageSchema>;
export const userIdParamsSchema = z.object({ id: z.uuid() });

/** spec 01 section 5 login-method rule: SOCIAL_LOGIN when the e-mail ends with a configured domain. */
export function loginMethodForEmail(email: string, socialLoginDomains: readonly string[]) {
  const domain = email.trim().toLowerCase().split('@')[1] ?? '';
  const social = socialLoginDomains.some((host) => {
    const wanted = host.trim().toLowerCase();
    return wanted && (domain === wanted || domain.endsWith(`.${wanted}`));
  });
  return social ? 'SOCIAL_LOGIN' : 'USERNAME_PASSWORD';
}
