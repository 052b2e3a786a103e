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
    const link = (key: string) => links.find((entry) => entry.key === key)?.link;
    expect(link('search')).toEqual({ to: '/search/s/$station', params: { station: 'radio-1' } });
    expect(link('logger')).toEqual({ to: '/logger/s/$station', params: { station: 'radio-1' } });
    expect(link('contentAi')).toEqual({ to: '/content-ai/s/$station', params: { station: 'radio-1' } });
    expect(link('streamerBox')).toEqual({ to: '/streamer-box' });
    expect(link('admin')).toEqual({ to: '/admin' });
  });

  it('uses plain links without a station', () => {
    const links = sidebarLinks({
      role: 'CLIENT_USER',
      superadmin: false,
      pathname: '/search',
      contentAiEnabled: false,
    });
    expect(links.map((link) => link.link.to)).toEqual(['/logger', '/fragments', '/audit', '/search']);
  });

  it('leads Audit to an audit-enabled station: the current one if it has audit, else the first', () => {
    const auditLink = (pathname: string, auditStations: string[]) =>
      sidebarLinks({ role: 'CLIENT_USER', superadmin: false, pathname, contentAiEnabled: false, auditStations }).find(
        (link) => link.key === 'audit',
      )?.link;
    expect(auditLink('/logger/s/fm-2', ['fm-2', 'fm-3'])).toEqual({
      to: '/audit/s/$station',
      params: { station: 'fm-2' },
    });
    expect(auditLink('/logger/s/fm-1', ['fm-2', 'fm-3'])).toEqual({
      to: '/audit/s/$station',
      params: { station: 'fm-2' },
    });
    expect(auditLink('/logger/status', ['fm-3'])).toEqual({ to: '/audit/s/$station', params: { station: 'fm-3' } });
    expect(auditLink('/logger/s/fm-1', [])).toEqual({ to: '/audit' });
  });

  it('reads the station and the active link from the path', () => {
    expect(stationFromPath('/audit/s/fm-100/matches')).toBe('fm-100');
    expect(stationFromPath('/audit')).toBeUndefined();
    const [logger] = sidebarLinks({ role: 'CLIENT_USER', superadmin: false, pathname: '/', contentAiEnabled: false });
    expect(isLinkActive(logger!, '/logger/s/x')).toBe(true);
    expect(isLinkActive(logger!, '/loggers')).toBe(false);
  });
});
