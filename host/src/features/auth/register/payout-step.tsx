import type { Bank } from '@bx/contracts';
import { clientText } from '@bx/platform';
import { FilteredInput } from '@bx/ui';
import { useTheme } from '@emotion/react';

import type { RegisterStepProps } from './register-step';

/** The optional payout account: a bank from the server's list, then its number and holder. */
export function PayoutStep({ form, set, problemOf, banks }: RegisterStepProps & { banks: Bank[] }) {
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
    </>
  );
}
