import type { PartnerSummary } from '@bx/contracts';
import { clientText, problemText, useAction } from '@bx/platform';
import { Button, FieldRow, FormMessage, TextField } from '@bx/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';

import { partnerKeys, verifyPartner } from '../api/verify-partner';

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
  // A partner's link names its code: it is checked at once, and the partner it finds is the form's.
  const linked = useQuery({
    queryKey: partnerKeys.verify(linkedCode ?? ''),
    queryFn: () => verifyPartner(linkedCode!),
    enabled: Boolean(linkedCode),
    staleTime: Infinity,
  });
  useEffect(() => {
    if (linked.data) onPartner(linked.data);
  }, [linked.data, onPartner]);
  const problem = partnerCheck.error ?? (linked.isError ? problemText(linked.error) : null);

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
      {problem ? <FormMessage tone="bad">{problem}</FormMessage> : null}
      {partner ? (
        <FormMessage tone="good">
          {clientText('PARTNER_FOUND')}
          {partner.name}
        </FormMessage>
      ) : null}
    </>
  );
}
