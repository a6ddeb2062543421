import {
  ACCOUNT_RULES,
  followsRule,
  type Bank,
  type ClientMessageCode,
  type RegisterPlayerRequest,
} from '@bx/contracts';
import { formatPhone } from '@bx/ui';

export interface RegisterForm {
  username: string;
  password: string;
  passwordConfirm: string;
  name: string;
  nick: string;
  phone: string;
  email: string;
  bankCode: string;
  bankAccount: string;
  bankHolder: string;
  partnerCode: string;
}

export type RegisterField = keyof RegisterForm;

export const EMPTY_REGISTER_FORM: RegisterForm = {
  username: '',
  password: '',
  passwordConfirm: '',
  name: '',
  nick: '',
  phone: '',
  email: '',
  bankCode: '',
  bankAccount: '',
  bankHolder: '',
  partnerCode: '',
};

/** What sign-up has confirmed with the server so far: the username found free, the phone certified. */
export interface RegisterChecks {
  usernameChecked: string | null;
  phoneVerified: string | null;
}

/** Every field's problem at once, in the order the fields appear, so the first one can take the focus. */
export function registerProblems(
  form: RegisterForm,
  checks: RegisterChecks,
): Partial<Record<RegisterField, ClientMessageCode>> {
  const problems: Partial<Record<RegisterField, ClientMessageCode>> = {};
  if (!followsRule(ACCOUNT_RULES.username, form.username)) problems.username = 'USERNAME_RULE';
  else if (checks.usernameChecked !== form.username) problems.username = 'USERNAME_UNCHECKED';
  if (!followsRule(ACCOUNT_RULES.password, form.password)) problems.password = 'PASSWORD_RULE';
  if (form.password !== form.passwordConfirm) problems.passwordConfirm = 'PASSWORD_MISMATCH';
  if (!form.name) problems.name = 'NAME_REQUIRED';
  if (form.phone.length < 9) problems.phone = 'PHONE_REQUIRED';
  else if (checks.phoneVerified !== form.phone) problems.phone = 'PHONE_UNVERIFIED';
  if (form.bankCode) {
    if (!followsRule(ACCOUNT_RULES.bankAccount, form.bankAccount)) problems.bankAccount = 'BANK_ACCOUNT_RULE';
    if (!followsRule(ACCOUNT_RULES.bankHolder, form.bankHolder)) problems.bankHolder = 'BANK_HOLDER_RULE';
  }
  return problems;
}

/** The sign-up call's body; the bank account goes as the server stores it (bank name, number, holder). */
export function registerRequest(
  form: RegisterForm,
  banks: Bank[],
  partnerId: number | undefined,
): Omit<RegisterPlayerRequest, 'siteInfoId'> {
  const bank = banks.find((candidate) => candidate.code === form.bankCode);
  return {
    username: form.username,
    password: form.password,
    name: form.name,
    nick: form.nick || undefined,
    phone: formatPhone(form.phone),
    email: form.email || undefined,
    partnerId,
    bankInfo: bank ? { bank: bank.name, account: form.bankAccount, holder: form.bankHolder } : undefined,
  };
}
