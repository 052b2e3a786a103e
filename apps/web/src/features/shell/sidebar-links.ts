/**
 * Which sidebar links a user sees and where they point (spec 01 "Sidebar"). Pure, so the
 * role and flag rules are tested without rendering.
 */
import type { Role } from '@antena/contract';
import type { LinkTarget } from '../../components/links';

export type SidebarLinkKey =
  'logger' | 'fragments' | 'audit' | 'streamerBox' | 'search' | 'contentAi' | 'admin' | 'platform';

export interface SidebarLink {
  key: SidebarLinkKey;
  link: LinkTarget;
  /** The path prefix that marks the link active. */
  base: string;
}

interface LinkRule {
  key: SidebarLinkKey;
  base: string;
  link: LinkTarget;
  /** spec: station-specific links carry /s/{station} when the current path has it. */
  stationLink?: (station: string) => LinkTarget;
  /** The station the link carries, when it is not simply the current path's. */
  station?: (pathStation: string | undefined, input: SidebarInput) => string | undefined;
  visible: (input: SidebarInput) => boolean;
}

export interface SidebarInput {
  /** The effective role: the impersonated user's while a superadmin acts as someone. */
  role: Role;
  /** A superadmin signed in, acting as themself or as someone else. */
  superadmin: boolean;
  pathname: string;
  contentAiEnabled: boolean;
  /** The slugs of the user's audit-enabled stations, in list order. */
  auditStations?: readonly string[];
}

const always = () => true;

const RULES: LinkRule[] = [
  {
    key: 'logger',
    base: '/logger',
    link: { to: '/logger' },
    stationLink: (station) => ({ to: '/logger/s/$station', params: { station } }),
    visible: always,
  },
  {
    key: 'fragments',
    base: '/fragments',
    link: { to: '/fragments' },
    stationLink: (station) => ({ to: '/fragments/s/$station', params: { station } }),
    visible: always,
  },
  {
    key: 'audit',
    base: '/audit',
    link: { to: '/audit' },
    stationLink: (station) => ({ to: '/audit/s/$station', params: { station } }),
    // spec 03: the Audit link leads to an audit-enabled station: the current one if it has
    // audit, else the first that does (none: /audit explains).
    station: (pathStation, { auditStations = [] }) =>
      pathStation && auditStations.includes(pathStation) ? pathStation : auditStations[0],
    visible: always,
  },
  // spec: the Streamer Box link is visible to SUPERADMIN and CLIENT_ADMIN.
  {
    key: 'streamerBox',
    base: '/streamer-box',
    link: { to: '/streamer-box' },
    visible: ({ role }) => role === 'SUPERADMIN' || role === 'CLIENT_ADMIN',
  },
  {
    key: 'search',
    base: '/search',
    link: { to: '/search' },
    stationLink: (station) => ({ to: '/search/s/$station', params: { station } }),
    visible: always,
  },
  // spec: Content AI only with the content-AI feature flag.
  {
    key: 'contentAi',
    base: '/content-ai',
    link: { to: '/content-ai' },
    stationLink: (station) => ({ to: '/content-ai/s/$station', params: { station } }),
    visible: ({ contentAiEnabled }) => contentAiEnabled,
  },
  // spec: all /admin routes need CLIENT_ADMIN.
  { key: 'admin', base: '/admin', link: { to: '/admin' }, visible: ({ role }) => role === 'CLIENT_ADMIN' },
  // Platform administration (clients, stations, flags) belongs to the signed-in superadmin.
  { key: 'platform', base: '/platform', link: { to: '/platform' }, visible: ({ superadmin }) => superadmin },
];

/** The station slug of a station path: '/logger/s/radio-1/...' → 'radio-1' (decoded: the link encodes it). */
export function stationFromPath(pathname: string): string | undefined {
  const match = /\/s\/([^/?#]+)/.exec(pathname);
  return match ? decodeURIComponent(match[1]!) : undefined;
}

export function sidebarLinks(input: SidebarInput): SidebarLink[] {
  const station = stationFromPath(input.pathname);
  return RULES.filter((rule) => rule.visible(input)).map((rule) => {
    const linkStation = rule.station ? rule.station(station, input) : station;
    return {
      key: rule.key,
      base: rule.base,
      link: rule.stationLink && linkStation ? rule.stationLink(linkStation) : rule.link,
    };
  });
}

export const isLinkActive = (link: SidebarLink, pathname: string) =>
  pathname === link.base || pathname.startsWith(`${link.base}/`);
