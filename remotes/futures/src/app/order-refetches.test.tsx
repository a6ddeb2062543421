// @vitest-environment jsdom
import {
  USER_QUEUES,
  type FuturesCross,
  type FuturesEvent,
  type FuturesOptionDetail,
  type FuturesOrder,
} from '@bx/contracts';
import type * as platform from '@bx/platform';
import { loadSite, queryClient } from '@bx/platform';
import { darkTheme } from '@bx/ui';
import { ThemeProvider } from '@emotion/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { useOrderHistory } from '../features/history/api/get-order-history';
import { OrderForm } from '../features/order/components/order-form';
import { OpenOrderList } from '../features/orders/components/order-lists';
import { useTpslOrders } from '../features/orders/api/get-tpsl-orders';
import { useOpenPositions } from '../features/positions/api/get-open-positions';
import { useFuturesEvents } from '../features/realtime/hooks/use-futures-events';
import { useCross } from '../shared/api/get-cross';
import { futuresText } from '../shared/futures-text';

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

/** The socket: what each queue's subscriber would be handed, so a test can push as the engine does. */
const socket = vi.hoisted(() => ({ handlers: new Map<string, (body: unknown) => void>() }));
vi.mock('@bx/platform', async (importOriginal) => ({
  ...(await importOriginal<typeof platform>()),
  useMe: () => ({ id: 7, role: 'PLAYER' }),
  useSubscription: (destination: string | null, handler: (body: unknown) => void) => {
    if (destination !== null) socket.handlers.set(destination, handler);
  },
}));

const BTC: FuturesOptionDetail = {
  id: 1,
  stock: 'BTCUSDTPERP',
  koName: 'BTC',
  precision: 1,
  lastPrice: '50000.0',
  priceChangePercent: '0',
  tickSize: '0.1',
  stepSize: '0.001',
  qtyPrecision: 3,
  maxLeverage: 125,
  minNotional: '10',
  brackets: [],
  markPrice: '50000.0',
  fundingRate: '0.0001',
  nextFundingTime: 0,
  feeRate: '0.0005',
  isPlay: true,
  isStop: false,
};

const cross = (availableBalance: string): FuturesCross => ({
  playerPoint: availableBalance,
  markPnl: '0',
  minusFundingFee: '0',
  availableBalance,
  margin: '0',
});

const RESTING: FuturesOrder = {
  id: 41,
  futuresOptionId: 1,
  stock: 'BTCUSDTPERP',
  marketType: 'LIMIT',
  tradeType: 'B',
  qty: '0.002',
  price: '49000.0',
  stopPrice: null,
  isMark: true,
  reduceOnly: false,
  isTriggered: false,
  leverage: 10,
  marginType: 'CROSS',
  margin: '9.8',
  status: 'OPEN',
  isActive: true,
  filledPrice: null,
  fee: '0',
  liquidationFee: '0',
  requestedQty: null,
  realizedPnl: null,
  futuresPositionId: null,
  cancelReason: null,
  createdAt: 0,
  filledAt: null,
};

/** What the server answers each call the screen makes; every request the page sends is counted. */
const ANSWERS: Record<string, unknown> = {
  'GET /api/futures/history/open_position': [],
  'GET /api/futures/history/open_order': [],
  'GET /api/futures/history/open_sltp': [],
  'GET /api/futures/history/list': { content: [], page: 1, size: 20, totalElements: 0 },
  'GET /api/futures/cross': cross('1000'),
  'GET /api/futures/order/qty_per': {
    futuresOptionId: 1,
    leverage: 10,
    availableBalance: '1000',
    maxBuyQty: '1',
    maxSellQty: '1',
  },
  'GET /api/copytrade/follower': null,
  'POST /api/futures/order': RESTING,
};
const requests: string[] = [];

beforeAll(async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request | string) => {
      if (input === '/site.json') return Response.json({ siteInfoId: 1, code: 'site1', lang: 'ko' });
      const request = input as Request;
      const call = `${request.method} ${new URL(request.url).pathname}`;
      requests.push(call);
      if (!(call in ANSWERS))
        return Response.json({ status: 404, data: null, error: { code: 'NO', message: call } });
      return Response.json({ status: 200, data: ANSWERS[call] });
    }),
  );
  await loadSite();
});

/** The futures screen's reading of the player's account: its lists, cross data and pushes, and the order form. */
function TradingScreen() {
  useFuturesEvents(true);
  const account = useCross(true);
  useOpenPositions();
  useTpslOrders();
  useOrderHistory();
  return (
    <>
      <OrderForm option={BTC} lastPrice={BTC.lastPrice} leverage={10} cross={account} />
      <OpenOrderList />
    </>
  );
}

const push = (destination: string, body: FuturesEvent | FuturesCross) =>
  act(() => socket.handlers.get(destination)!(body));
const settled = () => waitFor(() => expect(queryClient.isFetching()).toBe(0));

beforeEach(() => {
  queryClient.clear();
  requests.length = 0;
});
afterEach(cleanup);

describe('one futures order', () => {
  it('asks the server nothing again: its pushes write the lists and the balance', async () => {
    render(
      <QueryClientProvider client={queryClient}>
        <ThemeProvider theme={darkTheme}>
          <TradingScreen />
        </ThemeProvider>
      </QueryClientProvider>,
    );
    const form = screen.getByRole('form');
    // The screen's first reading: the lists, the balance, the % chips' qty_per and the player's follow.
    const reads = Object.keys(ANSWERS).filter((call) => call.startsWith('GET'));
    await waitFor(() => expect([...requests].sort()).toEqual(reads.sort()));
    await settled();
    requests.length = 0;

    const [price, size] = within(form).getAllByRole('textbox') as HTMLInputElement[];
    fireEvent.change(price!, { target: { value: '49000' } });
    fireEvent.change(size!, { target: { value: '98' } });
    fireEvent.click(form.querySelector<HTMLButtonElement>('button[aria-busy]')!);
    await waitFor(() => expect(requests).toEqual(['POST /api/futures/order']));
    await waitFor(() => expect(form.querySelector('button[aria-busy="true"]')).toBeNull());
    // The engine's pushes that follow the order: the order resting, the balance it holds.
    await push(USER_QUEUES.futures, { type: 'ORDER_SUCCESS', data: RESTING });
    await push(USER_QUEUES.cross, cross('990.2'));
    await settled();

    expect(requests).toEqual(['POST /api/futures/order']);
    expect(
      within(screen.getByRole('list', { name: futuresText('FUT_OPEN_ORDERS') })).getAllByRole('listitem'),
    ).toHaveLength(1);
    expect(screen.getByTestId('futures-available').textContent).toBe('990.20 USDT');
  });
});
