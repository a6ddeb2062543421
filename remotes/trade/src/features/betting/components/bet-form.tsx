import type { BetSide, TradeOption, TradeRound } from '@bx/contracts';
import { ApiError, clientText, showAlert, toast } from '@bx/platform';
import { FormMessage, NumericInput, playSound } from '@bx/ui';
import { useTheme } from '@emotion/react';
import { useState } from 'react';
import { Link } from 'react-router-dom';

import { multiplyDown } from '../../../shared/decimal';
import { formatMoney } from '../../../shared/format-money';
import { tabular } from '../../../shared/panel';
import { TRADE_TOAST } from '../../../shared/toast-options';
import { usePlaceBet } from '../api/place-bet';
import { addQuick, maxStake, quickAmounts } from '../utils/quick-amounts';
import { stakeProblem } from '../utils/validate-stake';

const SIDES: Record<BetSide, { label: string; sound: 'long' | 'short' }> = {
  B: { label: '상승', sound: 'long' },
  S: { label: '하락', sound: 'short' },
};

/**
 * The stake and the two sides. A stake is checked here first (amount, minimum, unit, balance, round still
 * open) so a refusal is immediate; what the server still refuses comes back in an alert titled 알림.
 */
export function BetForm({
  option,
  round,
  roundOpen,
  balance,
}: {
  option: TradeOption;
  round: TradeRound | null;
  roundOpen: boolean;
  /** The BINARY wallet's point, null until the player's wallet is known. */
  balance: string | null;
}) {
  const theme = useTheme();
  const [amount, setAmount] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState<BetSide | null>(null);
  const send = usePlaceBet();
  const quick = quickAmounts(option.minBet, option.betUnit);
  const stake = amount === null ? null : String(amount);

  const change = (next: number | null) => {
    setAmount(next);
    setProblem(null);
  };

  const bet = async (side: BetSide) => {
    const refused = stakeProblem(stake, option, { balance, roundOpen: roundOpen && round !== null });
    setProblem(refused);
    if (refused !== null || stake === null || round === null) return;
    setSending(side);
    try {
      const placed = await send({ point: stake, tradeRoundId: round.tradeRoundId, type: side });
      playSound(SIDES[side].sound);
      toast.success(
        `${SIDES[side].label} ${formatMoney(placed.point)} ${option.currency} 베팅 완료`,
        TRADE_TOAST,
      );
    } catch (cause) {
      void showAlert(cause instanceof ApiError ? cause.message : clientText('SERVER_UNREACHABLE'));
    } finally {
      setSending(null);
    }
  };

  const chip = {
    minHeight: 36,
    border: `1px solid ${theme.color.border}`,
    borderRadius: theme.radius,
    background: theme.color.surfaceRaised,
    color: theme.color.text,
    fontSize: 13,
    fontWeight: 600,
    cursor: 'pointer',
  } as const;

  const sideButton = (side: BetSide) => (
    <button
      type="button"
      disabled={sending !== null}
      aria-busy={sending === side}
      onClick={() => void bet(side)}
      css={{
        minHeight: 56,
        border: 'none',
        borderRadius: theme.radius,
        background: side === 'B' ? theme.color.buy : theme.color.sell,
        color: '#fff',
        fontSize: 17,
        fontWeight: 800,
        cursor: 'pointer',
        opacity: roundOpen ? 1 : 0.55,
        ':disabled': { opacity: 0.5, cursor: 'default' },
      }}
    >
      {sending === side ? '전송 중' : `${SIDES[side].label} ${side}`}
    </button>
  );

  return (
    <form aria-label="베팅" onSubmit={(event) => event.preventDefault()} css={{ display: 'grid', gap: 10 }}>
      <div
        css={{ display: 'flex', justifyContent: 'space-between', fontSize: 13, color: theme.color.textMuted }}
      >
        <span>BINARY 잔액</span>
        <strong data-testid="binary-balance" css={{ ...tabular, color: theme.color.text }}>
          {balance === null ? '-' : `${formatMoney(balance)} ${option.currency}`}
        </strong>
      </div>
      <NumericInput
        aria-label="투자금액"
        placeholder={`최소 ${option.minBet} ${option.currency}, ${option.betUnit} 단위`}
        value={amount}
        onChange={change}
        min={0}
        css={tabular}
      />
      <div css={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 6 }}>
        {quick.map((item) => (
          <button
            key={item.amount}
            type="button"
            css={chip}
            onClick={() => change(addQuick(amount, item.amount))}
          >
            {item.label}
          </button>
        ))}
        <button type="button" css={chip} onClick={() => change(null)}>
          초기화
        </button>
        <button
          type="button"
          css={chip}
          disabled={balance === null}
          onClick={() => balance !== null && change(maxStake(balance, option.minBet, option.betUnit) || null)}
        >
          최대
        </button>
      </div>
      <div css={{ ...tabular, fontSize: 13, color: theme.color.textMuted, textAlign: 'right' }}>
        {`적중 시 ${stake === null ? '-' : formatMoney(multiplyDown(stake, option.payoutRate, 6))} ${option.currency}`}
      </div>
      {problem !== null ? <FormMessage tone="bad">{problem}</FormMessage> : null}
      <div css={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 8 }}>
        {sideButton('B')}
        {sideButton('S')}
      </div>
    </form>
  );
}

/** What a visitor sees instead of the betting form. */
export function SignInPrompt() {
  const theme = useTheme();
  return (
    <div css={{ display: 'grid', gap: 10, textAlign: 'center' }}>
      <p css={{ margin: 0, color: theme.color.textMuted, fontSize: 14, lineHeight: 1.5 }}>
        로그인하면 이 회차에 상승·하락을 걸 수 있습니다.
      </p>
      <Link
        to="/signin"
        css={{
          display: 'grid',
          placeItems: 'center',
          minHeight: 48,
          borderRadius: theme.radius,
          background: theme.color.accent,
          color: '#111',
          fontWeight: 700,
          fontSize: 16,
          textDecoration: 'none',
        }}
      >
        로그인하고 거래하기
      </Link>
    </div>
  );
}
