import type { Page } from 'playwright-core';

/** Holds the next request to the path until released, so the busy state can be seen whatever the server's speed. */
export async function holdRequest(page: Page, path: string): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**${path}`, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
