import { describe, expect, it } from 'vitest';

import {
  EMPTY_REGISTER_FORM,
  problemsStillShown,
  registerProblems,
  registerRequest,
  type RegisterForm,
} from './register-form';

const filled: RegisterForm = {
  ...EMPTY_REGISTER_FORM,
  username: 'newbie_1',
  password: 'secret123',
  passwordConfirm: 'secret123',
  name: '홍길동',
  phone: '01055550001',
  bankCode: '004',
  bankAccount: '123456-01-234567',
  bankHolder: '홍길동',
};
const checked = { usernameChecked: 'newbie_1', phoneVerified: '01055550001' };

describe('registerProblems', () => {
  it('finds nothing wrong with a complete, checked form', () => {
    expect(registerProblems(filled, checked)).toEqual({});
  });

  it('names every field at fault at once, in the order the form shows them', () => {
    const problems = registerProblems(
      { ...EMPTY_REGISTER_FORM, password: 'abc', bankCode: '004', bankAccount: '12ab' },
      { usernameChecked: null, phoneVerified: null },
    );
    expect(problems).toEqual({
      username: 'USERNAME_RULE',
      password: 'PASSWORD_RULE',
      passwordConfirm: 'PASSWORD_MISMATCH',
      name: 'NAME_REQUIRED',
      phone: 'PHONE_REQUIRED',
      bankAccount: 'BANK_ACCOUNT_RULE',
      bankHolder: 'BANK_HOLDER_RULE',
    });
    expect(Object.keys(problems)[0]).toBe('username');
  });

  it('tells an incomplete phone number from a missing one', () => {
    expect(registerProblems({ ...filled, phone: '' }, checked).phone).toBe('PHONE_REQUIRED');
    expect(registerProblems({ ...filled, phone: '0105555' }, checked).phone).toBe('PHONE_INCOMPLETE');
    expect(registerProblems({ ...filled, phone: '010555500' }, checked).phone).toBe('PHONE_INCOMPLETE');
  });

  it('asks for a new check once the username or the phone changed after its check', () => {
    expect(registerProblems({ ...filled, username: 'newbie_2', phone: '01055550002' }, checked)).toEqual({
      username: 'USERNAME_UNCHECKED',
      phone: 'PHONE_UNVERIFIED',
    });
  });

  it('bounds the account number and wants letters for the holder', () => {
    expect(
      registerProblems({ ...filled, bankAccount: '1'.repeat(31), bankHolder: 'Hong 2' }, checked),
    ).toEqual({ bankAccount: 'BANK_ACCOUNT_RULE', bankHolder: 'BANK_HOLDER_RULE' });
    expect(registerProblems({ ...filled, bankAccount: '-123456' }, checked)).toEqual({
      bankAccount: 'BANK_ACCOUNT_RULE',
    });
  });

  it('does not ask for account details when no bank is chosen', () => {
    expect(registerProblems({ ...filled, bankCode: '', bankAccount: '', bankHolder: '' }, checked)).toEqual(
      {},
    );
  });
});

describe('registerRequest', () => {
  const banks = [{ code: '004', name: 'KB국민은행' }];

  it('sends the bank by name with the account and its holder', () => {
    expect(registerRequest(filled, banks, undefined)).toMatchObject({
      phone: '010-5555-0001',
      bankInfo: { bank: 'KB국민은행', account: '123456-01-234567', holder: '홍길동' },
    });
  });

  it('sends no bank account when none was chosen', () => {
    expect(registerRequest({ ...filled, bankCode: '' }, banks, undefined).bankInfo).toBeUndefined();
  });
});

describe('problemsStillShown', () => {
  it('drops a refusal once its field is right, even when another field put it right', () => {
    const atSubmit = { password: 'PASSWORD_RULE', passwordConfirm: 'PASSWORD_MISMATCH' } as const;
    const fixed = { ...filled, password: 'secret124', passwordConfirm: 'secret124' };
    expect(problemsStillShown(atSubmit, registerProblems(fixed, checked))).toEqual({});
    const half = { ...filled, password: 'secret124' };
    expect(problemsStillShown(atSubmit, registerProblems(half, checked))).toEqual({
      passwordConfirm: 'PASSWORD_MISMATCH',
    });
  });

  it('keeps a refused field refused with what is wrong now, and adds no field the submit did not refuse', () => {
    const now = registerProblems({ ...filled, name: '', phone: '0105555' }, checked);
    expect(problemsStillShown({ phone: 'PHONE_REQUIRED' }, now)).toEqual({ phone: 'PHONE_INCOMPLETE' });
  });
});
