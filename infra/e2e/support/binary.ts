import { expect, type APIRequestContext, type Page, type Route } from '@playwright/test';

import { siteUrl } from './site';

/** Shapes of the binary calls as the server answers them (see shared/contracts binary.ts). */
export interface RoundView {
  tradeRoundId: number;
  openAt: number;
  lockAt: number;
  closeAt: number;
  phase: string;
  lockPrice: string | null;
  closePrice: string | null;
  winner: 'B' | 'S' | null;
  status: number;
}

export interface BetView {
  id: number;
  tradeRoundId: number;
  type: 'B' | 'S';
  point: string;
  payout: string;
  status: number;
  won: boolean | null;
}

export interface OptionView {
  id: number;
  type: string;
  payoutRate: string;
  minBet: string;
  betUnit: string;
  currency: string;
}

const api = (path: string) => `${siteUrl()}/api/${path}${path.includes('?') ? '&' : '?'}siteInfoId=1`;

async function data<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  const body = (await response.json()) as { data: T; error?: { message: string } };
  if (!response.ok())
    throw new Error(`${response.url()} answered ${response.status()}: ${body.error?.message}`);
  return body.data;
}

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

export async function optionOfType(request: APIRequestContext, type: string): Promise<OptionView> {
  const options = await data<OptionView[]>(
    await request.get(api('trade/option/list?resultType=LIST&isPlay=1')),
  );
  const option = options.find((candidate) => candidate.type === type);
  if (!option) throw new Error(`no ${type} option`);
  return option;
}

export async function serverNow(request: APIRequestContext): Promise<number> {
  return (await data<{ serverTime: number }>(await request.get(api('server_time_offset')))).serverTime;
}

export async function currentRound(request: APIRequestContext, optionId: number): Promise<RoundView | null> {
  return data<RoundView | null>(await request.get(api(`trade/game/current?tradeOptionId=${optionId}`)));
}

export async function roundById(request: APIRequestContext, roundId: number): Promise<RoundView> {
  return data<RoundView>(await request.get(api(`trade/game/round?tradeRoundId=${roundId}`)));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits for a round of the option that stays open for bets at least `leadMs` longer, by the server clock. */
export async function openRoundWithLead(
  request: APIRequestContext,
  optionId: number,
  leadMs: number,
): Promise<RoundView> {
  for (let tries = 0; tries < 20; tries++) {
    const round = await currentRound(request, optionId);
    const now = await serverNow(request);
    if (round && round.phase === 'OPEN' && now >= round.openAt && round.lockAt - now >= leadMs) return round;
    // Until just after the next round opens.
    await sleep(round ? Math.max(200, round.closeAt - now + 300) : 500);
  }
  throw new Error('no open round');
}

/**
 * As openRoundWithLead, once every page given shows that round open too. A screen learns of a new round by a
 * push, which can come a moment after the server answers for it; a tap on a screen still showing the locked
 * round is refused there ("베팅이 마감된 회차입니다"), as it should be.
 */
export async function openRoundOnScreen(
  request: APIRequestContext,
  optionId: number,
  leadMs: number,
  ...pages: Page[]
): Promise<RoundView> {
  const round = await openRoundWithLead(request, optionId, leadMs);
  await Promise.all(
    pages.map((page) =>
      expect(page.getByRole('status', { name: /^(회차 상태|Round status)$/ })).toHaveText(
        /^(베팅 가능|Open for bets)$/,
      ),
    ),
  );
  return round;
}

/** Waits until the round is locked and not yet closed, by the server clock. */
export async function lockedRound(request: APIRequestContext, optionId: number): Promise<RoundView> {
  for (let tries = 0; tries < 40; tries++) {
    const round = await currentRound(request, optionId);
    const now = await serverNow(request);
    if (round && now >= round.lockAt + 600 && round.closeAt - now >= 3_000) return round;
    await sleep(round && now < round.lockAt ? round.lockAt - now + 700 : 500);
  }
  throw new Error('no locked round');
}

/** Polls the round until the server has finished it (settled, or cancelled and refunded). */
export async function finishedRound(
  request: APIRequestContext,
  roundId: number,
  deadline: number,
): Promise<RoundView> {
  while (Date.now() < deadline) {
    const round = await roundById(request, roundId);
    if (round.phase === 'SETTLED' || round.phase === 'CANCELLED') return round;
    await sleep(500);
  }
  throw new Error(`round ${roundId} did not finish in time`);
}

export async function myBetsOfRound(
  request: APIRequestContext,
  token: string,
  roundId: number,
): Promise<BetView[]> {
  return data<BetView[]>(
    await request.get(api(`trade/history/list?resultType=LIST&tradeRoundId=${roundId}`), {
      headers: auth(token),
    }),
  );
}

export async function binaryBalance(request: APIRequestContext, token: string): Promise<string> {
  const wallet = await data<{ wallet: { BINARY: { point: string } } }>(
    await request.get(api('wallet/my'), { headers: auth(token) }),
  );
  return wallet.wallet.BINARY.point;
}

/** A bet straight to the server, as a client that skipped the screen's checks would send it. */
export async function rawBet(
  request: APIRequestContext,
  token: string,
  bet: { point: string; tradeRoundId: number; type: 'B' | 'S' },
): Promise<{ status: number; message: string | undefined }> {
  const response = await request.post(api('trade/history/betting'), {
    headers: { ...auth(token), 'Idempotency-Key': `e2e-${Date.now()}-${Math.random()}` },
    data: bet,
  });
  const body = (await response.json()) as { error?: { message: string } };
  return { status: response.status(), message: body.error?.message };
}

/** USDT at the ledger's scale (6), for exact arithmetic on balances. */
export const SCALE = 6;

export function toUnits(value: string, scale = SCALE): bigint {
  const [whole = '0', fraction = ''] = value.split('.');
  return BigInt(whole + fraction.padEnd(scale, '0').slice(0, scale));
}

export function fromUnits(units: bigint, scale = SCALE): string {
  const digits = units.toString().padStart(scale + 1, '0');
  const fraction = digits.slice(-scale).replace(/0+$/, '');
  return `${digits.slice(0, -scale)}${fraction ? `.${fraction}` : ''}`;
}

/** What a bet pays back by the rules: stake x rate (toward zero) on a win, the stake on a refund, else 0. */
export function expectedPayout(bet: BetView, round: RoundView, rate: string): bigint {
  const stake = toUnits(bet.point);
  if (round.status === 2 || round.status === 3) return stake;
  if (round.winner !== bet.type) return 0n;
  const [whole = '0', fraction = ''] = rate.split('.');
  const rateUnits = BigInt(whole + fraction.padEnd(4, '0'));
  return (stake * rateUnits) / 10_000n;
}

/** The balance as the screen writes it: thousands commas and the decimals it has. */
export function screenAmount(value: string): string {
  const [whole = '0', fraction] = value.split('.');
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${fraction ? `.${fraction}` : ''}`;
}

/** Catches the bets the screen sends: answered as the server books them, and never booked. */
export async function catchBets(page: Page, optionId: number, stock: string) {
  const sent: Array<{ point: string; tradeRoundId: number; type: string }> = [];
  await page.route('**/api/trade/history/betting*', async (route: Route) => {
    const bet = route.request().postDataJSON() as { point: string; tradeRoundId: number; type: string };
    sent.push(bet);
    await route.fulfill({
      json: {
        status: 200,
        data: {
          id: sent.length,
          tradeRoundId: bet.tradeRoundId,
          tradeOptionId: optionId,
          roundNo: 1,
          stock,
          type: bet.type,
          point: bet.point,
          payout: '0',
          status: 0,
          won: null,
          createdAt: Date.now(),
          currency: 'USDT',
          lockPrice: null,
          closePrice: null,
        },
      },
    });
  });
  return sent;
}
