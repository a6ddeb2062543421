import { toast } from '@bx/platform';
import { Button, FieldRow, FormMessage, TextField } from '@bx/ui';
import { useState, type FormEvent } from 'react';

import { runConfirmed } from '../../../shared/run-confirmed';
import { useChangeFuturesOption } from '../api/change-options';
import { leverageProblem } from '../utils/option-terms';
import { adminText } from '../../../shared/admin-text';

/**
 * A contract's leverage cap, 1 to its brackets' highest. Lowering it below a player's leverage lets them only
 * reduce until they lower theirs, so a lower cap is confirmed first.
 */
export function LeverageForm({
  optionId,
  current,
  highest,
}: {
  optionId: number;
  current: number;
  highest: number;
}) {
  const change = useChangeFuturesOption();
  const [text, setText] = useState(String(current));
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const refused = leverageProblem(text, highest);
    setProblem(refused ? adminText(refused, { max: highest }) : null);
    if (refused) return;
    const maxLeverage = Number(text.trim());
    if (maxLeverage === current) return void toast.info(adminText('ADM_NOTHING_CHANGED'));
    void runConfirmed(
      maxLeverage < current
        ? adminText('OPS_LEVERAGE_DOWN_CONFIRM', { from: current, to: maxLeverage })
        : null,
      () => change.mutateAsync({ futuresOptionId: optionId, maxLeverage }),
      () => adminText('ADM_SAVED'),
    );
  };

  return (
    <form onSubmit={submit} noValidate css={{ display: 'grid', gap: 6, paddingTop: 6 }}>
      <FieldRow>
        <TextField
          label={adminText('OPS_MAX_LEVERAGE', { max: highest })}
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
      {problem ? <FormMessage tone="bad">{problem}</FormMessage> : null}
    </form>
  );
}
