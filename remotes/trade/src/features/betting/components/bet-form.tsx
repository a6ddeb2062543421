import { formatAmount, multiplyDown, type BetSide, type TradeOption, type TradeRound } from '@bx/contracts';
import { showConfirm, toast, useMe } from '@bx/platform';
import { FormMessage, NumericInput, playSound, tabular } from '@bx/ui';
import { useTheme } from '@emotion/react';
import { useId, useState, type ReactNode } from 'react';

import { SIDE_CODES } from '../../../shared/side-label';
import { TRADE_TOAST } from '../../../shared/toast-options';
import { usePlaceBetMutation } from '../api/place-bet';
import { useConfirmAbove } from '../state/confirm-above';
import { allInRest, stakeConfirmation } from '../utils/confirm-stake';
import { stakeDecimals, stakeText } from '../utils/stake-amount';
import { stakeProblem, unitMessage } from '../utils/validate-stake';

import { ConfirmAboveSelect } from './confirm-above-select';
import { StakeButtons } from './stake-buttons';
import { tradeText } from '../../../shared/trade-text';

const SIDE_SOUNDS = { B: 'long', S: 'short' } as const satisfies Record<BetSide, 'long' | 'short'>;

/**
 * The stake and the two sides. A stake is checked here first (amount, minimum, unit, balance, round still
 * open) so a refusal is immediate; what the server still refuses comes back in an alert titled as dialogs are. Every
 * message sits under the two buttons, so neither a refusal nor a closed market ever moves them.
 */
export function BetForm({
  option,
  round,
  roundOpen,
  balance,
  closedReason,
  balanceAction,
}: {
  option: TradeOption;
  round: TradeRound | null;
  roundOpen: boolean;
  /** The BINARY wallet's point, null until the player's wallet is known. */
  balance: string | null;
  /** Why no bet can be placed at all (the market is closed), or null. */
  closedReason: string | null;
  /** Shown at the end of the balance row: the screen's way to top the wallet up (another feature's). */
  balanceAction?: ReactNode;
}) {
  const theme = useTheme();
  const reasonId = useId();
  const [amount, setAmount] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const placing = usePlaceBetMutation();
  const sending = placing.running?.type ?? null;
  const [confirmAbove, setConfirmAbove] = useConfirmAbove(useMe()?.id ?? 0);
  const decimals = stakeDecimals(option.betUnit);
  // Zero is no stake: the field shows it empty, and the payout line has nothing to promise.
  const stake = amount === null || amount === 0 ? null : stakeText(amount, decimals);
  const money = (value: string) => `${formatAmount(value)} ${option.currency}`;

  const change = (next: number | null) => {
    setAmount(next);
    setProblem(null);
  };

  /** All of the balance, or all of it the bet unit can take, saying which (and what is left out). */
  const allInQuestion = (all: string) => {
    const rest = balance === null ? null : allInRest(all, balance);
    if (balance === null || rest === null) return tradeText('STAKE_CONFIRM_ALL_IN', { amount: money(all) });
    return tradeText('STAKE_CONFIRM_ALL_UNITS', {
      amount: money(all),
      balance: money(balance),
      unit: money(option.betUnit),
      rest: money(rest),
    });
  };

  const bet = async (side: BetSide) => {
    const refused = stakeProblem(stake, option, { balance, roundOpen: roundOpen && round !== null });
    setProblem(refused);
    if (refused !== null || stake === null || round === null) return;
    const confirmation = stakeConfirmation(stake, balance, option.betUnit, confirmAbove);
    if (confirmation !== null) {
      const question =
        confirmation === 'share'
          ? tradeText('STAKE_CONFIRM_SHARE', { amount: money(stake), percent: confirmAbove })
          : allInQuestion(stake);
      if (!(await showConfirm(question, tradeText('DIALOG_TITLE')))) return;
    }
    const placed = await placing.run({ point: stake, tradeRoundId: round.tradeRoundId, type: side });
    if (placed === null) return;
    playSound(SIDE_SOUNDS[side]);
    toast.success(
      tradeText('BET_PLACED', { side: tradeText(SIDE_CODES[side]), amount: money(placed.point) }),
      TRADE_TOAST,
    );
  };

  const sideButton = (side: BetSide) => (
    <button
      type="button"
      disabled={sending !== null || closedReason !== null}
      aria-busy={sending === side}
      aria-describedby={closedReason === null ? undefined : reasonId}
      onClick={() => void bet(side)}
      css={{
        minHeight: 56,
        border: 'none',
        borderRadius: theme.radius,
        // Between rounds the fill dims and the words stay white, readable (a tap then says why it waits).
        background: `${side === 'B' ? theme.color.buyFill : theme.color.sellFill}${roundOpen ? '' : '8c'}`,
        color: '#fff',
        fontSize: 17,
        fontWeight: 800,
        cursor: 'pointer',
        ':disabled': { opacity: 0.5, cursor: 'default' },
      }}
    >
      {sending === side ? tradeText('BET_SENDING') : tradeText(SIDE_CODES[side])}
    </button>
  );

  return (
    <form
      aria-label={tradeText('BET_FORM')}
      onSubmit={(event) => event.preventDefault()}
      css={{ display: 'grid', gap: 8 }}
    >
      <div
        css={{
          display: 'flex',
          alignItems: 'center',
          gap: 8,
          fontSize: 13,
          color: theme.color.textMuted,
        }}
      >
        <span css={{ flex: 1 }}>{tradeText('BET_BALANCE')}</span>
        <strong data-testid="binary-balance" css={{ ...tabular, color: theme.color.text }}>
          {balance === null ? '-' : money(balance)}
        </strong>
        {balanceAction}
      </div>
      <NumericInput
        aria-label={tradeText('BET_AMOUNT')}
        placeholder={tradeText('BET_AMOUNT_HINT', {
          min: `${option.minBet} ${option.currency}`,
          unit: `${option.betUnit} ${option.currency}`,
        })}
        value={amount}
        onChange={change}
        min={0}
        decimals={decimals}
        refusalText={{ decimals: unitMessage(option) }}
        css={tabular}
      />
      <StakeButtons
        amount={amount}
        balance={balance}
        minBet={option.minBet}
        betUnit={option.betUnit}
        onChange={change}
        settings={<ConfirmAboveSelect value={confirmAbove} onChange={setConfirmAbove} />}
      />
      <div css={{ ...tabular, fontSize: 13, color: theme.color.textMuted, textAlign: 'right' }}>
        {tradeText('BET_PAYOUT', {
          amount: stake === null ? '-' : money(multiplyDown(stake, option.payoutRate, 6)),
        })}
      </div>
      <div css={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 8 }}>
        {sideButton('B')}
        {sideButton('S')}
      </div>
      {closedReason !== null ? (
        <p id={reasonId} css={{ margin: 0, fontSize: 14, color: theme.color.textMuted, textAlign: 'center' }}>
          {closedReason}
        </p>
      ) : null}
      {problem !== null ? (
        // Under the buttons, near the fixed footer: brought into view above it, or the tap seems to do nothing.
        <FormMessage tone="bad" reveal>
          {problem}
        </FormMessage>
      ) : null}
    </form>
  );
}
