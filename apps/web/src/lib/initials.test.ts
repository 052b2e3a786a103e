import { describe, expect, it } from 'vitest';
import { displayName, initials, nameInitials } from './initials';

describe('initials', () => {
  it('uses name and surname', () => {
    expect(initials({ name: 'ana', surname: 'Pérez', email: 'x@y.z' })).toBe('AP');
  });
  it('uses whichever part exists', () => {
    expect(initials({ name: 'Ana', surname: null, email: 'x@y.z' })).toBe('A');
  });
  it('falls back to the first two letters of the e-mail', () => {
    expect(initials({ name: null, surname: '  ', email: 'juan@radio.com' })).toBe('JU');
  });
  it('shows "name surname" or the e-mail', () => {
    expect(displayName({ name: 'Ana', surname: 'Pérez', email: 'a@b.c' })).toBe('Ana Pérez');
    expect(displayName({ name: null, surname: null, email: 'a@b.c' })).toBe('a@b.c');
  });
  it('abbreviates client names', () => {
    expect(nameInitials('Radio Mitre')).toBe('RM');
    expect(nameInitials('Cadena3')).toBe('CA');
  });
});
