import { describe, expect, it } from 'vitest';
import { aMeUser } from '../../test/app-kit';
import { isSuperadmin, needsNoStationsRedirect } from './roles';

const user = aMeUser;

describe('no-stations rule', () => {
  it('sends client users and client admins without stations to /no-stations', () => {
    expect(needsNoStationsRedirect(user('CLIENT_USER'), [])).toBe(true);
    expect(needsNoStationsRedirect(user('CLIENT_ADMIN'), [])).toBe(true);
  });

  it('lets anyone with a station through', () => {
    expect(needsNoStationsRedirect(user('CLIENT_USER'), [{ id: 's1' }])).toBe(false);
  });

  it('never sends a superadmin acting as themself', () => {
    expect(needsNoStationsRedirect(user('SUPERADMIN'), [])).toBe(false);
  });

  it('sends a superadmin acting as a user without stations, as that user would be', () => {
    expect(needsNoStationsRedirect(user('CLIENT_USER', true), [])).toBe(true);
  });
});

describe('superadmin', () => {
  it('is a SUPERADMIN, or anyone seen through a superadmin', () => {
    expect(isSuperadmin(user('SUPERADMIN'))).toBe(true);
    expect(isSuperadmin(user('CLIENT_USER', true))).toBe(true);
    expect(isSuperadmin(user('CLIENT_ADMIN'))).toBe(false);
  });
});
