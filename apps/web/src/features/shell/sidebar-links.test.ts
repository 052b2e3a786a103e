import { describe, expect, it } from 'vitest';
import { isLinkActive, sidebarLinks, stationFromPath } from './sidebar-links';

const keysFor = (role: 'CLIENT_USER' | 'CLIENT_ADMIN' | 'SUPERADMIN', contentAiEnabled = false, superadmin = false) =>
  sidebarLinks({ role, superadmin: superadmin || role === 'SUPERADMIN', pathname: '/logger', contentAiEnabled }).map(
    (link) => link.key,
  );

describe('sidebar links', () => {
  it('shows a client user the basic links only', () => {
    expect(keysFor('CLIENT_USER')).toEqual(['logger', 'fragments', 'audit', 'search']);
  });

  it('adds Streamer Box and Admin for a client admin', () => {
    expect(keysFor('CLIENT_ADMIN')).toEqual(['logger', 'fragments', 'audit', 'streamerBox', 'search', 'admin']);
  });

  it('gives a superadmin Streamer Box and Platform but not Admin', () => {
    expect(keysFor('SUPERADMIN')).toEqual(['logger', 'fragments', 'audit', 'streamerBox', 'search', 'platform']);
  });

  it("shows a superadmin acting as someone that user's links, plus Platform", () => {
    expect(keysFor('CLIENT_USER', false, true)).toEqual(['logger', 'fragments', 'audit', 'search', 'platform']);
    expect(keysFor('CLIENT_ADMIN', false, true)).toContain('admin');
  });

  it('shows Content AI only with its feature flag', () => {
    expect(keysFor('CLIENT_USER', true)).toContain('contentAi');
    expect(keysFor('CLIENT_USER', false)).not.toContain('contentAi');
  });

  it('carries /s/{station} on station links when the current path has one', () => {
    const links = sidebarLinks({
      role: 'CLIENT_ADMIN',
      superadmin: false,
      pathname: '/logger/s/radio-1',
      contentAiEnabled: true,
    });
    const href = (key: string) => links.find((link) => link.key === key)?.href;
    expect(href('search')).toBe('/search/s/radio-1');
    expect(href('logger')).toBe('/logger/s/radio-1');
    expect(href('contentAi')).toBe('/content-ai/s/radio-1');
    expect(href('streamerBox')).toBe('/streamer-box');
    expect(href('admin')).toBe('/admin');
  });

  it('uses plain links without a station', () => {
    const links = sidebarLinks({
      role: 'CLIENT_USER',
      superadmin: false,
      pathname: '/search',
      contentAiEnabled: false,
    });
    expect(links.map((link) => link.href)).toEqual(['/logger', '/fragments', '/audit', '/search']);
  });

  it('reads the station and the active link from the path', () => {
    expect(stationFromPath('/audit/s/fm-100/matches')).toBe('fm-100');
    expect(stationFromPath('/audit')).toBeUndefined();
    const [logger] = sidebarLinks({ role: 'CLIENT_USER', superadmin: false, pathname: '/', contentAiEnabled: false });
    expect(isLinkActive(logger!, '/logger/s/x')).toBe(true);
    expect(isLinkActive(logger!, '/loggers')).toBe(false);
  });
});
