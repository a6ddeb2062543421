import { clientText, showAlert, showConfirm, useAction, withLoading } from '@bx/platform';
import { Button, FieldRow, FilteredInput, FormMessage, formatPhone, PhoneInput, TextField } from '@bx/ui';
import { useTheme } from '@emotion/react';
import { useEffect, useState, type FormEvent } from 'react';
import { useBlocker, useNavigate, useParams } from 'react-router-dom';

import { certificatePhone } from './api/certificate-phone';
import { checkUsername } from './api/check-username';
import { useBankList } from './api/get-bank-list';
import { registerPlayer } from './api/register-player';
import { verifyPartner } from './api/verify-partner';
import { verifyPhone } from './api/verify-phone';

interface Form {
  username: string;
  password: string;
  passwordConfirm: string;
  name: string;
  nick: string;
  phone: string;
  email: string;
  bankCode: string;
  bankAccount: string;
  partnerCode: string;
}

const EMPTY: Form = {
  username: '',
  password: '',
  passwordConfirm: '',
  name: '',
  nick: '',
  phone: '',
  email: '',
  bankCode: '',
  bankAccount: '',
  partnerCode: '',
};

/** What the form checks before sending; the server checks again and has the last word. */
function formProblem(
  form: Form,
  usernameChecked: string | null,
  phoneVerified: string | null,
): string | null {
  if (!/^[a-z0-9_-]{4,20}$/.test(form.username)) return '아이디는 영문 소문자, 숫자, _, - 4~20자입니다.';
  if (usernameChecked !== form.username) return '아이디 중복확인을 해주세요.';
  if (!/^[A-Za-z0-9]{6,20}$/.test(form.password)) return '비밀번호는 영문과 숫자 6~20자입니다.';
  if (form.password !== form.passwordConfirm) return '비밀번호가 일치하지 않습니다.';
  if (!form.name) return '이름을 입력해주세요.';
  if (form.phone.length < 9) return '휴대폰 번호를 입력해주세요.';
  if (phoneVerified !== form.phone) return '휴대폰 인증을 완료해주세요.';
  return null;
}

/** The sign-up itself runs under the page-wide overlay, so a second tap cannot send it twice. */
const registerUnderOverlay = (request: Parameters<typeof registerPlayer>[0]) =>
  withLoading(() => registerPlayer(request));

/** Sign-up, also reached through a partner's link (/ref/:partnerCode), which ties the player to the partner. */
export function RegisterPage() {
  const theme = useTheme();
  const navigate = useNavigate();
  const { partnerCode: linkedCode } = useParams();
  const banks = useBankList();
  const [form, setForm] = useState<Form>({ ...EMPTY, partnerCode: linkedCode ?? '' });
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

  const set = (field: keyof Form) => (value: string) =>
    setForm((current) => ({ ...current, [field]: value }));
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
    if (result.available) setUsernameChecked(form.username);
    else check.setError('이미 사용중인 아이디입니다.');
  };

  const onSendCode = async () => {
    if (await sendCode.run(formatPhone(form.phone))) setCodeSentTo(form.phone);
  };

  const onConfirmCode = async () => {
    if (await confirmCode.run(formatPhone(form.phone), code)) setPhoneVerified(form.phone);
  };

  const onVerifyPartner = async () => {
    setPartner(await partnerCheck.run(form.partnerCode));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = formProblem(form, usernameChecked, phoneVerified);
    if (problem) {
      register.setError(problem);
      return;
    }
    const bank = banks.find((candidate) => candidate.code === form.bankCode);
    const created = await register.run({
      username: form.username,
      password: form.password,
      name: form.name,
      nick: form.nick || undefined,
      phone: formatPhone(form.phone),
      email: form.email || undefined,
      partnerId: partner?.id,
      bankInfo: bank
        ? JSON.stringify({ bank: bank.name, account: form.bankAccount, holder: form.name })
        : undefined,
    });
    if (!created) return;
    setDone(true);
    await showAlert(
      created.status === 'WAIT'
        ? '회원가입이 완료되었습니다. 관리자 승인 후 이용하실 수 있습니다.'
        : '회원가입이 완료되었습니다.',
    );
    navigate('/signin', { replace: true });
  };

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      css={{ display: 'grid', gap: 16, padding: 20, maxWidth: 480, margin: '0 auto' }}
    >
      <FieldRow>
        <FilteredInput
          label="아이디"
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
          중복확인
        </Button>
      </FieldRow>
      {check.error ? <FormMessage tone="bad">{check.error}</FormMessage> : null}
      {usernameChecked && usernameChecked === form.username ? (
        <FormMessage tone="good">사용 가능한 아이디입니다.</FormMessage>
      ) : null}
      <FilteredInput
        label="비밀번호"
        filter="password"
        type="password"
        name="password"
        value={form.password}
        onChange={set('password')}
      />
      <FilteredInput
        label="비밀번호 확인"
        filter="password"
        type="password"
        name="passwordConfirm"
        value={form.passwordConfirm}
        onChange={set('passwordConfirm')}
      />
      <FilteredInput
        label="이름"
        filter="withoutSpecialDigitOrSpace"
        name="name"
        value={form.name}
        onChange={set('name')}
      />
      <FilteredInput
        label="닉네임"
        filter="withoutSpecialOrSpace"
        name="nick"
        value={form.nick}
        onChange={set('nick')}
      />
      <FieldRow>
        <PhoneInput label="휴대폰 번호" name="phone" value={form.phone} onChange={set('phone')} />
        <Button
          variant="plain"
          onClick={onSendCode}
          disabled={sendCode.pending || form.phone.length < 9 || phoneVerified === form.phone}
        >
          인증번호 받기
        </Button>
      </FieldRow>
      {sendCode.error ? <FormMessage tone="bad">{sendCode.error}</FormMessage> : null}
      {codeSentTo === form.phone && phoneVerified !== form.phone ? (
        <FieldRow>
          <FilteredInput
            label="인증번호"
            filter="digits"
            name="code"
            inputMode="numeric"
            value={code}
            onChange={setCode}
          />
          <Button
            variant="plain"
            aria-label="인증번호 확인"
            onClick={onConfirmCode}
            disabled={confirmCode.pending || code.length !== 6}
          >
            확인
          </Button>
        </FieldRow>
      ) : null}
      {confirmCode.error ? <FormMessage tone="bad">{confirmCode.error}</FormMessage> : null}
      {phoneVerified && phoneVerified === form.phone ? (
        <FormMessage tone="good">휴대폰 인증이 완료되었습니다.</FormMessage>
      ) : null}
      <FilteredInput
        label="이메일 (선택)"
        filter="email"
        name="email"
        type="email"
        value={form.email}
        onChange={set('email')}
      />
      <label css={{ display: 'grid', gap: 6, fontSize: 14, color: theme.color.textMuted }}>
        은행
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
          <option value="">선택 안 함</option>
          {banks.map((bank) => (
            <option key={bank.code} value={bank.code}>
              {bank.name}
            </option>
          ))}
        </select>
      </label>
      {form.bankCode ? (
        <FilteredInput
          label="계좌번호"
          filter="digitsAndDash"
          name="bankAccount"
          inputMode="numeric"
          value={form.bankAccount}
          onChange={set('bankAccount')}
        />
      ) : null}
      <FieldRow>
        <TextField
          label="추천인 코드 (선택)"
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
            onClick={onVerifyPartner}
            disabled={!form.partnerCode || partnerCheck.pending}
          >
            확인
          </Button>
        )}
      </FieldRow>
      {partnerCheck.error ? <FormMessage tone="bad">{partnerCheck.error}</FormMessage> : null}
      {partner ? <FormMessage tone="good">추천인: {partner.name}</FormMessage> : null}
      {register.error ? <FormMessage tone="bad">{register.error}</FormMessage> : null}
      <Button type="submit" disabled={register.pending}>
        가입하기
      </Button>
    </form>
  );
}
