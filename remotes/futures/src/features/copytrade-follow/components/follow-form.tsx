import type { CopyTrader } from '@bx/contracts';
import { toast, useFuturesOptionsQuery, useMe } from '@bx/platform';
import { Button, FormMessage, NumericInput, stockName } from '@bx/ui';
import { useTheme } from '@emotion/react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';

import { useCross } from '../../../shared/api/get-cross';
import { useMyFollow } from '../../../shared/api/get-my-follow';
import { Checkbox } from '../../../shared/checkbox';
import { FUTURES_TOAST } from '../../../shared/futures-toast';
import { serverText } from '../../../shared/server-text';
import { Stat, StatGrid } from '../../../shared/stat-grid';
import { usdtText } from '../../../shared/usdt';
import { useFollowTraderMutation } from '../api/follow-trader';
import { useMySettings } from '../api/get-my-settings';
import { checkFollow } from '../utils/follow-checks';
import { offeredPairs, togglePair } from '../utils/follow-pairs';
import { settingLines } from '../utils/setting-lines';
import { futuresText } from '../../../shared/futures-text';

/** The multiplier the form starts at: the trader's own size. */
const DEFAULT_MULTIPLY_PER = 100;

/**
 * Following `trader`: the pairs to copy (every one they trade, to begin with) with the player's own leverage and
 * margin type of each, which the copies fill at and never change; the multiplier in whole percent, the maximum and
 * the one-time limit in USDT of margin, an optional stop-loss in percent of the maximum; the trader's profit share
 * and that the copied pairs take only orders that reduce while following. The server's rules are checked first and
 * refused under the form in its words; what the server still refuses comes in the 알림 alert. Once followed, the
 * player's follows. `hasOpenPosition` is null until the positions have loaded.
 */
export function FollowForm({
  trader,
  hasOpenPosition,
}: {
  trader: CopyTrader;
  hasOpenPosition: boolean | null;
}) {
  const theme = useTheme();
  const navigate = useNavigate();
  const me = useMe();
  const myFollow = useMyFollow(me?.role !== 'TRADER');
  const cross = useCross(true);
  const offered = offeredPairs(useFuturesOptionsQuery().data ?? [], trader.stocks);
  // null: every pair offered, until the player unticks one.
  const [picked, setPicked] = useState<string[] | null>(null);
  const [multiplyPer, setMultiplyPer] = useState<number | null>(DEFAULT_MULTIPLY_PER);
  const [maxBet, setMaxBet] = useState<number | null>(null);
  const [oneMaxBet, setOneMaxBet] = useState<number | null>(null);
  const [stopLossPer, setStopLossPer] = useState<number | null>(null);
  const settings = useMySettings().data;
  const [problem, setProblem] = useState<string | null>(null);
  const following = useFollowTraderMutation();
  const pairs = picked ?? offered.map((option) => option.stock);
  // A refusal stands for what was sent: the next edit takes it away.
  const editing =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      setProblem(null);
      set(value);
    };

  const submit = async () => {
    const checked = checkFollow(
      { pairs, multiplyPer, maxBet, oneMaxBet, stopLossPer },
      {
        trader,
        role: me?.role ?? null,
        following: myFollow.data != null,
        hasOpenPosition,
        balance: cross?.playerPoint ?? null,
      },
    );
    if ('problem' in checked) {
      setProblem(serverText(checked.problem));
      return;
    }
    setProblem(null);
    if ((await following.run(checked.request)) === null) return;
    toast.success(futuresText('CT_FOLLOWED', { trader: trader.name }), FUTURES_TOAST);
    navigate('/copytrade/my');
  };

  const hint = (text: string) => (
    <p css={{ margin: '-4px 0 0', fontSize: 12, lineHeight: 1.5, color: theme.color.textMuted }}>{text}</p>
  );

  return (
    <form
      aria-label={futuresText('CT_TITLE_FOLLOW')}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      css={{
        display: 'grid',
        gap: 12,
        minWidth: 0,
        // Two limits share a row: each field must shrink with its column at 360 px.
        'input:not([type="checkbox"])': { width: '100%', minWidth: 0, boxSizing: 'border-box' },
      }}
    >
      <StatGrid>
        <Stat label={futuresText('CT_MIN_BALANCE')} value={usdtText(trader.minBalance)} />
        <Stat
          label={futuresText('CT_BALANCE')}
          value={cross === null ? '-' : usdtText(cross.playerPoint)}
          testId="copy-follow-balance"
        />
      </StatGrid>
      <fieldset css={{ margin: 0, padding: 0, border: 'none', minWidth: 0 }}>
        <legend css={{ padding: 0, marginBottom: 4, fontSize: 14, color: theme.color.textMuted }}>
          {futuresText('CT_FOLLOW_PAIRS')}
        </legend>
        <Checkbox
          label={futuresText('CT_SELECT_ALL')}
          checked={offered.length > 0 && pairs.length === offered.length}
          onChange={editing((all: boolean) => setPicked(all ? null : []))}
        />
        <div
          css={{
            display: 'grid',
            gridTemplateColumns: 'repeat(auto-fill, minmax(104px, 1fr))',
            gap: '0 8px',
          }}
        >
          {offered.map((option) => (
            <Checkbox
              key={option.id}
              label={stockName(option.stock)}
              checked={pairs.includes(option.stock)}
              onChange={editing((on: boolean) => setPicked(togglePair(pairs, option.stock, on)))}
            />
          ))}
        </div>
      </fieldset>
      <NumericInput
        label={futuresText('CT_MULTIPLY')}
        value={multiplyPer}
        onChange={editing(setMultiplyPer)}
        min={0}
      />
      {hint(futuresText('CT_MULTIPLY_HINT', { percent: multiplyPer ?? 0 }))}
      <div css={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', gap: 8 }}>
        <NumericInput
          label={futuresText('CT_MAX_BET')}
          value={maxBet}
          onChange={editing(setMaxBet)}
          decimals={2}
        />
        <NumericInput
          label={futuresText('CT_ONE_MAX_BET')}
          value={oneMaxBet}
          onChange={editing(setOneMaxBet)}
          decimals={2}
        />
      </div>
      {hint(futuresText('CT_LIMIT_HINT'))}
      <NumericInput
        label={futuresText('CT_STOP_LOSS')}
        value={stopLossPer}
        onChange={editing(setStopLossPer)}
        min={1}
        max={100}
      />
      {hint(
        stopLossPer === null
          ? futuresText('CT_STOP_LOSS_NONE_HINT')
          : futuresText('CT_STOP_LOSS_HINT', { percent: stopLossPer }),
      )}
      <section
        aria-label={futuresText('CT_SETTINGS_TITLE')}
        data-testid="copy-follow-settings"
        css={{ display: 'grid', gap: 4, fontSize: 12, lineHeight: 1.5, color: theme.color.textMuted }}
      >
        <strong css={{ fontSize: 13, color: theme.color.text }}>{futuresText('CT_SETTINGS_TITLE')}</strong>
        <span>{futuresText('CT_SETTINGS_HINT')}</span>
        {settings === undefined ? null : (
          <span data-testid="copy-follow-setting-lines" css={{ color: theme.color.text, fontWeight: 600 }}>
            {settingLines(pairs, settings).join(' · ')}
          </span>
        )}
        <span>{futuresText('CT_REDUCE_ONLY_NOTE')}</span>
        <span data-testid="copy-follow-share">
          {futuresText('CT_PROFIT_SHARE_HINT', { percent: trader.profitSharePer })}
        </span>
      </section>
      {problem ? <FormMessage tone="bad">{problem}</FormMessage> : null}
      <Button type="submit" busy={following.pending}>
        {futuresText('CT_FOLLOW_SUBMIT')}
      </Button>
    </form>
  );
}
