import type { PartnerSummary } from '@bx/contracts';
import { clientText, useAction } from '@bx/platform';
import { Button, FieldRow, FormMessage, TextField } from '@bx/ui';
import { useEffect } from 'react';

import { verifyPartner } from '../api/verify-partner';

import type { RegisterStepProps } from './register-step';

/**
 * The partner the player signs up under: fixed and verified at once when they came by a partner's link,
 * otherwise a code they may type and verify.
 */
export function PartnerStep({
  form,
  set,
  linkedCode,
  partner,
  onPartner,
}: Pick<RegisterStepProps, 'form' | 'set'> & {
  linkedCode: string | undefined;
  partner: PartnerSummary | null;
  onPartner: (partner: PartnerSummary | null) => void;
}) {
  const partnerCheck = useAction(verifyPartner);
  const { run: runPartnerCheck } = partnerCheck;

  useEffect(() => {
    if (!linkedCode) return;
    void runPartnerCheck(linkedCode).then((found) => found && onPartner(found));
  }, [linkedCode, runPartnerCheck, onPartner]);

  const onVerifyPartner = async () => {
    onPartner(await partnerCheck.run(form.partnerCode));
  };

  return (
    <>
      <FieldRow>
        <TextField
          label={clientText('PARTNER_CODE_LABEL')}
          name="partnerCode"
          value={form.partnerCode}
          readOnly={Boolean(linkedCode)}
          onChange={(event) => {
            onPartner(null);
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
    </>
  );
}
