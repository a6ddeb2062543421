import { clientText, showAlert, showConfirm, useAction, withLoading } from '@bx/platform';
import { Button, FieldRow, FilteredInput, FormMessage, formatPhone, PhoneInput, TextField } from '@bx/ui';
import { useTheme } from '@emotion/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useBlocker, useNavigate, useParams } from 'react-router-dom';

import { certificatePhone } from './api/certificate-phone';
import { checkUsername } from './api/check-username';
import { useBankList } from './api/get-bank-list';
import { registerPlayer } from './api/register-player';
import { verifyPartner } from './api/verify-partner';
import { verifyPhone } from './api/verify-phone';
import {
  EMPTY_REGISTER_FORM,
  registerProblems,
  registerRequest,
  type RegisterField,
  type RegisterForm,
} from './register-form';

/** The sign-up itself runs under the page-wide overlay, so a second tap cannot send it twice. */
const registerUnderOverlay = (request: Parameters<typeof registerPlayer>[0]) =>
  withLoading(() => registerPlayer(request));

/** Sign-up, also reached through a partner's link (/ref/:partnerCode), which ties the player to the partner. */
export function RegisterPage() {
  const theme = useTheme();
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const { partnerCode: linkedCode } = useParams();
  const banks = useBankList();
  const [form, setForm] = useState<RegisterForm>({ ...EMPTY_REGISTER_FORM, partnerCode: linkedCode ?? '' });
  const [problems, setProblems] = useState<ReturnType<typeof registerProblems>>({});
  const [usernameChecked, setUsernameChecked] = useState<string | null>(null);
  const [codeSentTo, setCodeSentTo] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [phoneVerified, setPhoneVerified] = useState<string | null>(null);
  const [partner, setPartner] = useState<{ id: number; name: string } | null>(null);
  const [done, setDone] = useState(false);
  const check = useAction(checkUsername);
  const partnerCheck = useAction(verifyPartner);
  const register = useAction(registerUnderOverlay);
  const sendCode = useAction(certificatePhone);
  const confirmCode = useAction(verifyPhone);
  const { run: runPartnerCheck } = partnerCheck;

  // An edited field drops its refusal; an edited username drops the server's "taken" too and needs a new check.
  const set = (field: RegisterField) => (value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    setProblems(({ [field]: _, ...rest }) => rest);
    if (field === 'username') check.setError(null);
  };
  const problemOf = (field: RegisterField) => {
    const problem = problems[field];
    return problem ? <FormMessage tone="bad">{clientText(problem)}</FormMessage> : null;
  };
  const dirty = Object.entries(form).some(
    ([field, value]) => value !== (field === 'partnerCode' ? (linkedCode ?? '') : ''),
  );
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !done && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void showConfirm(clientText('LEAVE_REGISTRATION')).then((leave) =>
      leave ? blocker.proceed() : blocker.reset(),
    );
  }, [blocker]);

  useEffect(() => {
    if (!linkedCode) return;
    void runPartnerCheck(linkedCode).then((found) => found && setPartner(found));
  }, [linkedCode, runPartnerCheck]);

  const onCheckUsername = async () => {
    const result = await check.run(form.username);
    if (!result) return;
    setProblems(({ username: _, ...rest }) => rest);
    if (result.available) setUsernameChecked(form.username);
    else check.setError(clientText('USERNAME_TAKEN'));
  };

  const onSendCode = async () => {
    if (await sendCode.run(formatPhone(form.phone))) setCodeSentTo(form.phone);
  };

  const onConfirmCode = async () => {
    if (!(await confirmCode.run(formatPhone(form.phone), code))) return;
    setPhoneVerified(form.phone);
    setProblems(({ phone: _, ...rest }) => rest);
  };

  const onVerifyPartner = async () => {
    setPartner(await partnerCheck.run(form.partnerCode));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = registerProblems(form, { usernameChecked, phoneVerified });
    setProblems(found);
    const [first] = Object.keys(found);
    if (first) {
      formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    const created = await register.run(registerRequest(form, banks, partner?.id));
    if (!created) return;
    setDone(true);
    await showAlert(clientText(created.status === 'WAIT' ? 'SIGNED_UP_WAITING' : 'SIGNED_UP'));
    navigate('/signin', { replace: true });
  };

  return (
    <form
      ref={formRef}
      onSubmit={onSubmit}
      noValidate
      css={{ display: 'grid', gap: 16, padding: 20, maxWidth: 480, margin: '0 auto' }}
    >
      <FieldRow>
        <FilteredInput
          label={clientText('USERNAME_LABEL')}
          filter="username"
          name="username"
          autoCapitalize="none"
          value={form.username}
          onChange={set('username')}
        />
        <Button
          variant="plain"
          onClick={onCheckUsername}
          disabled={check.pending || form.username.length < 4}
        >
          {clientText('CHECK_USERNAME')}
        </Button>
      </FieldRow>
      {check.error ? <FormMessage tone="bad">{check.error}</FormMessage> : problemOf('username')}
      {usernameChecked && usernameChecked === form.username ? (
        <FormMessage tone="good">{clientText('USERNAME_AVAILABLE')}</FormMessage>
      ) : null}
      <FilteredInput
        label={clientText('PASSWORD_LABEL')}
        filter="password"
        type="password"
        name="password"
        value={form.password}
        onChange={set('password')}
      />
      {problemOf('password')}
      <FilteredInput
        label={clientText('PASSWORD_CONFIRM_LABEL')}
        filter="password"
        type="password"
        name="passwordConfirm"
        value={form.passwordConfirm}
        onChange={set('passwordConfirm')}
      />
      {problemOf('passwordConfirm')}
      <FilteredInput
        label={clientText('NAME_LABEL')}
        filter="withoutSpecialDigitOrSpace"
        name="name"
        value={form.name}
        onChange={set('name')}
      />
      {problemOf('name')}
      <FilteredInput
        label={clientText('NICK_LABEL')}
        filter="withoutSpecialOrSpace"
        name="nick"
        value={form.nick}
        onChange={set('nick')}
      />
      <FieldRow>
        <PhoneInput
          label={clientText('PHONE_LABEL')}
          name="phone"
          value={form.phone}
          onChange={set('phone')}
        />
        <Button
          variant="plain"
          onClick={onSendCode}
          disabled={sendCode.pending || form.phone.length < 9 || phoneVerified === form.phone}
        >
          {clientText('SEND_CODE')}
        </Button>
      </FieldRow>
      {sendCode.error ? <FormMessage tone="bad">{sendCode.error}</FormMessage> : problemOf('phone')}
      {codeSentTo === form.phone && phoneVerified !== form.phone ? (
        <FieldRow>
          <FilteredInput
            label={clientText('CODE_LABEL')}
            filter="digits"
            name="code"
            inputMode="numeric"
            value={code}
            onChange={setCode}
          />
          <Button
            variant="plain"
            aria-label={clientText('CONFIRM_CODE')}
            onClick={onConfirmCode}
            disabled={confirmCode.pending || code.length !== 6}
          >
            {clientText('OK')}
          </Button>
        </FieldRow>
      ) : null}
      {confirmCode.error ? <FormMessage tone="bad">{confirmCode.error}</FormMessage> : null}
      {phoneVerified && phoneVerified === form.phone ? (
        <FormMessage tone="good">{clientText('PHONE_VERIFIED')}</FormMessage>
      ) : null}
      <FilteredInput
        label={clientText('EMAIL_LABEL')}
        filter="email"
        name="email"
        type="email"
        value={form.email}
        onChange={set('email')}
      />
      <label css={{ display: 'grid', gap: 6, fontSize: 14, color: theme.color.textMuted }}>
        {clientText('BANK_LABEL')}
        <select
          name="bank"
          value={form.bankCode}
          onChange={(event) => set('bankCode')(event.target.value)}
          css={{
            height: 48,
            padding: '0 10px',
            borderRadius: theme.radius,
            border: `1px solid ${theme.color.border}`,
            background: theme.color.surface,
            color: theme.color.text,
            fontSize: 16,
          }}
        >
          <option value="">{clientText('NO_BANK')}</option>
          {banks.map((bank) => (
            <option key={bank.code} value={bank.code}>
              {bank.name}
            </option>
          ))}
        </select>
      </label>
      {form.bankCode ? (
        <>
          <FilteredInput
            label={clientText('BANK_ACCOUNT_LABEL')}
            filter="digitsAndDash"
            name="bankAccount"
            inputMode="numeric"
            maxLength={30}
            value={form.bankAccount}
            onChange={set('bankAccount')}
          />
          {problemOf('bankAccount')}
          <FilteredInput
            label={clientText('BANK_HOLDER_LABEL')}
            filter="withoutSpecialDigitOrSpace"
            name="bankHolder"
            maxLength={30}
            value={form.bankHolder}
            onChange={set('bankHolder')}
          />
          {problemOf('bankHolder')}
        </>
      ) : null}
      <FieldRow>
        <TextField
          label={clientText('PARTNER_CODE_LABEL')}
          name="partnerCode"
          value={form.partnerCode}
          readOnly={Boolean(linkedCode)}
          onChange={(event) => {
            setPartner(null);
            set('partnerCode')(event.target.value.trim());
          }}
        />
        {linkedCode ? null : (
          <Button
            variant="plain"
            aria-label={clientText('VERIFY_PARTNER')}
            onClick={onVerifyPartner}
            disabled={!form.partnerCode || partnerCheck.pending}
          >
            {clientText('OK')}
          </Button>
        )}
      </FieldRow>
      {partnerCheck.error ? <FormMessage tone="bad">{partnerCheck.error}</FormMessage> : null}
      {partner ? (
        <FormMessage tone="good">
          {clientText('PARTNER_FOUND')}
          {partner.name}
        </FormMessage>
      ) : null}
      {register.error ? <FormMessage tone="bad">{register.error}</FormMessage> : null}
      <Button type="submit" disabled={register.pending}>
        {clientText('SIGN_UP')}
      </Button>
    </form>
  );
}
