import { expect, type APIRequestContext } from '@playwright/test';

import { reusedLogin } from './api';
import {
  currentRound,
  finishedRound,
  openRoundWithLead,
  optionOfType,
  rawBet,
  type RoundView,
} from './binary';
import { siteUrl } from './site';
import { own } from './players';

/**
 * A player partner1 referred bets the least on both sides of one 30-second round, so that whatever the round
 * ends on the house wins from them (one stake lost, the other paid less than twice): the result a partner
 * shares. Resolves once the server has settled the round.
 */
export async function referredPlayerLosesARound(
  request: APIRequestContext,
  username = own.ref1,
): Promise<RoundView> {
  const option = await optionOfType(request, 'R.5');
  const player = await reusedLogin(request, username);
  // A server just started may not have run the option's first round yet.
  await expect
    .poll(() => currentRound(request, option.id), {
      message: `option ${option.id} runs a round`,
      timeout: 60_000,
    })
    .not.toBeNull();
  const round = await openRoundWithLead(request, option.id, 4_000);
  for (const type of ['B', 'S'] as const) {
    const bet = await rawBet(request, player.token, {
      point: option.minBet,
      tradeRoundId: round.tradeRoundId,
      type,
    });
    if (bet.status !== 200)
      throw new Error(`${username}'s ${type} bet answered ${bet.status}: ${bet.message}`);
  }
  return finishedRound(request, round.tradeRoundId, Date.now() + 60_000);
}

/** The operator books the partners' shares at once (POST /api/admin/partner_profit/run), as the minute job does. */
export async function runPartnerShares(request: APIRequestContext): Promise<{ paid: number }> {
  const admin = await reusedLogin(request, 'admin');
  const response = await request.post(`${siteUrl()}/api/admin/partner_profit/run?siteInfoId=1`, {
    headers: { Authorization: `Bearer ${admin.token}` },
  });
  if (!response.ok())
    throw new Error(`admin/partner_profit/run answered ${response.status()}: ${await response.text()}`);
  return ((await response.json()) as { data: { paid: number } }).data;
}
