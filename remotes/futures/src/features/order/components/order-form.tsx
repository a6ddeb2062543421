import {
  compareDecimal,
  type DecimalString,
  type FuturesCross,
  type FuturesOptionDetail,
  type FuturesOrder,
  type FuturesTradeType,
} from '@bx/contracts';
import { problemText, showAlert, toast, useMe } from '@bx/platform';
import {
  ChoiceChips,
  DecimalInput,
  FormMessage,
  formatPrice,
  playSound,
  SideButtons,
  stockName,
  tabular,
} from '@bx/ui';
import { useTheme } from '@emotion/react';
import { useState, type ReactNode } from 'react';

import { useMyFollow } from '../../../shared/api/get-my-follow';
import { usePlaceOrderMutation } from '../../../shared/api/place-order';
import { Checkbox } from '../../../shared/checkbox';
import { FUTURES_TOAST } from '../../../shared/futures-toast';
import { sideLabel } from '../../../shared/side-label';
import { Stat, StatGrid } from '../../../shared/stat-grid';
import { usdtText } from '../../../shared/usdt';
import { useQtyPer } from '../api/get-qty-per';
import { isCopiedPair } from '../utils/copy-lock';
import { decimalsOf } from '../utils/order-cost';
import {
  buildOrder,
  draftCost,
  draftQty,
  EMPTY_DRAFT,
  marketTypeOf,
  type OrderDraft,
  type OrderKind,
  type OrderTerms,
  type StopType,
} from '../utils/order-draft';
import { percentSize } from '../utils/percent-size';

import { PercentChips } from './percent-chips';
import { SizeUnitSwitch } from './size-unit-switch';
import { futuresText } from '../../../shared/futures-text';

const SIDE_SOUNDS = { B: 'long', S: 'short' } as const satisfies Record<FuturesTradeType, 'long' | 'short'>;

/**
 * The order form: limit, market or stop (stop-limit or stop-market, at the mark or the last price), the size in
 * USDT or in coins with the % chips of order/qty_per, reduce-only, the TP/SL the order sets on its position, the
 * free balance and, for each side, what the order costs and opens as the server computes it (@bx/contracts
 * futuresOrderCost at the pushed mark price), then long and short. The form checks what it can first; what the
 * server refuses comes back in an alert; the fill is told by the realtime events, a reduce-only order the server
 * cut to the position's size here. A copied pair (while following) is reduce-only, ticked and locked with a
 * note; a TRADER, who may set no TP/SL (spec section 6), is not offered it. `leverage` is null on the visitor
 * view, whose form is drawn disabled and asks nothing of an account.
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
  const isTrader = useMe()?.role === 'TRADER';
  const copied = isCopiedPair(useMyFollow(signedIn && !isTrader).data, option.stock);
  const qtyPer = useQtyPer(option.id, leverage);
  // The limit price starts at the last price, the one a player most often adjusts from.
  const [draft, setDraft] = useState<OrderDraft>(() => ({ ...EMPTY_DRAFT, price: lastPrice }));
  const [problem, setProblem] = useState<string | null>(null);
  const placing = usePlaceOrderMutation();
  const coin = stockName(option.stock).replace(/USDT$/, '');
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
      price: draft.price ?? (kind === 'MARKET' ? null : lastPrice),
      stopPrice: draft.stopPrice ?? lastPrice,
    });

  const terms: OrderTerms = {
    futuresOptionId: option.id,
    precision: priceDecimals,
    qtyPrecision: option.qtyPrecision,
    stepSize: option.stepSize,
    feeRate: option.feeRate,
    minNotional: option.minNotional,
    leverage: leverage ?? 1,
    lastPrice,
    markPrice: compareDecimal(option.markPrice, '0') > 0 ? option.markPrice : null,
  };
  // What is sent: a copied pair only reduces; a trader sets no TP/SL.
  const sent: OrderDraft = {
    ...draft,
    reduceOnly: draft.reduceOnly || copied,
    withTpsl: draft.withTpsl && !isTrader,
  };
  const available = cross?.availableBalance ?? qtyPer.data?.availableBalance ?? null;

  const pickPercent = async (percent: number) => {
    const fresh = await qtyPer.refetch();
    if (fresh.data) edit({ size: percentSize(fresh.data, percent, draft.unit, option.stepSize) });
    else void showAlert(problemText(fresh.error));
  };

  const order = async (tradeType: FuturesTradeType) => {
    const checked = buildOrder(sent, tradeType, terms);
    if ('problem' in checked) {
      setProblem(futuresText(checked.problem, checked.parts));
      return;
    }
    const placed = await placing.run(checked.request);
    if (placed === null) return;
    tellCut(placed, coin);
    playSound(SIDE_SOUNDS[tradeType]);
  };

  const priceField = (
    label: string,
    value: DecimalString | null,
    onChange: (value: DecimalString | null) => void,
  ) => <DecimalInput label={label} value={value} onChange={onChange} decimals={priceDecimals} padDecimals />;
  const line = (label: string, value: string, testId: string) => (
    <div css={{ display: 'flex', justifyContent: 'space-between', gap: 8, fontSize: 13 }}>
      <dt css={{ color: theme.color.textMuted }}>{label}</dt>
      <dd data-testid={testId} css={{ ...tabular, margin: 0, fontWeight: 700, textAlign: 'end' }}>
        {value}
      </dd>
    </div>
  );

  return (
    <form onSubmit={(event) => event.preventDefault()} aria-label={futuresText('FUT_ORDER')}>
      {/* The visitor's form is drawn as a player's, disabled: what is there to sign in for. */}
      <fieldset disabled={!signedIn} css={fieldsetStyle}>
        <ChoiceChips
          label={futuresText('FUT_ORDER_TYPE')}
          items={[
            { id: 'LIMIT', label: futuresText('FUT_LIMIT') },
            { id: 'MARKET', label: futuresText('FUT_MARKET_ORDER') },
            { id: 'STOP', label: futuresText('FUT_STOP') },
          ]}
          selected={draft.kind}
          onSelect={editKind}
        />
        {draft.kind === 'STOP' ? (
          <>
            <ChoiceChips<StopType>
              label={futuresText('FUT_STOP')}
              items={[
                { id: 'STOPLIMIT', label: futuresText('FUT_STOP_LIMIT') },
                { id: 'STOPMARKET', label: futuresText('FUT_STOP_MARKET') },
              ]}
              selected={draft.stopType}
              onSelect={(stopType) => edit({ stopType })}
            />
            {priceField(futuresText('FUT_STOP_PRICE'), draft.stopPrice, (stopPrice) => edit({ stopPrice }))}
            <TriggerChoice isMark={draft.isMark} onChange={(isMark) => edit({ isMark })} />
          </>
        ) : null}
        {type === 'LIMIT' || type === 'STOPLIMIT'
          ? priceField(futuresText('FUT_PRICE'), draft.price, (price) => edit({ price }))
          : null}
        <div
          css={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', gap: 8, alignItems: 'start' }}
        >
          <DecimalInput
            label={futuresText('FUT_SIZE', { unit: draft.unit === 'USDT' ? 'USDT' : coin })}
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
            label={futuresText('FUT_REDUCE_ONLY')}
            checked={sent.reduceOnly}
            disabled={copied}
            onChange={(reduceOnly) => edit({ reduceOnly })}
          />
          {isTrader ? null : (
            <Checkbox
              label={futuresText('FUT_WITH_TPSL')}
              checked={draft.withTpsl}
              onChange={(withTpsl) => edit({ withTpsl })}
            />
          )}
        </div>
        {copied ? (
          <p data-testid="futures-copy-note" css={{ margin: 0, fontSize: 12, color: theme.color.textMuted }}>
            {futuresText('FUT_COPY_REDUCE_ONLY')}
          </p>
        ) : null}
        {sent.withTpsl && !sent.reduceOnly ? (
          <div css={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', gap: 8 }}>
            {priceField(futuresText('FUT_TAKE_PROFIT'), draft.takeProfit, (takeProfit) =>
              edit({ takeProfit }),
            )}
            {priceField(futuresText('FUT_STOP_LOSS'), draft.stopLoss, (stopLoss) => edit({ stopLoss }))}
          </div>
        ) : null}
        <dl css={{ margin: 0, display: 'grid', gap: 4 }}>
          {line(
            futuresText('FUT_AVAILABLE'),
            available === null ? '-' : usdtText(available),
            'futures-available',
          )}
        </dl>
        {/* Each side's cost and size over its button: a short's margin is priced higher (docs/futures.md). */}
        <StatGrid>
          {(['cost', 'qty'] as const).flatMap((what) =>
            (['B', 'S'] as const).map((tradeType) => {
              const side = sideLabel(tradeType);
              if (what === 'cost') {
                const cost = leverage === null ? null : draftCost(sent, terms, tradeType);
                return (
                  <Stat
                    key={`${what}-${tradeType}`}
                    label={futuresText('FUT_COST_OF', { side })}
                    value={cost === null ? '-' : usdtText(cost)}
                    testId={`futures-cost-${tradeType}`}
                  />
                );
              }
              const qty = draftQty(sent, terms, tradeType);
              return (
                <Stat
                  key={`${what}-${tradeType}`}
                  label={futuresText('FUT_QTY_OF', { side })}
                  value={qty === null ? '-' : `${formatPrice(qty, option.qtyPrecision)} ${coin}`}
                  testId={`futures-qty-${tradeType}`}
                />
              );
            }),
          )}
        </StatGrid>
        {problem ? <FormMessage tone="bad">{problem}</FormMessage> : null}
        <SideButtons
          labelOf={(tradeType) => futuresText(tradeType === 'B' ? 'FUT_BUY_LONG' : 'FUT_SELL_SHORT')}
          sendingLabel={futuresText('FUT_SENDING')}
          sending={placing.running?.tradeType ?? null}
          onPress={(tradeType) => void order(tradeType)}
          size="small"
        />
      </fieldset>
      {footer}
    </form>
  );
}

/** A reduce-only order the server cut to the position's size (it says so in `requestedQty`), told as it happened. */
function tellCut(order: FuturesOrder, coin: string): void {
  if (order.requestedQty === null) return;
  toast.info(
    futuresText('FUT_REDUCE_CUT', { asked: `${order.requestedQty} ${coin}`, qty: `${order.qty} ${coin}` }),
    FUTURES_TOAST,
  );
}

/** Which price watches a stop: the mark price (the default, as liquidations) or the last trade. */
function TriggerChoice({ isMark, onChange }: { isMark: boolean; onChange: (isMark: boolean) => void }) {
  return (
    <ChoiceChips
      label={futuresText('FUT_TRIGGER')}
      items={[
        { id: 'mark', label: futuresText('FUT_TRIGGER_MARK') },
        { id: 'last', label: futuresText('FUT_TRIGGER_LAST') },
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
