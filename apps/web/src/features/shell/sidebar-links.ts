/**
 * Which sidebar links a user sees and where they point (spec 01 "Sidebar"). Pure, so the
 * role and flag rules are tested without rendering.
 */
import type { Role } from '@antena/contract';

export type SidebarLinkKey =
  'logger' | 'fragments' | 'audit' | 'streamerBox' | 'search' | 'contentAi' | 'admin' | 'platform';

export interface SidebarLink {
  key: SidebarLinkKey;
  href: string;
  /** The path prefix that marks the link active. */
  base: string;
}

interface LinkRule {
  key: SidebarLinkKey;
  base: string;
  /** spec: station-specific links carry /s/{station} when the current path has it. */
  stationScoped: boolean;
  visible: (input: SidebarInput) => boolean;
}

export interface SidebarInput {
  /** The effective role: the impersonated user's while a superadmin acts as someone. */
  role: Role;
  /** A superadmin signed in, acting as themself or as someone else. */
  superadmin: boolean;
  pathname: string;
  contentAiEnabled: boolean;
}

const always = () => true;

const RULES: LinkRule[] = [
  { key: 'logger', base: '/logger', stationScoped: true, visible: always },
  { key: 'fragments', base: '/fragments', stationScoped: true, visible: always },
  { key: 'audit', base: '/audit', stationScoped: true, visible: always },
  // spec: the Streamer Box link is visible to SUPERADMIN and CLIENT_ADMIN.
  {
    key: 'streamerBox',
    base: '/streamer-box',
    stationScoped: false,
    visible: ({ role }) => role === 'SUPERADMIN' || role === 'CLIENT_ADMIN',
  },
  { key: 'search', base: '/search', stationScoped: true, visible: always },
  // spec: Content AI only with the content-AI feature flag.
  { key: 'contentAi', base: '/content-ai', stationScoped: true, visible: ({ contentAiEnabled }) => contentAiEnabled },
  // spec: all /admin routes need CLIENT_ADMIN.
  { key: 'admin', base: '/admin', stationScoped: false, visible: ({ role }) => role === 'CLIENT_ADMIN' },
  // Platform administration (clients, stations, flags) belongs to the signed-in superadmin.
  { key: 'platform', base: '/platform', stationScoped: false, visible: ({ superadmin }) => superadmin },
];

/** The station slug of a station path: '/logger/s/radio-1/...' → 'radio-1'. */
export function stationFromPath(pathname: string): string | undefined {
  const match = /\/s\/([^/?#]+)/.exec(pathname);
  return match?.[1];
}

export function sidebarLinks(input: SidebarInput): SidebarLink[] {
  const station = stationFromPath(input.pathname);
  return RULES.filter((rule) => rule.visible(input)).map((rule) => ({
    key: rule.key,
    base: rule.base,
    href: rule.stationScoped && station ? `${rule.base}/s/${station}` : rule.base,
  }));
}

export const isLinkActive = (link: SidebarLink, pathname: string) =>
  pathname === link.base || pathname.startsWith(`${link.base}/`);
