import { describe, expect, it } from 'vitest';

import { hashPassword, verifyPassword } from '../../src/auth/password.js';

describe('password hashing', () => {
  it('verifies the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('demo1234');
    expect(stored).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(await verifyPassword('demo1234', stored)).toBe(true);
    expect(await verifyPassword('demo1235', stored)).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
  });

  it('refuses a stored value of another scheme', async () => {
    expect(await verifyPassword('x', 'bcrypt$whatever')).toBe(false);
  });
});
