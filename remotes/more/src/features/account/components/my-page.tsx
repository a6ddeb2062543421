import type { Me } from '@bx/contracts';
import { queryState, toast } from '@bx/platform';
import { Button, Card, FieldRow, formatPhone, FormMessage, TextField } from '@bx/ui';
import { useTheme } from '@emotion/react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';

import { LoadState } from '../../../shared/list-state';
import { LogoutButton } from '../../../shared/logout-button';
import { Screen } from '../../../shared/screen';
import { useChangeNick } from '../api/change-nick';
import { useProfile } from '../api/get-profile';
import { NICK_LENGTH, nickProblem } from '../utils/nick-check';
import { moreText } from '../../../shared/more-text';

/** My page: who I am on this site, the phone in its mask, and the nickname, which I may change. */
export function MyPage() {
  const profile = useProfile();
  return (
    <Screen>
      <LoadState state={queryState(profile)} error={profile.error}>
        {(me) => (
          <>
            <ProfileCard me={me} />
            <NickForm me={me} />
            <LogoutButton />
          </>
        )}
      </LoadState>
    </Screen>
  );
}

function ProfileCard({ me }: { me: Me }) {
  const theme = useTheme();
  const rows: [string, string][] = [
    [moreText('USERNAME_LABEL'), me.username],
    [moreText('NAME_LABEL'), me.name],
    [moreText('NICK_LABEL'), me.nick || moreText('NOT_SET')],
    [moreText('PHONE_LABEL'), me.phone ? formatPhone(me.phone) : moreText('NOT_SET')],
    [moreText('EMAIL'), me.email || moreText('NOT_SET')],
  ];
  return (
    <Card label={moreText('MYPAGE_PROFILE')}>
      <h2 css={{ margin: 0, fontSize: 16 }}>{moreText('MYPAGE_PROFILE')}</h2>
      <dl css={{ margin: 0, display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', gap: '10px 16px' }}>
        {rows.map(([term, value]) => (
          <div key={term} css={{ display: 'contents' }}>
            <dt css={{ color: theme.color.textMuted, fontSize: 14 }}>{term}</dt>
            <dd css={{ margin: 0, textAlign: 'right', overflowWrap: 'anywhere' }}>{value}</dd>
          </div>
        ))}
      </dl>
      <Link
        to="/more/change_password"
        css={{ color: theme.color.accent, fontSize: 14, justifySelf: 'start' }}
      >
        {moreText('CHANGE_PASSWORD')}
      </Link>
    </Card>
  );
}

function NickForm({ me }: { me: Me }) {
  const change = useChangeNick();
  const [nick, setNick] = useState(me.nick);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const refused = nickProblem(nick, me.nick);
    if (refused) {
      setProblem(moreText(refused));
      return;
    }
    const changed = await change.run(me.id, nick.trim());
    if (changed) {
      setNick(changed.nick);
      setDone(true);
      toast.success(moreText('NICK_CHANGED'));
    }
  };

  const shown = problem ?? change.error;
  return (
    <Card label={moreText('NICK_CHANGE')}>
      <form onSubmit={(event) => void submit(event)} noValidate css={{ display: 'grid', gap: 10 }}>
        <FieldRow>
          <TextField
            label={moreText('NICK_CHANGE')}
            value={nick}
            maxLength={NICK_LENGTH.max}
            onChange={(event) => {
              setNick(event.target.value);
              // The server's refusal too ("already in use"): it was about the nick just edited.
              setProblem(null);
              change.setError(null);
              setDone(false);
            }}
          />
          <Button type="submit" disabled={change.pending}>
            {moreText('CHANGE_SUBMIT')}
          </Button>
        </FieldRow>
        {shown ? <FormMessage tone="bad">{shown}</FormMessage> : null}
        {done ? <FormMessage tone="good">{moreText('NICK_CHANGED')}</FormMessage> : null}
      </form>
    </Card>
  );
}
