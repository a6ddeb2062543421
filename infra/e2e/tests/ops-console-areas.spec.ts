import { compareDecimal, formatAmount, type MyWallet, type TradeOption } from '@bx/contracts';
import type { Page } from '@playwright/test';

import { apiLogin } from '../support/api';
import { openRoundWithLead, rawBet } from '../support/binary';
import { skipUnreadAlert } from '../support/dnw';
import { adminCall, api, auth, confirm, data, openConsole, playerPage, SHOTS } from '../support/ops-console';
import { shootPhones } from '../support/screens';
import { signIn } from '../support/sign-in';
import { siteUrl } from '../support/site';
import { expect, failedRequest, test } from '../support/test';
import { own } from '../support/players';

/** Records the destinations a page's socket subscribes to, to know when a push can reach it. */
function watchSubscriptions(page: Page): string[] {
  const destinations: string[] = [];
  page.on('websocket', (socket) =>
    socket.on('framesent', ({ payload }) => {
      const frame = String(payload);
      if (frame.startsWith('SUBSCRIBE')) destinations.push(/destination:([^\n]*)/.exec(frame)?.[1] ?? '');
    }),
  );
  return destinations;
}

test('an operator grants demo2 a bonus on its detail page, and demo2’s balance has it', async ({
  page,
  request,
}) => {
  const demo2 = await apiLogin(request, own.demo2);
  const money = async () =>
    (await data<MyWallet>(await request.get(api('wallet/my'), { headers: auth(demo2.token) }))).money;
  const before = await money();
  const bonus = '1234';
  const reason = `e2e 보너스 ${Date.now()}`;
  try {
    await openConsole(page, `/admin/players/${demo2.userId}`);
    const summary = page.getByRole('article', { name: '회원 정보' });
    await expect(summary.getByRole('heading', { name: own.demo2 })).toBeVisible();
    await expect(page.getByTestId('wallet-MONEY')).toContainText(formatAmount(before, 0));
    await shootPhones(page, 'admin2-player', { dir: SHOTS, fullPage: true });

    // A wrong amount is caught before anything is sent.
    await page.getByLabel('금액 (KRW)').fill('12.5');
    await page.getByLabel('사유').fill(reason);
    await page.getByRole('button', { name: '보너스 지급' }).click();
    await expect(page.getByRole('alert').filter({ hasText: '소수점' })).toBeVisible();

    await page.getByLabel('금액 (KRW)').fill(bonus);
    await page.getByRole('button', { name: '보너스 지급' }).click();
    await confirm(page, `${own.demo2} 회원에게 ${bonus} 원화를 지급하시겠습니까?`);
    await expect(page.getByText(`${bonus} 원화를 지급했습니다.`)).toBeVisible();

    const after = String(BigInt(before) + BigInt(bonus));
    await expect.poll(money).toBe(after);
    // The detail was asked again: the wallet and the newest request show the bonus.
    await expect(page.getByTestId('wallet-MONEY')).toContainText(formatAmount(after, 0));
  } finally {
    const now = await money();
    if (compareDecimal(now, before) > 0)
      await adminCall(request, 'admin/player/adjust', {
        playerId: demo2.userId,
        type: 'PM',
        walletType: 'MONEY',
        point: String(BigInt(now) - BigInt(before)),
        reason: 'e2e 보너스 회수',
      });
  }
  expect(await money()).toBe(before);
});

test('stopping a binary option refuses a player’s bet on it, and restarting it takes it back', async ({
  page,
  request,
}) => {
  const options = await data<TradeOption[]>(await request.get(api('trade/option/list?resultType=LIST')));
  const option = options.find((candidate) => candidate.isPlay === 1 && candidate.isStop === 1);
  if (!option) throw new Error('no playable binary option');
  const restore = { tradeOptionId: option.id, isPlay: option.isPlay, isStop: option.isStop };
  const demo2 = await apiLogin(request, own.demo2);
  try {
    await openConsole(page, '/admin/trading');
    const row = page.getByTestId(`option-trade-${option.id}`);
    const stop = row.getByRole('switch', { name: '중지' });
    await expect(stop).toHaveAttribute('aria-checked', 'false');
    await expect(row.getByRole('switch', { name: '운영' })).toHaveAttribute('aria-checked', 'true');
    await shootPhones(page, 'admin2-trading', { dir: SHOTS });

    // The option is checked before the round, so any round of it shows the refusal; between two rounds there
    // is none for a moment, so this waits for one.
    const round = await openRoundWithLead(request, option.id, 0);
    await stop.click();
    await confirm(page, '종목을 중지하시겠습니까?');
    await expect(stop).toHaveAttribute('aria-checked', 'true');
    await expect(row).toContainText('중지됨');

    const refused = await rawBet(request, demo2.token, {
      point: option.minBet,
      tradeRoundId: round.tradeRoundId,
      type: 'B',
    });
    expect(refused).toEqual({ status: 400, message: '거래가 중지된 옵션입니다.' });

    // Resuming is not asked about: it only lets players trade again.
    await stop.click();
    await expect(stop).toHaveAttribute('aria-checked', 'false');
    await expect(row).toContainText('거래 중');
    const listed = await data<TradeOption[]>(
      await request.get(api('trade/option/list?resultType=LIST&isPlay=1')),
    );
    expect(listed.find((candidate) => candidate.id === option.id)?.isStop).toBe(1);
    // A stake below the minimum now gets past the option's check and is refused for what it is, booking nothing.
    const next = await rawBet(request, demo2.token, {
      point: '0',
      tradeRoundId: round.tradeRoundId,
      type: 'B',
    });
    expect(next.status).toBe(400);
    expect(next.message).not.toBe('거래가 중지된 옵션입니다.');
  } finally {
    await adminCall(request, 'admin/trade/option', restore);
  }
});

test('a SITE operator’s change of an option is refused with the server’s words, and the switch stays', async ({
  page,
  request,
  expectConsoleErrors,
}) => {
  expectConsoleErrors(failedRequest(403, '/api/admin/trade/option?siteInfoId=15'));
  const options = await data<TradeOption[]>(await request.get(api('trade/option/list?resultType=LIST')));
  const option = options.find((candidate) => candidate.isPlay === 1 && candidate.isStop === 1);
  if (!option) throw new Error('no playable binary option');
  // Site 15's operator (SITE level), on its own site, which reads English.
  const origin = siteUrl('site15.localhost');
  await signIn(page, 'admin', origin);
  await page.goto(`${origin}/admin/trading`);
  const stop = page.getByTestId(`option-trade-${option.id}`).getByRole('switch', { name: 'Stopped' });
  await expect(stop).toHaveAttribute('aria-checked', 'false');
  await stop.click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Every site refuses new trades on it.');
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('Insufficient privileges.')).toBeVisible();
  await expect(stop).toHaveAttribute('aria-checked', 'false');
  const after = await data<TradeOption[]>(await request.get(api('trade/option/list?resultType=LIST')));
  expect(after.find((candidate) => candidate.id === option.id)?.isStop).toBe(1);
  await shootPhones(page, 'admin2-trading-en', { dir: SHOTS, fullPage: true });
});

test('a forced notice written in the console pops up on demo1’s open page', async ({
  page,
  browser,
  request,
}) => {
  // Ends in a word so the particle after it is known: "…안내"를.
  const title = `e2e 긴급 공지 ${Date.now()} 안내`;
  const player = await (await browser.newContext()).newPage();
  const heard = watchSubscriptions(player);
  let created: number | undefined;
  try {
    await signIn(player, own.demo1);
    await expect.poll(() => heard.includes('/topic/notice/1')).toBe(true);

    await openConsole(page, '/admin/content');
    await expect(page.getByRole('button', { name: '공지', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.getByRole('button', { name: '새 공지 작성' }).click();
    const editor = page.getByRole('form', { name: '새 게시물' });
    await editor.getByLabel('제목').fill(title);
    await editor.getByLabel('내용 (HTML)').fill('<p>오늘 <b>02:00</b> 점검합니다.</p>');
    await editor.getByRole('checkbox', { name: /강제 팝업/ }).check();
    await shootPhones(page, 'admin2-content', { dir: SHOTS, fullPage: true });
    await editor.getByRole('button', { name: '게시' }).click();
    await confirm(page, title);
    await expect(page.getByText(`"${title}"를 게시했습니다.`)).toBeVisible();
    const row = page.getByRole('article', { name: title });
    await expect(row).toContainText('강제 팝업');
    created = Number(/#(\d+)/.exec((await row.textContent()) ?? '')?.[1]);

    const popup = player.getByRole('dialog', { name: title });
    await expect(popup).toContainText('오늘 02:00 점검합니다.');
    await popup.getByRole('button', { name: '닫기' }).click();
    await expect(popup).toHaveCount(0);
  } finally {
    await player.context().close();
    // The notice goes again, as it was made only for this test.
    if (created === undefined) {
      const list = await adminCall<{ content: { id: number; title: string }[] }>(
        request,
        'admin/content/list?kind=notice',
      );
      created = list.content.find((item) => item.title === title)?.id;
    }
    if (created) await adminCall(request, 'admin/content/delete', { kind: 'notice', id: created });
  }
});

test('an operator answers demo3’s inquiry from the console, and demo3 reads the answer', async ({
  page,
  browser,
  request,
}) => {
  const demo3 = await apiLogin(request, own.demo3);
  const question = `출금 문의 드립니다 ${Date.now()}`;
  const contact = await data<{ id: number }>(
    await request.post(api('contact/create'), {
      headers: auth(demo3.token),
      data: { playerId: demo3.userId, question },
    }),
  );
  try {
    const answer = `확인했습니다. 곧 처리됩니다. ${Date.now()}`;

    await openConsole(page, '/admin/contact');
    const waiting = page.getByRole('list', { name: '답변 대기' });
    const row = waiting.getByRole('article', { name: `${own.demo3} 회원의 문의 #${contact.id}` });
    await row.getByRole('button', { name: new RegExp(question) }).click();
    await shootPhones(page, 'admin2-contact', { dir: SHOTS, fullPage: true });
    await row.getByLabel('답변').fill(answer);
    await row.getByRole('button', { name: '답변 보내기' }).click();
    await confirm(page, `${own.demo3} 회원에게 답변을 보내시겠습니까?`);
    await expect(page.getByText(`${own.demo3} 회원에게 답변을 보냈습니다.`)).toBeVisible();
    // The inquiry moves to the answered ones.
    await expect(row).toHaveCount(0);
    await expect(
      page
        .getByRole('list', { name: '답변 완료' })
        .getByRole('article', { name: `${own.demo3} 회원의 문의 #${contact.id}` }),
    ).toBeVisible();

    const player = await (await browser.newContext()).newPage();
    try {
      await skipUnreadAlert(player, own.demo3);
      await signIn(player, own.demo3);
      await player.goto(`/more/contact/${contact.id}`);
      await expect(player.getByText(answer)).toBeVisible();
    } finally {
      await player.context().close();
    }
  } finally {
    // Opened, the answer counts as read: left unread, it would alert demo3 in later specs.
    await request.get(api(`contact/${contact.id}`), { headers: auth(demo3.token) });
  }
});

test('an operator sees demo1’s chat line arrive in the rooms, opens the room and answers; demo1 receives it', async ({
  page,
  browser,
}) => {
  const heardByOperator = watchSubscriptions(page);
  await openConsole(page, '/admin/chat');
  await expect.poll(() => heardByOperator.includes('/user/queue/chat_ops')).toBe(true);

  const player = await playerPage(browser, own.demo1);
  try {
    await player.goto('/more/livechat');
    await expect(player.getByLabel('메시지 입력')).toBeVisible();
    const line = `상담 부탁드립니다 ${Date.now()}`;
    await player.getByLabel('메시지 입력').fill(line);
    await player.getByRole('button', { name: '전송' }).click();

    // The room comes up with the line, live, and the count of the player's unread lines.
    const room = page.getByRole('button', { name: /^demo1 상담/ });
    await expect(room).toContainText(line);
    await shootPhones(page, 'admin2-chat-rooms', { dir: SHOTS });
    await room.click();
    const log = page.getByRole('log', { name: '대화 내용' });
    await expect(log).toContainText(line);

    const reply = `안녕하세요, 상담원입니다 ${Date.now()}`;
    await page.getByLabel('보낼 메시지').fill(reply);
    await page.getByRole('button', { name: '전송' }).click();
    await expect(log).toContainText(reply);
    await shootPhones(page, 'admin2-chat-room', { dir: SHOTS });

    await expect(player.getByRole('log', { name: '상담 내용' })).toContainText(reply);
    // The player has it on screen: the operator's line shows as read.
    await expect(log.getByRole('listitem', { name: '상담원' }).last()).toContainText('읽음');
  } finally {
    await player.context().close();
  }
});

test('an operator creates a coupon, sees it listed with its uses and Seoul expiry, and ends it', async ({
  page,
  request,
}) => {
  // Ends in 1 (일) so the particle after it is known: …1을.
  const code = `E2E-${Date.now()}1`;
  try {
    await openConsole(page, '/admin/coupons');
    // A wrong code is caught before anything is sent.
    await page.getByLabel('쿠폰 코드').fill('a!');
    await page.getByRole('button', { name: '쿠폰 만들기' }).click();
    await expect(page.getByRole('alert').filter({ hasText: '쿠폰 코드는' })).toBeVisible();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);

    await page.getByLabel('쿠폰 코드').fill(code.toLowerCase());
    await page.getByLabel('금액 (KRW)').fill('5,000');
    await page.getByLabel('사용 한도').fill('3');
    await page.getByLabel('만료 일시 (서울 시간)').fill('2099-12-31T23:30');
    await page.getByRole('button', { name: '쿠폰 만들기' }).click();
    await confirm(page, `쿠폰 ${code}을 만드시겠습니까?`);
    const row = page.getByRole('article', { name: code });
    await expect(row).toContainText('사용 0/3회');
    await expect(row).toContainText('2099-12-31 23:30:00');
    await expect(row).toContainText('사용 가능');
    await shootPhones(page, 'admin2-coupons', { dir: SHOTS, fullPage: true });

    await row.getByRole('button', { name: '만료' }).click();
    await confirm(page, `쿠폰 ${code}을 지금 만료하시겠습니까?`);
    await expect(row.getByRole('button', { name: '만료' })).toHaveCount(0);
    await expect(row.getByText('만료', { exact: true })).toBeVisible();
  } finally {
    // A code made here never stays usable.
    const coupons = await adminCall<{ promoCode: string; expiresAt: number }[]>(request, 'admin/coupon/list');
    const made = coupons.find((coupon) => coupon.promoCode === code);
    if (made && made.expiresAt > Date.now())
      await adminCall(request, 'admin/coupon/expire', { promoCode: code });
  }
});
