import { Button, FormMessage, TextField } from '@bx/ui';
import { useState, type FormEvent } from 'react';

import { runConfirmed } from '../../../shared/run-confirmed';
import { useSendMessage } from '../api/send-message';
import {
  MESSAGE_MAX,
  MESSAGE_TITLE_MAX,
  messageRequest,
  type MessageForm as Form,
  type MessageProblems,
} from '../utils/inquiry-form';

import { TextAreaField } from '../../../shared/text-area-field';
import { adminText } from '../../../shared/admin-text';

const EMPTY: Form = { playerId: '', title: '', content: '' };

/** A message to one player (by their id, as the players' list shows it), confirmed first. */
export function MessageForm() {
  const send = useSendMessage();
  const [form, setForm] = useState<Form>(EMPTY);
  const [problems, setProblems] = useState<MessageProblems>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { request, problems: found } = messageRequest(form);
    setProblems(found);
    if (request === null) return;
    void runConfirmed(
      adminText('OPS_MESSAGE_CONFIRM', { id: request.playerId, title: request.title }),
      () => send.mutateAsync(request),
      () => adminText('OPS_MESSAGE_SENT', { id: request.playerId }),
    ).then((done) => done && setForm(EMPTY));
  };

  const problem = (field: keyof Form) =>
    problems[field] ? <FormMessage tone="bad">{adminText(problems[field])}</FormMessage> : null;

  return (
    <form onSubmit={submit} noValidate css={{ display: 'grid', gap: 12 }}>
      <TextField
        label={adminText('OPS_MESSAGE_PLAYER')}
        value={form.playerId}
        inputMode="numeric"
        autoComplete="off"
        aria-invalid={problems.playerId !== undefined}
        onChange={(event) => setForm({ ...form, playerId: event.target.value })}
      />
      {problem('playerId')}
      <TextField
        label={adminText('OPS_TITLE')}
        value={form.title}
        maxLength={MESSAGE_TITLE_MAX}
        autoComplete="off"
        aria-invalid={problems.title !== undefined}
        onChange={(event) => setForm({ ...form, title: event.target.value })}
      />
      {problem('title')}
      <TextAreaField
        label={adminText('OPS_MESSAGE_CONTENT')}
        value={form.content}
        rows={4}
        maxLength={MESSAGE_MAX}
        invalid={problems.content !== undefined}
        onChange={(event) => setForm({ ...form, content: event.target.value })}
      />
      {problem('content')}
      <Button type="submit" busy={send.isPending}>
        {adminText('OPS_MESSAGE_SEND')}
      </Button>
    </form>
  );
}
