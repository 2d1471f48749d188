import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/**
 * Tests reach nothing beyond this machine: every address but loopback goes through a proxy that does not exist,
 * so an embedded video, say, is refused rather than fetched. A launch setting costs nothing per request, where
 * intercepting each request in the test would cost a round trip through it.
 */
const NOWHERE = { server: 'http://127.0.0.1:9', bypass: '127.0.0.1,localhost,[::1]' };

export const DESKTOP: BrowserContextOptions = { viewport: { width: 1280, height: 900 } };
export const PHONE: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  userAgent:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 2,
};

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * One Chromium per spec file, a fresh context (cookies, storage) per page. A page that logs an error to its
 * console, or throws, fails the test.
 */
export function useBrowser(device: BrowserContextOptions) {
  let browser: Browser | undefined;
  const problems: string[] = [];
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, proxy: NOWHERE });
  });
  afterAll(async () => {
    await browser?.close();
  });
  afterEach(() => {
    const found = problems.splice(0);
    expect(found, 'errors in the browser console').toEqual([]);
  });
  return {
    async newPage(options: BrowserContextOptions = {}): Promise<Page> {
      // options.baseURL may name another instance of the app (the bare site, server.global.ts).
      if (!browser) throw new Error('the browser did not start');
      const context = await browser.newContext({ ...device, baseURL: inject('baseUrl'), ...options });
      const page = await context.newPage();
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      page.on('console', (message) => {
        // A 4xx the page expects (a wrong password, a signed-out status check) is not a fault.
        if (message.type() === 'error' && !/status of 4\d\d/.test(message.text())) {
          problems.push(`console: ${message.text()}`);
        }
      });
      return page;
    },
  };
}

/**
 * axe-core on the page once its transitions have ended (half-faded text, such as a modal opening, would fail
 * the contrast check): no serious or critical violation. Endless animations, such as spinners, do not count.
 */
export async function expectAccessible(page: Page): Promise<void> {
  // A transition can start a frame or two after its element mounts (a modal opening): let those frames pass.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 50)))),
  );
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          document.getAnimations().filter((animation) => animation.effect?.getTiming().iterations !== Infinity).length,
      ),
    )
    .toBe(0);
  // A list that says it is busy still shows the last results, dimmed, until the new ones come: not the page at rest.
  await expect.poll(() => page.locator('[aria-busy="true"]:not(button)').count()).toBe(0);
  // evaluate() runs outside the page's CSP, which (rightly) refuses injected scripts.
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const result = await (
      window as unknown as { axe: { run: () => Promise<{ violations: AxeViolation[] }> } }
    ).axe.run();
    return result.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map(
        (violation) =>
          `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
      );
  });
  expect(violations.join('\n'), `accessibility of ${page.url()}`).toBe('');
}

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/**
 * Waits until the app has replaced a prerendered page's markup (docs/decisions/0007), which is inert and shows the
 * page's heading before the app runs: what is read from it before then may be detached a moment later.
 */
export async function appTookOver(page: Page): Promise<void> {
  await expect.poll(() => page.locator('#root > [inert]').count()).toBe(0);
}
