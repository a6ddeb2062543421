import {
  ACCOUNT_RULES,
  followsRule,
  type Bank,
  type ClientMessageCode,
  type RegisterPlayerRequest,
} from '@bx/contracts';
import { formatPhone, isWholePhone } from '@bx/ui';

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
  if (!form.phone) problems.phone = 'PHONE_REQUIRED';
  else if (!isWholePhone(form.phone)) problems.phone = 'PHONE_INCOMPLETE';
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

/** The fields the server's duplicate refusals are about, so the refusal shows under the field to change. */
export const DUPLICATE_FIELDS: Readonly<Record<string, RegisterField>> = {
  USERNAME_DUPLICATE: 'username',
  NICK_DUPLICATE: 'nick',
  PHONE_DUPLICATE: 'phone',
};

/**
 * The refusals shown now, of the fields a submit refused: a refusal goes as soon as its field is right (fixing
 * the password also settles its confirmation), and one still wrong says what is wrong now. A field the submit
 * did not refuse is left alone until the next one, so a half-typed field is not refused while it is typed.
 */
export function problemsStillShown(
  shown: Partial<Record<RegisterField, ClientMessageCode>>,
  now: Partial<Record<RegisterField, ClientMessageCode>>,
): Partial<Record<RegisterField, ClientMessageCode>> {
  return Object.fromEntries(
    Object.keys(shown).flatMap((field) => {
      const problem = now[field as RegisterField];
      return problem === undefined ? [] : [[field, problem]];
    }),
  );
}
