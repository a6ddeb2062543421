import { toast } from '@bx/platform';
import { Button, FieldRow, FormMessage, TextField } from '@bx/ui';
import { useTheme } from '@emotion/react';
import { useState, type FormEvent } from 'react';

import { adminText } from '../../../shared/admin-text';
import { runConfirmed } from '../../../shared/run-confirmed';
import { useShareCap } from '../api/get-share-cap';
import { useSetShareCap } from '../api/set-share-cap';
import { percentOf } from '../utils/copy-terms';

/**
 * The profit-share caps: the one in force for the site, the site's own (which may be cleared, so the platform's
 * applies) and every site's default (SUPER operators only; the server refuses the others in its words).
 */
export function ShareCapForm() {
  const theme = useTheme();
  const caps = useShareCap().data;
  if (caps === undefined) return null;
  return (
    <div css={{ display: 'grid', gap: 8 }}>
      <p data-testid="ops-copy-cap-now" css={{ margin: 0, fontSize: 13, color: theme.color.text }}>
        {adminText('OPS_CT_CAP_NOW', {
          cap: caps.capPer,
          site: caps.siteCapPer === null ? adminText('OPS_CT_CAP_NONE') : `${caps.siteCapPer}%`,
          platform: caps.platformCapPer,
        })}
      </p>
      {/* Keyed by the cap, so a saved or cleared one shows as it now stands. */}
      <CapField key={`site:${caps.siteCapPer}`} scope="SITE" current={caps.siteCapPer} />
      <CapField key={`platform:${caps.platformCapPer}`} scope="PLATFORM" current={caps.platformCapPer} />
    </div>
  );
}

function CapField({ scope, current }: { scope: 'SITE' | 'PLATFORM'; current: number | null }) {
  const change = useSetShareCap();
  const [text, setText] = useState(current === null ? '' : String(current));
  const [problem, setProblem] = useState<string | null>(null);
  const save = (capPer: number | null) =>
    void runConfirmed(
      null,
      () => change.mutateAsync({ scope, capPer }),
      () => adminText('ADM_SAVED'),
    );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const capPer = percentOf(text);
    setProblem(capPer === null ? adminText('OPS_CT_CAP_INVALID') : null);
    if (capPer === null) return;
    if (capPer === current) return void toast.info(adminText('ADM_NOTHING_CHANGED'));
    save(capPer);
  };
  return (
    <form onSubmit={submit} noValidate css={{ display: 'grid', gap: 6 }}>
      <FieldRow>
        <TextField
          label={adminText(scope === 'SITE' ? 'OPS_CT_CAP_SITE' : 'OPS_CT_CAP_PLATFORM')}
          value={text}
          inputMode="numeric"
          autoComplete="off"
          aria-invalid={problem !== null}
          onChange={(event) => setText(event.target.value)}
        />
        <Button type="submit" variant="plain" busy={change.isPending}>
          {adminText('ADM_SAVE')}
        </Button>
      </FieldRow>
      {scope === 'SITE' && current !== null ? (
        <Button variant="plain" onClick={() => save(null)}>
          {adminText('OPS_CT_CAP_CLEAR')}
        </Button>
      ) : null}
      {problem ? <FormMessage tone="bad">{problem}</FormMessage> : null}
    </form>
  );
}
