import { toast, useMe } from '@bx/platform';
import { Button, FormMessage } from '@bx/ui';
import { useTheme } from '@emotion/react';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';

import { Screen } from '../../../shared/screen';
import { textAreaStyle } from '../../../shared/text-area-style';
import { useCreateContact } from '../api/create-contact';
import { QUESTION_MAX_LENGTH, questionProblem } from '../utils/question-check';
import { moreText } from '../../../shared/more-text';

/** "문의하기": one question to the operators, checked before it goes, then back to my inquiries. */
export function ContactCreate() {
  const theme = useTheme();
  const navigate = useNavigate();
  const playerId = useMe()?.id;
  const create = useCreateContact();
  const [question, setQuestion] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const id = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const refused = questionProblem(question);
    if (refused) {
      setProblem(moreText(refused, { max: QUESTION_MAX_LENGTH }));
      return;
    }
    if (playerId === undefined) return;
    setProblem(null);
    const created = await create.run({ playerId, question: question.trim() });
    if (created) {
      toast.success(moreText('INQUIRY_SENT'));
      navigate('/more/contact', { replace: true });
    }
  };

  const shown = problem ?? create.error;
  return (
    <Screen>
      <form onSubmit={(event) => void submit(event)} noValidate css={{ display: 'grid', gap: 10 }}>
        <label htmlFor={id} css={{ fontSize: 14, color: theme.color.textMuted }}>
          {moreText('INQUIRY_QUESTION')}
        </label>
        <textarea
          id={id}
          value={question}
          rows={10}
          aria-invalid={problem !== null}
          placeholder={moreText('INQUIRY_PLACEHOLDER')}
          onChange={(event) => {
            setQuestion(event.target.value);
            if (problem) setProblem(null);
          }}
          css={{
            ...textAreaStyle(theme, problem !== null),
            padding: 12,
            lineHeight: 1.5,
            resize: 'vertical',
          }}
        />
        <small
          css={{
            justifySelf: 'end',
            color: question.trim().length > QUESTION_MAX_LENGTH ? theme.color.danger : theme.color.textMuted,
          }}
        >
          {moreText('INQUIRY_LENGTH', { count: question.trim().length, max: QUESTION_MAX_LENGTH })}
        </small>
        {shown ? <FormMessage tone="bad">{shown}</FormMessage> : null}
        <Button type="submit" disabled={create.pending}>
          {moreText('INQUIRY_SEND')}
        </Button>
      </form>
    </Screen>
  );
}
