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
  DUPLICATE_FIELDS,
  EMPTY_REGISTER_FORM,
  problemsStillShown,
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
  // The fields the last submit refused; each shows its refusal for as long as it is still wrong.
  const [refusedAtSubmit, setRefusedAtSubmit] = useState<ReturnType<typeof registerProblems>>({});
  // The server's refusals of a field (a nick already taken): until that field is edited.
  const [refused, setRefused] = useState<Partial<Record<RegisterField, string>>>({});
  const [usernameChecked, setUsernameChecked] = useState<string | null>(null);
  const [phoneVerified, setPhoneVerified] = useState<string | null>(null);
  const [partner, setPartner] = useState<PartnerSummary | null>(null);
  const [done, setDone] = useState(false);
  const register = useAction(registerUnderOverlay, {
    // A duplicate (username, nick, phone) shows under its field, which is brought into view.
    onRefused: (refusal) => {
      const field = DUPLICATE_FIELDS[refusal.code];
      if (field === undefined) return false;
      setRefused((current) => ({ ...current, [field]: refusal.message }));
      showField(field);
      return true;
    },
  });
  const checks = { usernameChecked, phoneVerified };
  // Checked again at every edit: a refusal goes as soon as its field is right.
  const problems = problemsStillShown(refusedAtSubmit, registerProblems(form, checks));

  const set = (field: RegisterField) => (value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    setRefused(({ [field]: _, ...rest }) => rest);
    register.setError(null);
  };
  const problemOf = (field: RegisterField) => {
    const problem = refused[field] ?? (problems[field] && clientText(problems[field]));
    return problem ? <FormMessage tone="bad">{problem}</FormMessage> : null;
  };
  const dirty = Object.entries(form).some(
    ([field, value]) => value !== (field === 'partnerCode' ? (linkedCode ?? '') : ''),
  );
  useLeaveConfirm(dirty && !done);

  /** Brings a refused field to the middle of the screen, clear of the sticky header, and into focus. */
  const showField = (field: string) => {
    const input = formRef.current?.querySelector<HTMLElement>(`[name="${field}"]`);
    input?.scrollIntoView({ block: 'center' });
    input?.focus({ preventScroll: true });
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = registerProblems(form, checks);
    setRefusedAtSubmit(found);
    const [first] = Object.keys(found);
    if (first) {
      showField(first);
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
      <IdentityStep {...step} usernameChecked={usernameChecked} onUsernameChecked={setUsernameChecked} />
      <ContactStep {...step} phoneVerified={phoneVerified} onPhoneVerified={setPhoneVerified} />
      <PayoutStep {...step} banks={banks} />
      <PartnerStep form={form} set={set} linkedCode={linkedCode} partner={partner} onPartner={setPartner} />
      {register.error ? <FormMessage tone="bad">{register.error}</FormMessage> : null}
      <Button type="submit" disabled={register.pending}>
        {clientText('SIGN_UP')}
      </Button>
    </form>
  );
}
