import { describe, expect, it } from 'vitest';
import { userFullName, userListName } from './user-display';

describe('user names', () => {
  it("lists 'Surname, Name', falling back to the e-mail local part", () => {
    expect(userListName({ email: 'ana@radio.com', name: 'Ana', surname: 'Pérez' })).toBe('Pérez, Ana');
    expect(userListName({ email: 'ana@radio.com', name: 'Ana', surname: null })).toBe('Ana');
    expect(userListName({ email: 'ana.perez@radio.com', name: null, surname: ' ' })).toBe('ana.perez');
  });

  it('gives the full name or null', () => {
    expect(userFullName({ email: 'a@b.c', name: 'Ana', surname: 'Pérez' })).toBe('Ana Pérez');
    expect(userFullName({ email: 'a@b.c', name: null, surname: null })).toBeNull();
  });
});
