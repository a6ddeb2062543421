// @vitest-environment jsdom
import type { FuturesCross, FuturesOptionDetail, FuturesOrderRequest } from '@bx/contracts';
import type * as platform from '@bx/platform';
import { queryClient } from '@bx/platform';
import { darkTheme } from '@bx/ui';
import { ThemeProvider } from '@emotion/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { OrderForm } from './order-form';

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

/** BTCUSDT as the server lists it, with the taker fee of this contract (not the spec's 0.04 %). */
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

const server = vi.hoisted(() => ({
  availableBalance: '1000',
  orders: [] as FuturesOrderRequest[],
}));
vi.mock('@bx/platform', async (importOriginal) => ({
  ...(await importOriginal<typeof platform>()),
  useMe: () => ({ id: 7, role: 'PLAYER' }),
  apiRequest: async (method: string, path: string, options: { json?: FuturesOrderRequest } = {}) => {
    if (path === 'copytrade/follower') return null;
    if (path === 'futures/order/qty_per') {
      return {
        futuresOptionId: 1,
        leverage: 10,
        availableBalance: server.availableBalance,
        maxBuyQty: '1',
        maxSellQty: '1',
      };
    }
    if (method === 'post' && path === 'futures/order') {
      server.orders.push(options.json!);
      return { id: 1, requestedQty: null };
    }
    throw new Error(`unexpected ${method} ${path}`);
  },
}));

const cross = (availableBalance: string): FuturesCross => ({
  playerPoint: availableBalance,
  markPnl: '0',
  minusFundingFee: '0',
  availableBalance,
  margin: '0',
});

function renderForm(option: FuturesOptionDetail = BTC) {
  return render(
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={darkTheme}>
        <OrderForm option={option} lastPrice={option.lastPrice} leverage={10} cross={cross('1000')} />
      </ThemeProvider>
    </QueryClientProvider>,
  );
}

const form = () => screen.getByRole('form');
/** The form's fields in their order: the limit price first, then the size. */
const fields = () => within(form()).getAllByRole('textbox') as HTMLInputElement[];
const type = (input: HTMLInputElement, text: string) => fireEvent.change(input, { target: { value: text } });
const figure = (testId: string) => screen.getByTestId(testId).textContent;
/** The side buttons are the ones that say when they are sending; long comes first. */
const longButton = () => form().querySelector<HTMLButtonElement>('button[aria-busy]')!;

beforeEach(() => {
  server.availableBalance = '1000';
  server.orders = [];
  queryClient.clear();
});
afterEach(cleanup);

describe('OrderForm', () => {
  it('starts the limit price at the last price, at the tick', () => {
    renderForm();
    expect(fields()[0]!.value).toBe('50,000.0');
  });

  it("prices the preview with the contract's own fee, exactly as the server holds it", () => {
    renderForm();
    fireEvent.click(screen.getByRole('radio', { name: 'BTC' }));
    type(fields()[1]!, '1');
    // Long: 50,000 x (2 x 0.0005 x 10 + 1 - 0.0005) / 10 = 5,047.50. Short: its margin at last x 1.0015,
    // 50,075 x (0.01 + 1 + 0.0005) / 10 = 5,060.07875, shown to the cent (at 0.04 % it would be 5,055....).
    expect(figure('futures-cost-B')).toBe('5,047.50 USDT');
    expect(figure('futures-cost-S')).toBe('5,060.07 USDT');
    expect(figure('futures-qty-B')).toBe('1.000 BTC');
  });

  it('sends the price and size as typed, digits and all', async () => {
    renderForm();
    type(fields()[0]!, '49999.9');
    type(fields()[1]!, '100.29');
    fireEvent.click(longButton());
    await waitFor(() => expect(server.orders).toHaveLength(1));
    expect(server.orders[0]).toEqual({
      futuresOptionId: 1,
      marketType: 'LIMIT',
      tradeType: 'B',
      amount: '100.29',
      price: '49999.9',
    });
  });

  it('writes 100 % of a large balance to the last cent', async () => {
    server.availableBalance = '10000000000.05';
    renderForm();
    const all = screen.getByRole('button', { name: '100%' }) as HTMLButtonElement;
    await waitFor(() => expect(all.disabled).toBe(false));
    fireEvent.click(all);
    await waitFor(() => expect(fields()[1]!.value).toBe('10,000,000,000.05'));
  });
});
