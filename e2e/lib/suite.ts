import { after, afterEach, before, beforeEach } from 'node:test';
import type { Browser, BrowserContext } from 'playwright-core';
import { type OpenPage, launchBrowser, login, newPage } from './browser';
import { type TestProduct, type TestProductOptions, startTestProduct } from './product';

/** What {@link useBrowser} gives a test file: read its members inside tests and hooks, never at load time. */
export interface BrowserSuite {
  /** Debian's Chromium, launched before the file's tests and closed after them. */
  readonly browser: Browser;
  /**
   * A fresh context and page that records uncaught page errors in `errors` (see {@link newPage}). Opened inside a
   * test, it is closed when the test ends, passed or failed; opened in a hook, it lives until the browser closes.
   */
  newPage(): Promise<OpenPage>;
}

/** What {@link useProductAndBrowser} gives a test file: read its members inside tests and hooks, never at load time. */
export interface ProductAndBrowser extends BrowserSuite {
  /** The built product, started on free ports before the file's tests and stopped after them. */
  readonly product: TestProduct;
  /** Signs `page` in as `email` through the product's login form and waits for the portal. */
  login(page: OpenPage['page'], email: string): Promise<void>;
  /**
   * {@link newPage} signed in as `email`. `beforeLogin` runs on the fresh page first: routes, listeners or init
   * scripts that must see the login and the portal's first load.
   */
  signedInPage(email: string, beforeLogin?: (opened: OpenPage) => unknown): Promise<OpenPage>;
}

function required<T>(value: T | undefined, what: string): T {
  if (value === undefined)
    throw new Error(`${what} is only available inside tests and hooks (after the suite's before hook)`);
  return value;
}

/** The shared part: registers the hooks and tracks the pages a test opens. */
function registerSuite(start?: () => Promise<TestProduct>) {
  let product: TestProduct | undefined;
  let browser: Browser | undefined;
  let inTest = false;
  const testContexts = new Set<BrowserContext>();

  before(async () => {
    if (start) product = await start();
    browser = await launchBrowser();
  });
  beforeEach(() => {
    inTest = true;
  });
  afterEach(async () => {
    inTest = false;
    const contexts = [...testContexts];
    testContexts.clear();
    await Promise.all(contexts.map((context) => context.close()));
  });
  after(async () => {
    await browser?.close();
    await product?.close();
  });

  const suite: ProductAndBrowser = {
    get browser() {
      return required(browser, 'the browser');
    },
    get product() {
      return required(product, 'the product');
    },
    async newPage() {
      const opened = await newPage(suite.browser);
      if (inTest) testContexts.add(opened.context);
      return opened;
    },
    login: (page, email) => login(page, suite.product.url, email),
    async signedInPage(email, beforeLogin) {
      const opened = await suite.newPage();
      await beforeLogin?.(opened);
      await suite.login(opened.page, email);
      return opened;
    },
  };
  return suite;
}

/**
 * Registers, in the calling `describe`, the hooks that launch Chromium before the tests and close it after them,
 * and closes the pages each test opens. For files that test something other than the product (Storybook).
 */
export function useBrowser(): BrowserSuite {
  return registerSuite();
}

/**
 * Registers, in the calling `describe`, the hooks that start the built product on free ports ({@link startTestProduct})
 * and launch Chromium before the tests, close the pages each test opened when it ends, and close the browser and
 * stop the product after the tests. The file's own `before`/`after` hooks, registered after this call, run after
 * these (the product is up in its `before`; it is already stopped in its `after`).
 *
 * @example
 * describe('mf-exams', () => {
 *   const suite = useProductAndBrowser();
 *   it('EXM-04: ...', async () => {
 *     const { page, errors } = await suite.signedInPage('admin@example.com');
 *     await page.goto(`${suite.product.url}/exams`);
 *   });
 * });
 */
export function useProductAndBrowser(options: TestProductOptions = {}): ProductAndBrowser {
  return registerSuite(() => startTestProduct(options));
}
