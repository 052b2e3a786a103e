import { z } from 'zod';
import { groupUserSchema } from './groups';
import { stationSummarySchema } from './stations';
import { roleSchema } from '../enum-schemas';

const text = (en: string, es: string) => ({ en, es });

/**
 * spec 01 section 6: the action permission catalogue, by provider. Checked only for CLIENT_USERs
 * of a client whose `app__user_permissions_check` flag is on; a permission nobody granted is not held.
 */
export const PERMISSION_CATALOG = [
  {
    id: 'ContentAI',
    description: text('Content AI', 'Contenido IA'),
    permissions: [
      { id: 'Contents_Create', description: text('Create contents', 'Crear contenidos') },
      {
        id: 'Contents_SocialPublish',
        description: text('Publish contents to social networks', 'Publicar contenidos en redes sociales'),
      },
      {
        id: 'Contents_FragmentDelivery',
        description: text('Deliver fragments of contents', 'Entregar fragmentos de contenidos'),
      },
    ],
  },
  {
    id: 'Fragments',
    description: text('Fragments', 'Fragmentos'),
    permissions: [
      {
        id: 'Fragments_SocialPublish',
        description: text('Publish fragments to social networks', 'Publicar fragmentos en redes sociales'),
      },
      { id: 'Fragments_Delivery', description: text('Deliver fragments', 'Entregar fragmentos') },
    ],
  },
  {
    id: 'QuickShare',
    description: text('Quick Share', 'Compartir rápido'),
    permissions: [{ id: 'QuickShare_Share', description: text('Share with Quick Share', 'Compartir con Quick Share') }],
  },
] as const;

export const PERMISSIONS = PERMISSION_CATALOG.flatMap((provider) => provider.permissions.map((p) => p.id));
export type Permission = (typeof PERMISSION_CATALOG)[number]['permissions'][number]['id'];
export const permissionSchema = z.enum(PERMISSIONS as [Permission, ...Permission[]]);

const localizedSchema = z.object({ en: z.string(), es: z.string() });
export const permissionCatalogSchema = z
  .array(
    z.object({
      id: z.string(),
      description: localizedSchema,
      permissions: z.array(z.object({ id: permissionSchema, description: localizedSchema })),
    }),
  )
  .meta({ id: 'PermissionCatalog' });

/** A group's value of one permission; `isSet` false means reset (not granted). */
export const groupPermissionSchema = z
  .object({ permission: permissionSchema, allowed: z.boolean(), isSet: z.boolean() })
  .meta({ id: 'GroupPermission' });
/** A user's value of one permission; `groupId` is set when the value is inherited from that group. */
export const userPermissionSchema = z
  .object({ permission: permissionSchema, allowed: z.boolean(), groupId: z.string().nullable() })
  .meta({ id: 'UserPermission' });
export type GroupPermission = z.infer<typeof groupPermissionSchema>;
export type UserPermission = z.infer<typeof userPermissionSchema>;

export const hasPermissionSchema = z.object({ hasPermission: z.boolean() }).meta({ id: 'HasPermission' });
export const groupPermissionParamsSchema = z.object({ groupId: z.uuid(), permission: permissionSchema });
export const userPermissionParamsSchema = z.object({ userId: z.uuid(), permission: permissionSchema });

/** spec 01 section 3: how a user reaches a station. */
export const STATION_PERMISSION_TYPES = ['FROM_ROLE', 'DIRECT', 'FROM_GROUP', 'DIRECT_AND_FROM_GROUP'] as const;
export const stationPermissionTypeSchema = z.enum(STATION_PERMISSION_TYPES);
export type StationPermissionType = z.infer<typeof stationPermissionTypeSchema>;

/** One station × one user; `permission` null when the user does not reach the station. */
export const stationUserPermissionSchema = z
  .object({
    station: stationSummarySchema,
    user: groupUserSchema.extend({ role: roleSchema }),
    allowed: z.boolean(),
    /**
     * spec 01 section 4: whether an administrator may switch this user's access here (a client
     * user's direct grant or none; never one from the role or only from a group). The server
     * answers it so every screen applies the same rule.
     */
    editable: z.boolean(),
    permission: z
      .object({
        type: stationPermissionTypeSchema,
        group: z.object({ id: z.string(), name: z.string() }).nullable(),
      })
      .nullable(),
  })
  .meta({ id: 'StationUserPermission' });
export type StationUserPermission = z.infer<typeof stationUserPermissionSchema>;

/** One station × one group. */
export const stationGroupPermissionSchema = z
  .object({
    station: stationSummarySchema,
    group: z.object({ id: z.string(), name: z.string() }),
    allowed: z.boolean(),
  })
  .meta({ id: 'StationGroupPermission' });
export type StationGroupPermission = z.infer<typeof stationGroupPermissionSchema>;

export const allowedBodySchema = z.object({ allowed: z.boolean() }).meta({ id: 'Allowed' });
