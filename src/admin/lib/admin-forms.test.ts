import { describe, expect, it } from 'vitest';
import { loginPayload, setupPayload, validateLogin, validateSetup, type SetupFormValues } from './admin-forms';

describe('validateLogin', () => {
  it('asks for both fields when one is empty', () => {
    const missing = { title: 'Missing fields', description: 'Please enter both username and password' };
    expect(validateLogin({ username: '', password: 'secret1' })).toEqual(missing);
    expect(validateLogin({ username: 'amna', password: '' })).toEqual(missing);
    expect(validateLogin({ username: '   ', password: 'secret1' })).toEqual(missing);
  });

  it("refuses what the API's login schema refuses", () => {
    expect(validateLogin({ username: 'a'.repeat(201), password: 'secret1' })?.title).toBe('Login failed');
  });

  it('lets a filled form through and trims only the username', () => {
    expect(validateLogin({ username: 'amna', password: ' secret ' })).toBeNull();
    expect(loginPayload({ username: ' amna ', password: ' secret ' })).toEqual({ username: 'amna', password: ' secret ' });
  });
});

describe('validateSetup', () => {
  const good: SetupFormValues = {
    username: 'amna',
    email: 'amna@example.pk',
    password: 'secret1',
    confirmPassword: 'secret1',
  };

  it('requires username, email and password (spaces alone do not count as a name or address)', () => {
    const missing = { title: 'Missing fields', description: 'Please fill in all required fields' };
    expect(validateSetup({ ...good, username: ' ' })).toEqual(missing);
    expect(validateSetup({ ...good, email: '' })).toEqual(missing);
    expect(validateSetup({ ...good, password: '', confirmPassword: '' })).toEqual(missing);
  });

  it('requires the confirmation to match', () => {
    expect(validateSetup({ ...good, confirmPassword: 'secret2' })).toEqual({
      title: 'Password mismatch',
      description: 'Passwords do not match',
    });
  });

  it('requires at least 6 characters, checked after the match', () => {
    expect(validateSetup({ ...good, password: 'abc12', confirmPassword: 'abc12' })).toEqual({
      title: 'Password too short',
      description: 'Password must be at least 6 characters long',
    });
    expect(validateSetup({ ...good, password: 'abc12', confirmPassword: 'abc123' })?.title).toBe('Password mismatch');
    expect(validateSetup({ ...good, password: 'abc123', confirmPassword: 'abc123' })).toBeNull();
  });

  it("then applies the API's own rules with the sentence the server would give", () => {
    expect(validateSetup({ ...good, username: 'am' })).toEqual({
      title: 'Setup failed',
      description: 'Username must be at least 3 characters long',
    });
    expect(validateSetup({ ...good, username: 'amna khan' })?.description).toMatch(/letters, digits/);
    expect(validateSetup({ ...good, email: 'not-an-address' })).toEqual({
      title: 'Setup failed',
      description: 'Please enter a valid e-mail address',
    });
    const long = 'ب'.repeat(40); // 80 bytes in UTF-8: bcrypt would silently cut it
    expect(validateSetup({ ...good, password: long, confirmPassword: long })?.description).toMatch(/72 bytes/);
  });

  it('sends trimmed username and email but the password as typed', () => {
    expect(setupPayload({ ...good, username: ' amna ', email: ' amna@example.pk ', password: ' pass1 ' })).toEqual({
      username: 'amna',
      email: 'amna@example.pk',
      password: ' pass1 ',
    });
  });
});
