import type { FuturesCross, FuturesOptionDetail, FuturesTradeType } from '@bx/contracts';
import { clientText, problemText, showAlert } from '@bx/platform';
import {
  ChoiceChips,
  FormMessage,
  formatPrice,
  NumericInput,
  playSound,
  SideButtons,
  stockName,
  tabular,
} from '@bx/ui';
import { useTheme } from '@emotion/react';
import { useState, type ReactNode } from 'react';

import { placeOrder } from '../../../shared/api/place-order';
import { Checkbox } from '../../../shared/checkbox';
import { usdtText } from '../../../shared/usdt';
import { useQtyPer } from '../api/get-qty-per';
import { decimalsOf, estimateCost } from '../utils/order-cost';
import {
  buildOrder,
  draftQty,
  EMPTY_DRAFT,
  marketTypeOf,
  referencePrice,
  type OrderDraft,
  type OrderKind,
  type StopType,
} from '../utils/order-draft';
import { percentSize } from '../utils/percent-size';

import { PercentChips } from './percent-chips';
import { SizeUnitSwitch } from './size-unit-switch';

const SIDE_SOUNDS = { B: 'long', S: 'short' } as const satisfies Record<FuturesTradeType, 'long' | 'short'>;

/**
 * The order form: limit, market or stop (stop-limit or stop-market, at the mark or the last price), the size in
 * USDT or in coins with the % chips of order/qty_per, reduce-only, the TP/SL the order sets on its position, the
 * free balance and the estimated cost (the spec's 0.0008 fee factor), then long and short. The form checks
 * what it can first; what the server refuses comes back in an alert; the fill is told by the realtime events.
 * `leverage` is null on the visitor view, whose form is drawn disabled and asks nothing of an account.
 */
export function OrderForm({
  option,
  lastPrice,
  leverage,
  cross,
  footer,
}: {
  option: FuturesOptionDetail;
  lastPrice: string | null;
  leverage: number | null;
  cross: FuturesCross | null;
  footer?: ReactNode;
}) {
  const theme = useTheme();
  const signedIn = leverage !== null;
  const qtyPer = useQtyPer(option.id, leverage);
  // The limit price starts at the last price, the one a player most often adjusts from.
  const [draft, setDraft] = useState<OrderDraft>(() => ({
    ...EMPTY_DRAFT,
    price: lastPrice === null ? null : Number(lastPrice),
  }));
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState<FuturesTradeType | null>(null);
  const coin = stockName(option.stock).replace(/USDT$/, '');
  const last = lastPrice === null ? null : Number(lastPrice);
  const priceDecimals = decimalsOf(option.tickSize);
  const sizeDecimals = draft.unit === 'COIN' ? option.qtyPrecision : 2;
  const type = marketTypeOf(draft);

  const edit = (changes: Partial<OrderDraft>) => {
    setDraft((current) => ({ ...current, ...changes }));
    setProblem(null);
  };
  // A stop's trigger starts at the last price too, when the stop tab is first opened.
  const editKind = (kind: OrderKind) =>
    edit({
      kind,
      price: draft.price ?? (kind === 'MARKET' ? null : last),
      stopPrice: draft.stopPrice ?? last,
    });

  const terms = {
    futuresOptionId: option.id,
    precision: priceDecimals,
    stepSize: option.stepSize,
    minNotional: option.minNotional,
    leverage: leverage ?? 1,
    lastPrice: last,
  };
  const qty = draftQty(draft, terms);
  const reference = referencePrice(draft, last);
  const cost =
    draft.unit === 'USDT'
      ? draft.size
      : qty !== null && reference !== null && leverage !== null
        ? estimateCost(qty, reference, leverage)
        : null;
  const available = cross?.availableBalance ?? qtyPer.data?.availableBalance ?? null;

  const pickPercent = async (percent: number) => {
    const fresh = await qtyPer.refetch();
    if (fresh.data) edit({ size: percentSize(fresh.data, percent, draft.unit, option.stepSize) });
    else void showAlert(problemText(fresh.error));
  };

  const order = async (tradeType: FuturesTradeType) => {
    const checked = buildOrder(draft, tradeType, terms);
    if ('problem' in checked) {
      setProblem(clientText(checked.problem, checked.parts));
      return;
    }
    setSending(tradeType);
    try {
      await placeOrder(checked.request);
      playSound(SIDE_SOUNDS[tradeType]);
    } catch (cause) {
      void showAlert(problemText(cause));
    } finally {
      setSending(null);
    }
  };

  const priceField = (label: string, value: number | null, onChange: (value: number | null) => void) => (
    <NumericInput label={label} value={value} onChange={onChange} decimals={priceDecimals} />
  );
  const line = (label: string, value: string, testId: string) => (
    <div css={{ display: 'flex', justifyContent: 'space-between', gap: 8, fontSize: 13 }}>
      <dt css={{ color: theme.color.textMuted }}>{label}</dt>
      <dd data-testid={testId} css={{ ...tabular, margin: 0, fontWeight: 700, textAlign: 'end' }}>
        {value}
      </dd>
    </div>
  );

  return (
    <form onSubmit={(event) => event.preventDefault()} aria-label={clientText('FUT_ORDER')}>
      {/* The visitor's form is drawn as a player's, disabled: what is there to sign in for. */}
      <fieldset disabled={!signedIn} css={fieldsetStyle}>
        <ChoiceChips
          label={clientText('FUT_ORDER_TYPE')}
          items={[
            { id: 'LIMIT', label: clientText('FUT_LIMIT') },
            { id: 'MARKET', label: clientText('FUT_MARKET_ORDER') },
            { id: 'STOP', label: clientText('FUT_STOP') },
          ]}
          selected={draft.kind}
          onSelect={editKind}
        />
        {draft.kind === 'STOP' ? (
          <>
            <ChoiceChips<StopType>
              label={clientText('FUT_STOP')}
              items={[
                { id: 'STOPLIMIT', label: clientText('FUT_STOP_LIMIT') },
                { id: 'STOPMARKET', label: clientText('FUT_STOP_MARKET') },
              ]}
              selected={draft.stopType}
              onSelect={(stopType) => edit({ stopType })}
            />
            {priceField(clientText('FUT_STOP_PRICE'), draft.stopPrice, (stopPrice) => edit({ stopPrice }))}
            <TriggerChoice isMark={draft.isMark} onChange={(isMark) => edit({ isMark })} />
          </>
        ) : null}
        {type === 'LIMIT' || type === 'STOPLIMIT'
          ? priceField(clientText('FUT_PRICE'), draft.price, (price) => edit({ price }))
          : null}
        <div
          css={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', gap: 8, alignItems: 'start' }}
        >
          <NumericInput
            label={clientText('FUT_SIZE', { unit: draft.unit === 'USDT' ? 'USDT' : coin })}
            value={draft.size}
            onChange={(size) => edit({ size })}
            decimals={sizeDecimals}
          />
          <div css={{ paddingTop: 28 }}>
            <SizeUnitSwitch coin={coin} value={draft.unit} onChange={(unit) => edit({ unit, size: null })} />
          </div>
        </div>
        <PercentChips
          disabled={!signedIn || qtyPer.isFetching}
          onPick={(percent) => void pickPercent(percent)}
        />
        <div css={{ display: 'flex', flexWrap: 'wrap', gap: '0 16px' }}>
          <Checkbox
            label={clientText('FUT_REDUCE_ONLY')}
            checked={draft.reduceOnly}
            onChange={(reduceOnly) => edit({ reduceOnly })}
          />
          <Checkbox
            label={clientText('FUT_WITH_TPSL')}
            checked={draft.withTpsl}
            onChange={(withTpsl) => edit({ withTpsl })}
          />
        </div>
        {draft.withTpsl && !draft.reduceOnly ? (
          <div css={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', gap: 8 }}>
            {priceField(clientText('FUT_TAKE_PROFIT'), draft.takeProfit, (takeProfit) =>
              edit({ takeProfit }),
            )}
            {priceField(clientText('FUT_STOP_LOSS'), draft.stopLoss, (stopLoss) => edit({ stopLoss }))}
          </div>
        ) : null}
        <dl css={{ margin: 0, display: 'grid', gap: 4 }}>
          {line(
            clientText('FUT_AVAILABLE'),
            available === null ? '-' : usdtText(available),
            'futures-available',
          )}
          {line(clientText('FUT_COST'), cost === null ? '-' : usdtText(cost), 'futures-cost')}
          {draft.unit === 'USDT'
            ? line(
                clientText('FUT_QTY_ABOUT'),
                qty === null ? '-' : `${formatPrice(qty, option.qtyPrecision)} ${coin}`,
                'futures-qty-about',
              )
            : null}
        </dl>
        {problem ? <FormMessage tone="bad">{problem}</FormMessage> : null}
        <SideButtons
          labelOf={(tradeType) => clientText(tradeType === 'B' ? 'FUT_BUY_LONG' : 'FUT_SELL_SHORT')}
          sendingLabel={clientText('FUT_SENDING')}
          sending={sending}
          onPress={(tradeType) => void order(tradeType)}
          size="small"
        />
      </fieldset>
      {footer}
    </form>
  );
}

/** Which price watches a stop: the mark price (the default, as liquidations) or the last trade. */
function TriggerChoice({ isMark, onChange }: { isMark: boolean; onChange: (isMark: boolean) => void }) {
  return (
    <ChoiceChips
      label={clientText('FUT_TRIGGER')}
      items={[
        { id: 'mark', label: clientText('FUT_TRIGGER_MARK') },
        { id: 'last', label: clientText('FUT_TRIGGER_LAST') },
      ]}
      selected={isMark ? 'mark' : 'last'}
      onSelect={(id) => onChange(id === 'mark')}
    />
  );
}

/**
 * The form's fields share their rows with a unit switch or with each other: an input must shrink with its column
 * (its intrinsic width would push past a 360 px screen).
 */
const fieldsetStyle = {
  margin: 0,
  padding: 0,
  border: 'none',
  minWidth: 0,
  display: 'grid',
  gap: 8,
  'input:not([type="checkbox"]):not([type="range"])': { width: '100%', minWidth: 0, boxSizing: 'border-box' },
} as const;
