import { expect, test } from './support/fixtures';

test('the server answers health and serves the app shell for client routes', async ({ page, request }) => {
  const health = await request.get('/api/health');
  expect(await health.json()).toEqual({ status: 'ok', database: 'pglite' });
  const response = await page.goto('/about');
  expect(response?.headers()['cache-control']).toBe('no-cache');
  await expect(page.locator('#root')).not.toBeEmpty();
});
