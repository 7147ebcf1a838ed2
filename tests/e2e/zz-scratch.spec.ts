import { test } from './support/fixtures';
import { signInAdmin } from './support/sign-in';
test('shots', async ({ page }) => {
  await signInAdmin(page);
  await page.goto('/admin/recovered-items');
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: '/tmp/shot-stored-1280.png' });
  await page.goto('/admin/dashboard');
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: '/tmp/shot-dash-1280.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/admin/recovered-items');
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: '/tmp/shot-stored-390.png', fullPage: true });
});
