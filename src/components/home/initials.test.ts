import { describe, expect, it } from 'vitest';
import { initialsOf } from './initials';

describe('initialsOf', () => {
  it('takes the first and last name and skips titles', () => {
    expect(initialsOf('Ahmed Raza')).toBe('AR');
    expect(initialsOf('Dr. Usman Tariq')).toBe('UT');
    expect(initialsOf('Syed Muhammad Ali Shah')).toBe('SS');
    expect(initialsOf('Madonna')).toBe('M');
  });
});
