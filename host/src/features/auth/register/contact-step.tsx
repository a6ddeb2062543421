import type { CertificateSent } from '@bx/contracts';
import { clientText, useAction } from '@bx/platform';
import {
  Button,
  FieldRow,
  FilteredInput,
  FormMessage,
  formatMinutesSeconds,
  formatPhone,
  isWholePhone,
  PhoneInput,
} from '@bx/ui';
import { useState } from 'react';

import { certificatePhone } from '../api/certificate-phone';
import { verifyPhone } from '../api/verify-phone';
import { CodeInput } from '../code-input';
import { useSecondsLeft } from '../use-seconds-left';

import type { RegisterStepProps } from './register-step';

/** A code sent: to which phone, until when it is good, and when another may be asked for. */
interface SentCode {
  to: string;
  expiresAt: number;
  resendAt: number;
}

const sentCode = (to: string, answer: CertificateSent): SentCode => ({
  to,
  expiresAt: Date.now() + answer.expiresIn * 1000,
  resendAt: Date.now() + answer.resendIn * 1000,
});

/**
 * The phone, certified by a code the server texts to it, and the e-mail. A code sent says so, with the time
 * left to enter it; another can be asked for once the server would send one (a minute), the button counting
 * down till then. A refusal goes when what it was about is changed.
 */
export function ContactStep({
  form,
  set,
  problemOf,
  phoneVerified,
  onPhoneVerified,
}: RegisterStepProps & { phoneVerified: string | null; onPhoneVerified: (phone: string) => void }) {
  const [sent, setSent] = useState<SentCode | null>(null);
  const [code, setCode] = useState('');
  const sendCode = useAction(certificatePhone);
  const confirmCode = useAction(verifyPhone);
  const current = sent?.to === form.phone ? sent : null;
  const expiresIn = useSecondsLeft(current?.expiresAt ?? null);
  const resendIn = useSecondsLeft(current?.resendAt ?? null);
  const verified = phoneVerified !== null && phoneVerified === form.phone;

  const onSendCode = async () => {
    const answer = await sendCode.run(formatPhone(form.phone));
    if (answer) {
      setSent(sentCode(form.phone, answer));
      setCode('');
    }
  };

  const onConfirmCode = async () => {
    if (await confirmCode.run(formatPhone(form.phone), code)) onPhoneVerified(form.phone);
  };

  const onPhoneChange = (phone: string) => {
    set('phone')(phone);
    sendCode.setError(null);
    confirmCode.setError(null);
  };

  const onCodeChange = (value: string) => {
    setCode(value);
    confirmCode.setError(null);
  };

  return (
    <>
      <FieldRow>
        <PhoneInput
          label={clientText('PHONE_LABEL')}
          name="phone"
          value={form.phone}
          onChange={onPhoneChange}
        />
        <Button
          variant="plain"
          onClick={onSendCode}
          disabled={sendCode.pending || !isWholePhone(form.phone) || verified || resendIn > 0}
        >
          {resendIn > 0
            ? clientText('RESEND_CODE_IN', { time: formatMinutesSeconds(resendIn) })
            : clientText(current ? 'RESEND_CODE' : 'SEND_CODE')}
        </Button>
      </FieldRow>
      {sendCode.error ? <FormMessage tone="bad">{sendCode.error}</FormMessage> : problemOf('phone')}
      {current && !verified ? (
        <>
          <FormMessage tone={expiresIn > 0 ? 'good' : 'bad'}>
            {expiresIn > 0
              ? clientText('CODE_SENT_EXPIRES', { time: formatMinutesSeconds(expiresIn) })
              : clientText('CODE_EXPIRED')}
          </FormMessage>
          <FieldRow>
            <CodeInput value={code} onChange={onCodeChange} />
            <Button
              variant="plain"
              aria-label={clientText('CONFIRM_CODE')}
              onClick={onConfirmCode}
              disabled={confirmCode.pending || code.length !== 6 || expiresIn === 0}
            >
              {clientText('OK')}
            </Button>
          </FieldRow>
        </>
      ) : null}
      {confirmCode.error ? <FormMessage tone="bad">{confirmCode.error}</FormMessage> : null}
      {verified ? <FormMessage tone="good">{clientText('PHONE_VERIFIED')}</FormMessage> : null}
      <FilteredInput
        label={clientText('EMAIL_LABEL')}
        filter="email"
        name="email"
        type="email"
        value={form.email}
        onChange={set('email')}
      />
    </>
  );
}
