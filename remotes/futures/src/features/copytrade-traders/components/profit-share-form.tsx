import type { CopyTrader } from '@bx/contracts';
import { toast } from '@bx/platform';
import { Button, FieldRow, NumericInput } from '@bx/ui';
import { useTheme } from '@emotion/react';
import { useState } from 'react';

import { FUTURES_TOAST } from '../../../shared/futures-toast';
import { useSetProfitShareMutation } from '../api/set-profit-share';
import { futuresText } from '../../../shared/futures-text';

/**
 * A TRADER's profit share: a whole percent from 0 to the operators' cap (the field takes nothing above it; the
 * server refuses in its words what it still would), for the follows that begin from now on.
 */
export function ProfitShareForm({ trader }: { trader: CopyTrader }) {
  const theme = useTheme();
  const [percent, setPercent] = useState<number | null>(trader.profitSharePer);
  const saving = useSetProfitShareMutation();
  const save = async () => {
    const saved = await saving.run(percent ?? 0);
    if (saved !== null) {
      toast.success(futuresText('CT_SHARE_SAVED', { percent: saved.profitSharePer }), FUTURES_TOAST);
    }
  };
  return (
    <form
      aria-label={futuresText('CT_SHARE_FORM')}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
      css={{ display: 'grid', gap: 6, minWidth: 0 }}
    >
      <FieldRow>
        <NumericInput
          label={futuresText('CT_SHARE_FORM')}
          value={percent}
          onChange={setPercent}
          min={0}
          max={trader.profitShareCapPer}
        />
        <Button type="submit" busy={saving.pending}>
          {futuresText('CT_SHARE_SAVE')}
        </Button>
      </FieldRow>
      <p css={{ margin: 0, fontSize: 12, lineHeight: 1.5, color: theme.color.textMuted }}>
        {futuresText('CT_SHARE_FORM_HINT', { cap: trader.profitShareCapPer })}
      </p>
    </form>
  );
}
