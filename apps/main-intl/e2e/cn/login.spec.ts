import { encryptPassword, type LoginResult } from '@aigc/api-client';
import { dataOf, PASSWORD, publicKey } from '../fixtures';
import { expect, freshMobile, header, smsCodeFor, test } from './fixtures';

/**
 * The China site's phone and account logins (docs/auth.md 'Phone login',
 * 'Account login'; docs/product.md §2 'Login (China)'), in the browser's
 * English locale: the site is Chinese by itself on `cn.localhost`.
 */

test('a new number logs in by phone with the texted code, accepts the terms once asked, and gets an account with 5 tickets, in Chinese', async ({
  page,
  api,
}) => {
  const mobile = freshMobile();
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans');
  await expect(header(page).getByRole('button', { name: '登录领取想要券' })).toBeVisible();

  await header(page).getByRole('button', { name: '登录', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: '登录' });
  await expect(dialog.getByRole('tab', { name: '手机号登录', selected: true })).toBeVisible();
  await dialog.getByLabel('手机号', { exact: true }).fill(mobile);
  const sent = new Date();
  await dialog.getByRole('button', { name: '发送验证码' }).click();
  await expect(dialog.getByRole('button', { name: /\d+\s*秒/ })).toBeDisabled();
  await dialog.getByLabel('验证码').fill(await smsCodeFor(api, mobile, sent));
  // No terms box before the server asks (docs/auth.md 'Terms')…
  await expect(dialog.getByRole('checkbox')).toHaveCount(0);
  await dialog.getByRole('button', { name: '登录', exact: true }).click();
  // … a new number is a sign-up: the box appears, with what was typed kept, and takes the focus.
  const terms = dialog.getByRole('checkbox', { name: /我已阅读并同意/ });
  await expect(terms).toBeFocused();
  await expect(dialog.getByText('请同意服务条款和隐私政策')).toBeVisible();
  await expect(dialog.getByLabel('手机号', { exact: true })).toHaveValue(mobile);
  await terms.check();
  await dialog.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page.getByRole('dialog')).toBeHidden();

  // The account is made at the first login: named after the number's last 4 digits, +5 tickets.
  await expect(
    header(page).getByRole('button', { name: `用户${mobile.slice(-4)} 的账号菜单` }),
  ).toBeVisible();
  await expect(header(page).getByRole('button', { name: /^5 张券。/ })).toBeVisible();
});

test('account login with the mobile number and password, then Change password with the current one', async ({
  page,
  phoneUser,
  api,
}) => {
  await page.goto('/');
  await header(page).getByRole('button', { name: '登录', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: '登录' });
  await dialog.getByRole('tab', { name: '账号登录' }).click();
  // A returning account (it accepted the terms when it was made) is never asked: no box, before or after.
  await expect(dialog.getByRole('checkbox')).toHaveCount(0);
  await dialog.getByLabel('手机号或邮箱').fill(phoneUser.mobile);
  await dialog.getByLabel('密码', { exact: true }).fill('wrong#pass1');
  await dialog.getByRole('button', { name: '登录', exact: true }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Incorrect account or password');
  await expect(dialog.getByRole('checkbox')).toHaveCount(0);
  await dialog.getByLabel('密码', { exact: true }).fill(phoneUser.password);
  await dialog.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  const menu = header(page).getByRole('button', { name: `${phoneUser.nickName} 的账号菜单` });
  await expect(menu).toBeVisible();

  // 'Change password' in the account menu: the current password, then the new one (China rule).
  await menu.click();
  await page.getByRole('menuitem', { name: '修改密码' }).click();
  const change = page.getByRole('dialog', { name: '修改密码' });
  await change.getByLabel('当前密码').fill(PASSWORD);
  await change.getByLabel('新密码', { exact: true }).fill('new!pass2026');
  await change.getByLabel('确认新密码').fill('new!pass2026');
  await change.getByRole('button', { name: '保存新密码' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page.getByText('密码已修改。')).toBeVisible();
  // Still signed in here; the new password works at the door.
  await expect(menu).toBeVisible();
  const key = await publicKey(api);
  const again = await api.post('/aigc/api/auth/login/account', {
    data: {
      account: phoneUser.mobile,
      password: await encryptPassword(key, 'new!pass2026'),
      kid: key.kid,
    },
  });
  expect((await dataOf<LoginResult>(again)).user.userId).toBe(phoneUser.userId);
});
