import type { Bank } from '@bx/contracts';
import { clientText } from '@bx/platform';
import { useTheme } from '@emotion/react';

import { RegisterInput } from './register-input';
import type { RegisterStepProps } from './register-step';

/** The optional payout account: a bank from the server's list, then its number and holder. */
export function PayoutStep({ banks, ...step }: RegisterStepProps & { banks: Bank[] }) {
  const { form, set } = step;
  const theme = useTheme();
  return (
    <>
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
          <RegisterInput
            registration={step}
            field="bankAccount"
            label="BANK_ACCOUNT_LABEL"
            filter="digitsAndDash"
            inputMode="numeric"
            maxLength={30}
          />
          <RegisterInput
            registration={step}
            field="bankHolder"
            label="BANK_HOLDER_LABEL"
            filter="withoutSpecialDigitOrSpace"
            maxLength={30}
          />
        </>
      ) : null}
    </>
  );
}
