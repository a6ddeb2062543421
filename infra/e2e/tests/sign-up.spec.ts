import type { Page } from '@playwright/test';

import { DEMO_PASSWORD } from '../support/sign-in';
import { siteUrl } from '../support/site';
import { certifyPhone } from '../support/api';
import { expect, failedRequest, test } from '../support/test';
import { SCREENSHOTS, shootPhones } from '../support/screens';

/** Where the screenshots of this spec go, to be looked at; outside the repository. */
const SHOTS = process.env.SIGN_UP_SHOTS ?? SCREENSHOTS;

const unique = () => String(Date.now()).slice(-7);
const masked = (phone: string) => `${phone.slice(0, 3)}-${phone.slice(3, 7)}-${phone.slice(7)}`;

/** What each site's sign-up says; English site 15 has to say all of it in English. */
const SITES = [
  {
    name: 'site 15',
    id: 15,
    origin: siteUrl('site15.localhost'),
    text: {
      username: 'Username',
      password: 'Password',
      passwordConfirm: 'Confirm password',
      name: 'Name',
      phone: 'Mobile number',
      code: 'Verification code',
      account: 'Account number',
      holder: 'Account holder',
      check: 'Check',
      sendCode: 'Get code',
      confirmCode: 'Verify code',
      signUp: 'Sign up',
      back: 'Back',
      usernameRule: 'Usernames are 4-20 lowercase letters, digits, _ or -.',
      passwordRule: 'Passwords are 6-20 letters and digits.',
      nameRequired: 'Please enter your name.',
      phoneRequired: 'Please enter your mobile number.',
      accountRule: 'Enter the account number as 6-30 digits and dashes.',
      holderRule: 'Enter the account holder in letters.',
      usernameUnchecked: 'Please check that the username is free.',
      taken: 'The username is already in use.',
      available: 'The username is available.',
      verified: 'Your phone number is verified.',
      signedUp: 'You have signed up.',
      leave: 'Stop signing up?',
      title: 'Notice',
      ok: 'OK',
      cancel: 'Cancel',
      findId: 'Find username',
      findPassword: 'Find password',
    },
  },
  {
    name: 'site 1',
    id: 1,
    origin: siteUrl(),
    text: {
      username: '아이디',
      password: '비밀번호',
      passwordConfirm: '비밀번호 확인',
      name: '이름',
      phone: '휴대폰 번호',
      code: '인증번호',
      account: '계좌번호',
      holder: '예금주',
      check: '중복확인',
      sendCode: '인증번호 받기',
      confirmCode: '인증번호 확인',
      signUp: '가입하기',
      back: '뒤로',
      usernameRule: '아이디는 영문 소문자, 숫자, _, - 4~20자입니다.',
      passwordRule: '비밀번호는 영문과 숫자 6~20자입니다.',
      nameRequired: '이름을 입력해주세요.',
      phoneRequired: '휴대폰 번호를 입력해주세요.',
      accountRule: '계좌번호는 숫자와 - 6~30자로 입력해주세요.',
      holderRule: '예금주는 한글 또는 영문으로 입력해주세요.',
      usernameUnchecked: '아이디 중복확인을 해주세요.',
      taken: '이미 사용중인 아이디입니다.',
      available: '사용 가능한 아이디입니다.',
      verified: '휴대폰 인증이 완료되었습니다.',
      signedUp: '회원가입이 완료되었습니다.',
      leave: '회원가입을 멈추시겠습니까?',
      title: '알림',
      ok: '확인',
      cancel: '취소',
      findId: '아이디 찾기',
      findPassword: '비밀번호 찾기',
    },
  },
] as const;

type Site = (typeof SITES)[number];

/** A call made from the page, so it reaches the page's own site (Node does not resolve site15.localhost). */
function fromPage<T>(page: Page, path: string, init?: { body?: unknown; token?: string }): Promise<T> {
  return page.evaluate(
    async ({ path, init }) => {
      const response = await fetch(path, {
        method: init?.body === undefined ? 'GET' : 'POST',
        headers: {
          'Content-Type': 'application/json',
          ...(init?.token ? { Authorization: `Bearer ${init.token}` } : {}),
        },
        body: init?.body === undefined ? undefined : JSON.stringify(init.body),
      });
      return ((await response.json()) as { data: T }).data;
    },
    { path, init },
  );
}

/** The code the development outbox holds for a phone, on the page's site. */
async function sentCode(page: Page, site: Site, phone: string): Promise<string> {
  const outbox = await fromPage<{ content: { body: string; createdAt: number }[] }>(
    page,
    `/api/dev/outbox?siteInfoId=${site.id}&to=${encodeURIComponent(masked(phone))}`,
  );
  const newest = [...outbox.content].sort((a, b) => b.createdAt - a.createdAt)[0];
  return /\d{6}/.exec(newest?.body ?? '')?.[0] ?? '';
}

/** The buttons beside the sign-up's fields each keep their label on one line (48 px tall). */
async function expectSideButtonsOnOneLine(page: Page) {
  const buttons = page.locator('form button:not([type="submit"])');
  for (const button of await buttons.all()) {
    const box = await button.boundingBox();
    expect(box?.height, await button.innerText()).toBeLessThanOrEqual(50);
  }
}

/** Full-page pictures at both phone sizes, each size checked for side buttons kept on one line. */
const shoot = (page: Page, name: string) =>
  shootPhones(page, name, { dir: SHOTS, fullPage: true, check: () => expectSideButtonsOnOneLine(page) });

for (const site of SITES) {
  const t = site.text;

  test.describe(`sign-up on ${site.name}`, () => {
    test('shows every refusal at once in the site language and focuses the first field at fault', async ({
      page,
    }) => {
      await page.goto(`${site.origin}/register`);
      await page.locator('select[name="bank"]').selectOption('004');
      await page.getByLabel(t.account, { exact: true }).fill('12');
      await page.getByRole('button', { name: t.signUp }).click();

      const alerts = page.getByRole('alert');
      await expect(alerts).toHaveText([
        t.usernameRule,
        t.passwordRule,
        t.nameRequired,
        t.phoneRequired,
        t.accountRule,
        t.holderRule,
      ]);
      await expect(page.getByLabel(t.username, { exact: true })).toBeFocused();
      await shoot(page, `${site.id}-sign-up-errors`);

      // A field put right loses its refusal; the others stay until they are put right too.
      await page.getByLabel(t.name, { exact: true }).fill('Hong');
      await expect(alerts).toHaveCount(5);
      await expect(page.getByText(t.nameRequired)).toHaveCount(0);
    });

    test('clears the taken-username refusal as soon as the username is edited, and checks it again', async ({
      page,
    }) => {
      await page.goto(`${site.origin}/register`);
      const username = page.getByLabel(t.username, { exact: true });
      await username.fill('demo1');
      await page.getByRole('button', { name: t.check }).click();
      await expect(page.getByRole('alert')).toHaveText(t.taken);

      await username.press('End');
      await username.pressSequentially('x');
      await expect(page.getByRole('alert')).toHaveCount(0);
      await expect(page.getByText(t.taken)).toHaveCount(0);

      // The edited username is not taken for checked until it is checked.
      await page.getByRole('button', { name: t.signUp }).click();
      await expect(page.getByText(t.usernameUnchecked)).toBeVisible();
      await page.getByRole('button', { name: t.check }).click();
      await expect(page.getByText(t.available)).toBeVisible();
      await expect(page.getByText(t.usernameUnchecked)).toHaveCount(0);
    });

    test('asks before leaving a sign-up in progress, with dialog buttons in the site language', async ({
      page,
    }) => {
      await page.goto(`${site.origin}/register`);
      await page.getByLabel(t.name, { exact: true }).fill('Hong');
      await page.getByRole('button', { name: t.back }).click();
      const dialog = page.getByRole('alertdialog');
      await expect(dialog.getByRole('heading')).toHaveText(t.title);
      await expect(dialog).toContainText(t.leave);
      await expect(dialog.getByRole('button')).toHaveText([t.cancel, t.ok]);
      await page.screenshot({ path: `${SHOTS}/${site.id}-leave-dialog-390x844.png` });
      await dialog.getByRole('button', { name: t.cancel }).click();
      await expect(page).toHaveURL(/\/register$/);

      await page.getByRole('button', { name: t.back }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: t.ok }).click();
      await expect(page).toHaveURL(/\/signin$/);
    });

    test('signs up with a bank account, which the profile then shows', async ({ page }) => {
      const username = `bank${site.id}${unique()}`;
      const phone = `0107${unique()}`;
      await page.goto(`${site.origin}/register`);
      await page.getByLabel(t.username, { exact: true }).fill(username);
      await page.getByRole('button', { name: t.check }).click();
      await expect(page.getByText(t.available)).toBeVisible();
      await page.getByLabel(t.password, { exact: true }).fill(DEMO_PASSWORD);
      await page.getByLabel(t.passwordConfirm, { exact: true }).fill(DEMO_PASSWORD);
      await page.getByLabel(t.name, { exact: true }).fill('홍길동');
      await page.getByLabel(t.phone, { exact: true }).fill(phone);
      await page.getByRole('button', { name: t.sendCode }).click();
      const code = page.getByRole('textbox', { name: t.code, exact: true });
      await expect(code).toBeVisible();
      await code.fill(await sentCode(page, site, phone));
      await page.getByRole('button', { name: t.confirmCode }).click();
      await expect(page.getByText(t.verified)).toBeVisible();
      await page.locator('select[name="bank"]').selectOption('004');
      await page.getByLabel(t.account, { exact: true }).fill('123456-01-234567');
      await page.getByLabel(t.holder, { exact: true }).fill('홍길동');
      await shoot(page, `${site.id}-sign-up-filled`);
      await page.getByRole('button', { name: t.signUp }).click();

      const dialog = page.getByRole('alertdialog');
      await expect(dialog).toContainText(t.signedUp);
      await dialog.getByRole('button', { name: t.ok }).click();
      await expect(page).toHaveURL(/\/signin$/);

      const { accessToken } = await fromPage<{ accessToken: string }>(
        page,
        `/api/login?siteInfoId=${site.id}`,
        {
          body: { username, password: DEMO_PASSWORD, siteInfoId: site.id },
        },
      );
      const me = await fromPage<{ bankInfo: unknown }>(page, `/api/me?siteInfoId=${site.id}`, {
        token: accessToken,
      });
      expect(me.bankInfo).toEqual({
        bank: 'KB국민은행',
        account: '123456-01-234567',
        holder: '홍길동',
      });
    });

    test('finding an account speaks the site language too', async ({ page }) => {
      await page.goto(`${site.origin}/find`);
      await expect(page.getByRole('tab')).toHaveText([t.findId, t.findPassword]);
      await expect(page.getByLabel(t.name, { exact: true })).toBeVisible();
      await expect(page.getByLabel(t.phone, { exact: true })).toBeVisible();
      await shoot(page, `${site.id}-find-id`);
      await page.getByRole('tab', { name: t.findPassword }).click();
      await expect(page.getByLabel(t.username, { exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: t.sendCode })).toBeVisible();
      await shoot(page, `${site.id}-find-password`);
    });
  });
}

test.describe('sign-up on site 1: codes, refusals that go, and duplicates', () => {
  const t = SITES[1].text;

  test('a code sent says so with the time left, and the button counts down instead of asking again', async ({
    page,
  }) => {
    const phone = `0108${unique()}`;
    await page.goto('/register');
    await page.getByLabel(t.phone, { exact: true }).fill(phone);
    await page.getByRole('button', { name: t.sendCode }).click();
    await expect(page.getByText(/^인증번호를 발송했습니다\. 0[23]:\d\d 안에 입력해주세요\.$/)).toBeVisible();
    const resend = page.getByRole('button', { name: /^재발송 00:[0-5]\d$/ });
    await expect(resend).toBeDisabled();
    // A tap during the countdown sends nothing (the server would refuse a second code within the minute).
    await resend.click({ force: true });
    await expect(page.getByRole('alert')).toHaveCount(0);
    await shootPhones(page, 'sign-up-code-sent');
  });

  test('an incomplete phone number is called incomplete, and the refusal goes once the number is whole', async ({
    page,
  }) => {
    await page.goto('/register');
    const phone = page.getByLabel(t.phone, { exact: true });
    await phone.fill('0101234');
    await page.getByRole('button', { name: t.signUp }).click();
    await expect(
      page.getByText('휴대폰 번호가 덜 입력되었습니다. 번호를 끝까지 입력해주세요.'),
    ).toBeVisible();
    await expect(page.getByText(t.phoneRequired)).toHaveCount(0);
    await phone.fill('01012345678');
    await expect(page.getByText('휴대폰 번호가 덜 입력되었습니다.', { exact: false })).toHaveCount(0);
    await expect(page.getByText('휴대폰 인증을 완료해주세요.')).toBeVisible();
  });

  test('a refusal goes when the field is put right by another one: the confirmation once the password matches', async ({
    page,
  }) => {
    await page.goto('/register');
    await page.getByLabel(t.password, { exact: true }).fill('secret12');
    await page.getByLabel(t.passwordConfirm, { exact: true }).fill('secret123');
    await page.getByRole('button', { name: t.signUp }).click();
    const mismatch = page.getByText('비밀번호가 일치하지 않습니다.');
    await expect(mismatch).toBeVisible();
    await page.getByLabel(t.password, { exact: true }).fill('secret123');
    await expect(mismatch).toHaveCount(0);
  });

  test('the first field at fault comes into view below the sticky header', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto('/register');
    await page.getByLabel(t.username, { exact: true }).fill('ok_user1');
    await page.getByRole('button', { name: t.check }).click();
    await expect(page.getByText(t.available)).toBeVisible();
    await page.getByLabel(t.password, { exact: true }).fill('secret123');
    await page.getByLabel(t.passwordConfirm, { exact: true }).fill('secret123');
    await page.getByLabel(t.name, { exact: true }).fill('홍길동');
    await page.locator('select[name="bank"]').selectOption('004');
    await page.getByLabel(t.account, { exact: true }).fill('123456-01');
    await page.getByRole('button', { name: t.signUp }).click();
    const phone = page.getByLabel(t.phone, { exact: true });
    await expect(phone).toBeFocused();
    await expect(phone).toBeInViewport();
    const header = (await page.getByRole('banner').boundingBox())!;
    expect((await phone.boundingBox())!.y).toBeGreaterThanOrEqual(header.y + header.height);
  });

  test('a nickname taken in other letters is refused under the nickname, and the refusal goes once it is edited', async ({
    page,
    request,
    expectConsoleErrors,
  }) => {
    expectConsoleErrors(failedRequest(409, '/api/player?siteInfoId=1'));
    const taken = `Nick${unique()}`;
    const holder = `0105${unique()}`;
    await certifyPhone(request, masked(holder));
    const created = await request.post(`${siteUrl()}/api/player?siteInfoId=1`, {
      data: {
        username: `nick${unique()}`,
        password: DEMO_PASSWORD,
        name: '홍길동',
        phone: masked(holder),
        nick: taken,
        siteInfoId: 1,
      },
    });
    expect(created.ok()).toBe(true);

    const phone = `0104${unique()}`;
    await page.goto('/register');
    await page.getByLabel(t.username, { exact: true }).fill(`dup${unique()}`);
    await page.getByRole('button', { name: t.check }).click();
    await expect(page.getByText(t.available)).toBeVisible();
    await page.getByLabel(t.password, { exact: true }).fill(DEMO_PASSWORD);
    await page.getByLabel(t.passwordConfirm, { exact: true }).fill(DEMO_PASSWORD);
    await page.getByLabel(t.name, { exact: true }).fill('홍길동');
    const nick = page.getByLabel('닉네임', { exact: true });
    await nick.fill(taken.toLowerCase());
    await page.getByLabel(t.phone, { exact: true }).fill(phone);
    await page.getByRole('button', { name: t.sendCode }).click();
    await page
      .getByRole('textbox', { name: t.code, exact: true })
      .fill(await sentCode(page, SITES[1], phone));
    await page.getByRole('button', { name: t.confirmCode }).click();
    await expect(page.getByText(t.verified)).toBeVisible();
    await page.getByRole('button', { name: t.signUp }).click();

    const refusal = page.getByRole('alert').filter({ hasText: '이미 사용중인 닉네임입니다.' });
    await expect(refusal).toHaveCount(1);
    await expect(nick).toBeFocused();
    // Right under the nickname field.
    const field = (await nick.boundingBox())!;
    const under = (await refusal.boundingBox())!;
    expect(under.y).toBeGreaterThanOrEqual(field.y + field.height);
    expect(under.y - (field.y + field.height)).toBeLessThan(40);
    await nick.fill(`${taken}x`);
    await expect(refusal).toHaveCount(0);
  });
});
