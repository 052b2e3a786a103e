/**
 * Where the admin screens live. spec 01 "Shared screen elements": generic admin link shapes
 * from an entity name: /admin/{entity}s/add, /admin/{entity}s/{id}, /admin/{entity}s/{id}/edit.
 */
import type { SOCIAL_PLATFORMS } from '@antena/contract';

export const ADMIN_HOME = '/admin';

export function adminEntityPaths(entity: string) {
  const list = `${ADMIN_HOME}/${entity}s`;
  return {
    list,
    add: `${list}/add`,
    view: (id: string) => `${list}/${encodeURIComponent(id)}`,
    edit: (id: string) => `${list}/${encodeURIComponent(id)}/edit`,
  };
}

export const groupPaths = adminEntityPaths('group');
export const stationPaths = adminEntityPaths('station');
export const userPaths = adminEntityPaths('user');

export const ALERTS_PATH = `${ADMIN_HOME}/alerts`;
export const ADMIN_FRAGMENTS_PATH = `${ADMIN_HOME}/fragments`;
export const ADMIN_CONTENT_AI_PATH = `${ADMIN_HOME}/content-ai`;
export const SOCIAL_EXPORT_PATH = `${ADMIN_HOME}/social-export`;

export type SocialPlatform = (typeof SOCIAL_PLATFORMS)[number];

/** spec: one card per social platform to /admin/social-export/{platform in lowercase}. */
export const socialExportPath = (platform: SocialPlatform) => `${SOCIAL_EXPORT_PATH}/${platform.toLowerCase()}`;
