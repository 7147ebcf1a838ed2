import { describe, expect, it } from 'vitest';
import { isCommonPassword } from './password-policy';

describe('commonly used passwords', () => {
  it.each([
    'qwertyuiop123',
    '123456789012',
    'Password123456',
    'sunshine2024!!',
    '1qaz2wsx3edc',
    'aaaaaaaaaaaaaa',
  ])('refuses %s', (password) => {
    expect(isCommonPassword(password)).toBe(true);
  });

  it.each(['first password', 'chosen-password-2', 'e2e-admin-passphrase', 'tea kettle on the roof'])(
    'accepts %s',
    (password) => {
      expect(isCommonPassword(password)).toBe(false);
    },
  );
});
