// @ts-check
/**
 * The one way this repository launches a browser: Debian's headless Chromium (`/usr/bin/chromium`, or
 * `CHROMIUM_PATH`) through playwright-core, with the flags this machine needs (no sandbox, no GPU, no QUIC, no
 * background networking or component updates, /tmp instead of /dev/shm). Used by the bench (scripts/bench), the
 * release check (verify-release.mjs) and the e2e suite (e2e/lib/browser.ts).
 */
import { chromium } from 'playwright-core';

/** The command-line flags of every launch. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

/** Where Chromium is: `CHROMIUM_PATH` when set (and not empty), else Debian's. */
export const chromiumPath = () => process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/**
 * Launches headless Chromium with {@link CHROMIUM_ARGS}; `options` are playwright's launch options, their `args`
 * added after the common flags.
 * @param {import('playwright-core').LaunchOptions} [options]
 * @returns {Promise<import('playwright-core').Browser>}
 */
export function launchChromium(options = {}) {
  return chromium.launch({
    executablePath: chromiumPath(),
    headless: true,
    ...options,
    args: [...CHROMIUM_ARGS, ...(options.args ?? [])],
  });
}

/**
 * Headless Chromium with a browser profile on disk (`userDataDir`), as a person's browser keeps one: its HTTP cache
 * and V8's code cache outlive each page. (A context of `launchChromium().newContext()` is an in-memory, incognito-like
 * profile: Chromium makes no V8 code cache there, so every visit in it compiles the scripts afresh.) Closing the
 * returned context closes that browser. `options` as playwright's `launchPersistentContext` takes them, `args` added
 * after the common flags.
 * @param {string} userDataDir
 * @param {Parameters<typeof chromium.launchPersistentContext>[1]} [options]
 * @returns {Promise<import('playwright-core').BrowserContext>}
 */
export function launchChromiumProfile(userDataDir, options = {}) {
  return chromium.launchPersistentContext(userDataDir, {
    executablePath: chromiumPath(),
    headless: true,
    ...options,
    args: [...CHROMIUM_ARGS, ...(options.args ?? [])],
  });
}
