import { clientText, useAction } from '@bx/platform';
import { Button, FieldRow, FilteredInput, FormMessage, formatPhone, PhoneInput } from '@bx/ui';
import { useState } from 'react';

import { certificatePhone } from '../api/certificate-phone';
import { verifyPhone } from '../api/verify-phone';
import { CodeInput } from '../code-input';

import type { RegisterStepProps } from './register-step';

/** The phone, certified by a code the server texts to it, and the e-mail. */
export function ContactStep({
  form,
  set,
  problemOf,
  phoneVerified,
  onPhoneVerified,
}: RegisterStepProps & { phoneVerified: string | null; onPhoneVerified: (phone: string) => void }) {
  const [codeSentTo, setCodeSentTo] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const sendCode = useAction(certificatePhone);
  const confirmCode = useAction(verifyPhone);

  const onSendCode = async () => {
    if (await sendCode.run(formatPhone(form.phone))) setCodeSentTo(form.phone);
  };

  const onConfirmCode = async () => {
    if (await confirmCode.run(formatPhone(form.phone), code)) onPhoneVerified(form.phone);
  };

  return (
    <>
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
          <CodeInput value={code} onChange={setCode} />
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
    </>
  );
}
