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

/** Answers every request to the path with this status and message, as a failing or refusing server would. */
export async function answerWith(page: Page, path: string, status: number, message: string): Promise<void> {
  await page.unroute(`**${path}`);
  await page.route(`**${path}`, (route) =>
    route.fulfill({ status, contentType: 'application/json', body: JSON.stringify({ message }) }),
  );
}
