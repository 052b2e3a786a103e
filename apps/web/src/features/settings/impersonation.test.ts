import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notifications } from '@mantine/notifications';
import { ApiError } from '../../lib/api-error';
import { readAuthAs, storeAuthAs } from '../../lib/auth-as';
import {
  actAs,
  applyAuthAsAtStartup,
  pageReload,
  rejectAuthAs,
  reportActingAsWith,
  stopActingAs,
} from './impersonation';

const refused = (code: string) => new ApiError({ status: 400, code, message: 'x', path: '/auth/me/user' });

describe('impersonation', () => {
  let reload: ReturnType<typeof vi.spyOn>;
  let show: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    reload = vi.spyOn(pageReload, 'toRoot').mockImplementation(() => {});
    show = vi.spyOn(notifications, 'show').mockImplementation(() => 'id');
  });
  afterEach(() => {
    vi.restoreAllMocks();
    window.history.replaceState(null, '', '/');
  });

  it("refuses to act as something that is not an e-mail ('You must provide a valid email')", () => {
    expect(actAs('not-an-email')).toBe(false);
    expect(readAuthAs()).toBeNull();
    expect(reload).not.toHaveBeenCalled();
    expect(actAs('Ana@Radio.com')).toBe(true);
    expect(readAuthAs()).toBe('ana@radio.com');
    expect(reload).toHaveBeenCalledOnce();
  });

  it('drops a value the server refuses, reloads to / once, and explains it after the reload', () => {
    storeAuthAs('gone@radio.com');
    rejectAuthAs(refused('ERR_VALIDATION'));
    expect(readAuthAs()).toBe('gone@radio.com');

    rejectAuthAs(refused('ERR_AUTH_AS_UNKNOWN_USER'));
    rejectAuthAs(refused('ERR_AUTH_AS_UNKNOWN_USER'));
    expect(readAuthAs()).toBeNull();
    expect(reload).toHaveBeenCalledOnce();
    expect(show).not.toHaveBeenCalled();

    applyAuthAsAtStartup();
    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'No user of a client has the e-mail gone@radio.com' }),
    );
    applyAuthAsAtStartup();
    expect(show).toHaveBeenCalledOnce();
  });

  it('explains an auth_as parameter that is not an e-mail', () => {
    window.history.replaceState(null, '', '/logger?auth_as=nobody');
    applyAuthAsAtStartup();
    expect(readAuthAs()).toBeNull();
    expect(window.location.search).toBe('');
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: 'You must provide a valid email' }));
  });

  // Last: once set, the reporting client stays for the rest of the page (and of this file).
  it("reports 'Log in as' and 'Clear user' to the audit log while the header names the user, then reloads", async () => {
    const seen: { path: string; authAs: string | null }[] = [];
    const call = vi.fn(async (route: { path: string }) => {
      seen.push({ path: route.path, authAs: readAuthAs() });
      return null;
    });
    reportActingAsWith({ call } as unknown as Parameters<typeof reportActingAsWith>[0]);
    expect(actAs('ana@radio.com')).toBe(true);
    await vi.waitFor(() => expect(reload).toHaveBeenCalledOnce());
    stopActingAs();
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(2));
    expect(readAuthAs()).toBeNull();
    expect(seen).toEqual([
      { path: '/auth/log-in-as', authAs: 'ana@radio.com' },
      { path: '/auth/clear-user', authAs: 'ana@radio.com' },
    ]);
  });
});
