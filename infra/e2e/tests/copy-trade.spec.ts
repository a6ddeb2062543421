import type { CopyTrader, FuturesOption } from '@bx/contracts';

import { apiLogin, readAllMessages } from '../support/api';
import { accountApi, recordsAfter } from '../support/copytrade';
import { shootPhones } from '../support/screens';
import { signIn } from '../support/sign-in';
import { siteUrl } from '../support/site';
import { expect, test } from '../support/test';
import { own } from '../support/players';

test('demo2 follows trader1 at 50 % through the screens and mirrors their BTC long, open to close, while demo3, short of balance, is told its copy was skipped', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(60_000);
  // trader1 leads from a context of its own; demo3 follows from a third one. Nothing unread for demo2, or the host's
  // alert about it would cover the screens; demo3's seeded unread message stays unread (unread-alert.spec.ts needs
  // it): its alert is dismissed below.
  const traderContext = await browser.newContext();
  const demo3Context = await browser.newContext();
  const demo3Page = await demo3Context.newPage();
  const [options, traderLogin, demo2Login, demo3Login] = await Promise.all([
    request.get(`${siteUrl()}/api/futures/option/list?siteInfoId=1&resultType=LIST&isPlay=1`),
    apiLogin(request, own.trader1),
    apiLogin(request, own.demo2),
    apiLogin(request, own.demo3),
    readAllMessages(request, own.demo2),
  ]);
  const btc = ((await options.json()) as { data: FuturesOption[] }).data.find(
    (option) => option.stock === 'BTCUSDTPERP',
  )!;
  const trader = accountApi(traderContext.request, traderLogin.token);
  const demo2 = accountApi(page.request, demo2Login.token);
  const demo3 = accountApi(demo3Context.request, demo3Login.token);
  const profile = await trader.call<CopyTrader>('copytrade/trader');

  // Both followers sign in meanwhile: a visitor who asks for a copy trading screen lands on it once signed in.
  const signedIn = Promise.all(
    [
      { screen: page, username: own.demo2, path: '/copytrade' },
      { screen: demo3Page, username: own.demo3, path: '/copytrade/history' },
    ].map(async ({ screen, username, path }) => {
      await screen.goto(path);
      await expect(screen).toHaveURL(/\/signin$/);
      await signIn(screen, username);
      await expect(screen).toHaveURL(new RegExp(`${path}$`));
      if (username !== own.demo3) return;
      // demo3's unread message is announced once; "확인" leads to the inquiries, and back to the records.
      const alert = screen.getByRole('alertdialog');
      await expect(alert).toContainText('읽지 않은 메시지가 존재합니다.');
      await alert.getByRole('button', { name: '확인' }).click();
      await expect(screen).toHaveURL(/\/more\/contact$/);
      await screen.goto(path);
    }),
  );
  await Promise.all([trader.settle(), demo2.settle(), demo3.settle()]);
  let moved: string | null = null;

  try {
    // demo3 follows over the API, then moves its FUTURES balance to USDT, all but 1 USDT: its copies cannot open.
    await demo3.call('copytrade/follower/follow', {
      traderId: profile.id,
      followStock: ['BTCUSDTPERP'],
      multiplyPer: 50,
      maxBet: '1000',
      oneMaxBet: '500',
    });
    const demo3Balance = Number(await demo3.futuresBalance());
    moved = (demo3Balance - 1).toFixed(2);
    await demo3.convert('FUTURES', 'USDT', moved);

    // demo2: the ranking, trader1's page, the follow form; meanwhile its futures screen opens in a second tab.
    await signedIn;
    const futuresTab = await page.context().newPage();
    const futuresTabReady = (async () => {
      await futuresTab.goto('/future/BTCUSDT');
      await expect(futuresTab.getByText('보유 포지션이 없습니다.')).toBeVisible();
    })();
    const card = page.getByTestId('copy-trader').filter({ hasText: profile.name });
    await expect(card.getByTestId('copy-trader-roi')).toHaveText(/%$/);
    await card.click();
    await expect(page.getByTestId('copy-trader-profile')).toContainText(profile.name);
    await page.getByRole('button', { name: '팔로우', exact: true }).click();

    const form = page.getByRole('form', { name: '팔로우 설정' });
    await expect(form.getByRole('checkbox', { name: 'BTCUSDT', exact: true })).toBeChecked();
    await form.getByLabel('팔로우 배율 (%)').fill('50');
    // The limits the wrong way round are refused before anything is sent, in the server's words.
    await form.getByLabel('최대 한도 (USDT)').fill('100');
    await form.getByLabel('1회 한도 (USDT)').fill('500');
    await form.getByRole('button', { name: '팔로우 시작' }).click();
    await expect(form.getByRole('alert')).toHaveText('최대 한도는 1회 한도보다 커야 합니다.');
    await form.getByLabel('최대 한도 (USDT)').fill('1000');
    await form.getByRole('button', { name: '팔로우 시작' }).click();

    // Following: the player's follows show trader1 with nothing used yet.
    await expect(page).toHaveURL(/\/copytrade\/my$/);
    const follow = page.getByTestId('copy-current-follow');
    await expect(follow).toContainText(profile.name);
    await expect(follow.getByTestId('copy-follow-used')).toHaveText('0.00 / 1,000.00 USDT');

    // The copy records, by the footer's copy tab and the ranking's link.
    await page.getByRole('navigation', { name: '주요 메뉴' }).getByRole('link', { name: '카피' }).click();
    await page.getByRole('link', { name: '카피 내역', exact: true }).click();
    await expect(page).toHaveURL(/\/copytrade\/history$/);
    const [before2, before3] = await Promise.all([
      demo2.newestRecordId(),
      demo3.newestRecordId(),
      futuresTabReady,
    ]);

    // trader1 opens a BTC long at market.
    await trader.call('futures/order', {
      futuresOptionId: btc.id,
      marketType: 'MARKET',
      tradeType: 'B',
      amount: '300',
    });

    // demo2's copy fills: told, recorded, and its position may be closed from the record.
    await expect(page.getByText(/^카피 주문 체결 · BTCUSDT 0\.\d+$/)).toBeVisible();
    const opened = recordsAfter(page, before2);
    await expect(opened).toHaveCount(1);
    await expect(opened).toHaveAttribute('data-kind', 'OPEN');
    await expect(opened).toHaveAttribute('data-status', 'FILLED');
    await expect(opened.getByRole('button', { name: '시장가 청산' })).toBeVisible();
    await shootPhones(page, 'copytrade-history-open');

    // demo3's is skipped, for its balance, in the server's words.
    const skipped = recordsAfter(demo3Page, before3);
    await expect(skipped).toHaveCount(1);
    await expect(skipped).toHaveAttribute('data-status', 'SKIPPED');
    await expect(skipped.getByTestId('copy-record-reason')).not.toBeEmpty();
    await shootPhones(demo3Page, 'copytrade-history-skipped');

    // The mirrored long is on demo2's futures screen too, and goes when trader1 closes theirs.
    const position = futuresTab.getByTestId('futures-position');
    await expect(position).toHaveCount(1);
    await expect(position).toContainText('롱');
    const [led] = await trader.positions();
    await trader.call('futures/order', {
      futuresOptionId: btc.id,
      marketType: 'MARKET',
      tradeType: 'S',
      futuresPositionId: led!.id,
    });
    await expect(futuresTab.getByText(/^카피 청산 체결 · BTCUSDT 0\.\d+$/)).toBeVisible();
    await expect(position).toHaveCount(0);

    // The records: the close filled, and the open offers no close any more.
    await expect(recordsAfter(page, before2)).toHaveCount(2);
    const closed = recordsAfter(page, before2).first();
    await expect(closed).toHaveAttribute('data-kind', 'CLOSE');
    await expect(closed).toHaveAttribute('data-status', 'FILLED');
    await expect(opened.getByRole('button', { name: '시장가 청산' })).toHaveCount(0);
  } finally {
    if (moved !== null) await demo3.convert('USDT', 'FUTURES', moved);
    await Promise.all([trader.settle(), demo2.settle(), demo3.settle()]);
    await Promise.all([traderContext.close(), demo3Context.close()]);
  }
});
