import type { PartnerSummary } from '@bx/contracts';
import { clientText, showAlert, useAction, withLoading } from '@bx/platform';
import { Button, FormMessage } from '@bx/ui';
import { useRef, useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router-dom';

import { useBankList } from '../api/get-bank-list';
import { registerPlayer } from '../api/register-player';

import { ContactStep } from './contact-step';
import { IdentityStep } from './identity-step';
import { PartnerStep } from './partner-step';
import { PayoutStep } from './payout-step';
import {
  EMPTY_REGISTER_FORM,
  registerProblems,
  registerRequest,
  type RegisterField,
  type RegisterForm,
} from './register-form';
import { useLeaveConfirm } from './use-leave-confirm';

/** The sign-up itself runs under the page-wide overlay, so a second tap cannot send it twice. */
const registerUnderOverlay = (request: Parameters<typeof registerPlayer>[0]) =>
  withLoading(() => registerPlayer(request));

/**
 * Sign-up, also reached through a partner's link (/ref/:partnerCode), which ties the player to the partner.
 * The page owns the form and what the server has confirmed; each step draws its fields and runs its checks.
 */
export function RegisterPage() {
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const { partnerCode: linkedCode } = useParams();
  const banks = useBankList();
  const [form, setForm] = useState<RegisterForm>({ ...EMPTY_REGISTER_FORM, partnerCode: linkedCode ?? '' });
  const [problems, setProblems] = useState<ReturnType<typeof registerProblems>>({});
  const [usernameChecked, setUsernameChecked] = useState<string | null>(null);
  const [phoneVerified, setPhoneVerified] = useState<string | null>(null);
  const [partner, setPartner] = useState<PartnerSummary | null>(null);
  const [done, setDone] = useState(false);
  const register = useAction(registerUnderOverlay);

  const clearProblem = (field: RegisterField) => setProblems(({ [field]: _, ...rest }) => rest);
  // An edited field drops its refusal.
  const set = (field: RegisterField) => (value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    clearProblem(field);
  };
  const problemOf = (field: RegisterField) => {
    const problem = problems[field];
    return problem ? <FormMessage tone="bad">{clientText(problem)}</FormMessage> : null;
  };
  const dirty = Object.entries(form).some(
    ([field, value]) => value !== (field === 'partnerCode' ? (linkedCode ?? '') : ''),
  );
  useLeaveConfirm(dirty && !done);

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

  const step = { form, set, problemOf };
  return (
    <form
      ref={formRef}
      onSubmit={onSubmit}
      noValidate
      css={{ display: 'grid', gap: 16, padding: 20, maxWidth: 480, margin: '0 auto' }}
    >
      <IdentityStep
        {...step}
        usernameChecked={usernameChecked}
        onUsernameChecked={(username) => {
          setUsernameChecked(username);
          clearProblem('username');
        }}
      />
      <ContactStep
        {...step}
        phoneVerified={phoneVerified}
        onPhoneVerified={(phone) => {
          setPhoneVerified(phone);
          clearProblem('phone');
        }}
      />
      <PayoutStep {...step} banks={banks} />
      <PartnerStep form={form} set={set} linkedCode={linkedCode} partner={partner} onPartner={setPartner} />
      {register.error ? <FormMessage tone="bad">{register.error}</FormMessage> : null}
      <Button type="submit" disabled={register.pending}>
        {clientText('SIGN_UP')}
      </Button>
    </form>
  );
}
