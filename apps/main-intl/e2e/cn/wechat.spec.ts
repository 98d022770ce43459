import { randomInt } from 'node:crypto';
import type { Browser } from '@playwright/test';
import type { Envelope, ThirdLoginStart } from '@aigc/api-client';
import { expect, freshMobile, header, smsCodeFor, test } from './fixtures';

/**
 * WeChat QR login on the China site (docs/auth.md 'WeChat'): the page shows
 * the QR code of `login/pre/third` and polls; "the phone" — another browser
 * context, as another device would be — opens the URL the code carries,
 * which is the server's loopback-only development stand-in for WeChat, and
 * confirms as a new WeChat user. The poll then asks for a phone binding: the
 * login dialog closes, the bind-phone dialog opens and — once the new user
 * accepts the terms it asks for (docs/auth.md 'Terms') — finishes the login;
 * scanning again later signs straight in, with nothing to accept.
 * The new account has no password: 'Set a password' in the account menu
 * sets one by a code to the bound number (docs/auth.md 'Password change').
 */
/**
 * "The phone": opens the URL a QR code carries (the development stand-in's
 * page) in a browser context of its own, as another device would, and
 * confirms the login as WeChat user `openId`.
 */
async function confirmOnPhone(browser: Browser, url: string, openId: string, nickname: string) {
  const phoneContext = await browser.newContext();
  try {
    const phone = await phoneContext.newPage();
    await phone.goto(url);
    await phone.getByLabel('WeChat user id').fill(openId);
    await phone.getByLabel('Nickname').fill(nickname);
    await phone.getByRole('button', { name: /Confirm login/ }).click();
    await expect(phone.getByText(/微信登录成功/)).toBeVisible();
  } finally {
    await phoneContext.close();
  }
}

test('a new WeChat user scans, confirms on the stand-in page, binds a phone and is signed in', async ({
  page,
  browser,
  api,
}) => {
  const openId = `e2e-wx-${randomInt(1e9)}`;
  const nickname = `微信测试${randomInt(1000, 10000)}`;
  const mobile = freshMobile();

  await page.goto('/');
  await header(page).getByRole('button', { name: '登录', exact: true }).click();
  const login = page.getByRole('dialog');
  const started = page.waitForResponse((r) => r.url().includes('/aigc/api/auth/login/pre/third'));
  await login.getByRole('button', { name: '微信', exact: true }).click();
  const qr = ((await (await started).json()) as Envelope<ThirdLoginStart>).data;
  await expect(login.getByRole('heading', { name: '微信登录' })).toBeVisible();
  await expect(login.getByRole('img', { name: '微信登录二维码' })).toBeVisible();

  // The phone: the stand-in page the QR code points at, in a browser context of its own.
  await confirmOnPhone(browser, new URL(qr.url, page.url()).href, openId, nickname);

  // The page was polling: no mobile number yet, so the bind-phone dialog replaces the login dialog.
  const bind = page.getByRole('dialog', { name: '绑定手机号' });
  await expect(bind).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await bind.getByLabel('手机号', { exact: true }).fill(mobile);
  const sent = new Date();
  await bind.getByRole('button', { name: '发送验证码' }).click();
  await bind.getByLabel('验证码').fill(await smsCodeFor(api, mobile, sent));
  await expect(bind.getByRole('checkbox')).toHaveCount(0);
  await bind.getByRole('button', { name: '绑定并登录' }).click();
  // A new account: the terms box appears, the number and code stay.
  const terms = bind.getByRole('checkbox', { name: /我已阅读并同意/ });
  await expect(terms).toBeFocused();
  await expect(bind.getByLabel('手机号', { exact: true })).toHaveValue(mobile);
  await terms.check();
  await bind.getByRole('button', { name: '绑定并登录' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();

  // A new account named after the WeChat user, +5 tickets.
  const menu = header(page).getByRole('button', { name: `${nickname} 的账号菜单` });
  await expect(menu).toBeVisible();
  await expect(header(page).getByRole('button', { name: /^5 张券。/ })).toBeVisible();

  // It has no password yet: the account menu offers 'Set a password', by a code to the bound number.
  await menu.click();
  await page.getByRole('menuitem', { name: '设置密码' }).click();
  const set = page.getByRole('dialog', { name: '设置密码' });
  await expect(set.getByText(`${mobile.slice(0, 3)}****${mobile.slice(7)}`)).toBeVisible();
  const resetSent = new Date();
  await set.getByRole('button', { name: '发送验证码' }).click();
  await set.getByLabel('验证码').fill(await smsCodeFor(api, mobile, resetSent));
  await set.getByRole('button', { name: '下一步' }).click();
  await set.getByLabel('新密码', { exact: true }).fill('wx#pass2026');
  await set.getByLabel('确认新密码').fill('wx#pass2026');
  await set.getByRole('button', { name: '保存新密码' }).click();
  await expect(set.getByText('密码已设置，现在也可以用密码登录。')).toBeVisible();
  await set.getByRole('button', { name: '完成' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  // Still signed in, and the menu now reads 'Change password'.
  await menu.click();
  await expect(page.getByRole('menuitem', { name: '修改密码' })).toBeVisible();

  // Log out and scan again as the same WeChat user: signed straight in, nothing to accept.
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  await header(page).getByRole('button', { name: '登录', exact: true }).click();
  const again = page.waitForResponse((r) => r.url().includes('/aigc/api/auth/login/pre/third'));
  await page.getByRole('dialog').getByRole('button', { name: '微信', exact: true }).click();
  const second = ((await (await again).json()) as Envelope<ThirdLoginStart>).data;
  await confirmOnPhone(browser, new URL(second.url, page.url()).href, openId, nickname);
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(menu).toBeVisible();
});
