import { expect, test } from '@playwright/test';

import { ACCOUNTS, captchaAnswer, openLogin } from './helpers';
import { RequestTracker } from '../scripts/bench/waves.ts';

/**
 * The deterministic half of the speed goals (timings are the benchmark's, `npm run bench`): how many
 * files each phase loads and in how many waves, and a first paint that is never blank. A wave is one
 * step of discovery (scripts/bench/waves.ts): each costs a round trip and a parse however small the
 * files are, so every phase must bring its code in at most two.
 */

const MAX_SIGN_IN_FILES = 8;
const MAX_WAVES = 2;

test('index.html paints the sign-in frame before any script has run', async ({ page }) => {
  // Hold every script: what shows is the HTML alone.
  await page.route('**/*.js', () => undefined);
  await page.goto('/admin/login', { waitUntil: 'commit' });
  const frame = page.locator('.boot-frame');
  await expect(frame).toBeVisible();
  await expect(frame).toContainText('Chestnut');
  const box = await frame.boundingBox();
  expect(box?.height ?? 0).toBeGreaterThan(300);
});

test('sign-in, click → Home and Home → a screen each load their code in at most two waves', async ({
  page,
  context,
}) => {
  const tracker = await RequestTracker.attach(context, page);
  const uuid = await openLogin(page);
  await page.waitForLoadState('networkidle');
  const signIn = tracker.summary(0);
  expect(signIn.jsFiles, 'JS files before the sign-in form is usable').toBeLessThanOrEqual(MAX_SIGN_IN_FILES);
  expect(signIn.codeWaves, 'sign-in page').toBeLessThanOrEqual(MAX_WAVES);

  // The first keystroke starts fetching the frame and Home; a person types for longer than that takes.
  await page.getByLabel(/账号|Account/).fill(ACCOUNTS.admin.username);
  await page
    .getByLabel(/密码|Password/)
    .first()
    .fill(ACCOUNTS.admin.password);
  await expect.poll(uuid).not.toBe('');
  await page.getByLabel(/^验证码$|^Captcha$/).fill(await captchaAnswer(page, uuid()));
  await expect.poll(() => tracker.loaded(/\/AppLayout-[\w-]+\.js$/)).toBe(true);
  await expect.poll(() => tracker.loaded(/\/HomePage-[\w-]+\.js$/)).toBe(true);

  const beforeClick = tracker.mark();
  await page.getByRole('button', { name: /登\s*录|Sign in/ }).click();
  await expect(page.getByTestId('home-page')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(tracker.summary(beforeClick).codeWaves, 'click → Home').toBeLessThanOrEqual(MAX_WAVES);

  const beforeChange = tracker.mark();
  const nav = page.getByRole('navigation', { name: 'main' });
  await nav.getByText('系统管理', { exact: true }).click();
  await nav.getByText('用户管理', { exact: true }).click();
  await expect(page.locator('tr.ant-table-row').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  const change = tracker.summary(beforeChange);
  expect(change.jsFiles, 'the user screen loads its own code').toBeGreaterThan(0);
  expect(change.codeWaves, 'Home → user list').toBeLessThanOrEqual(MAX_WAVES);
  await tracker.detach();
});
