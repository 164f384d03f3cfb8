/**
 * web-test-runner in Firefox: Debian's firefox-esr over WebDriver BiDi (puppeteer-core), through the Chrome
 * launcher's puppeteer option. Firefox has no media emulation over BiDi; prefers-reduced-motion follows its
 * `ui.prefersReducedMotion` pref, which a privileged (chrome) script sets while the page runs.
 */
import { chromeLauncher } from '@web/test-runner-chrome';
import puppeteer from 'puppeteer-core';

/** Sets (1 reduce, 0 no-preference) or clears ('' the system's) the pref in the browser's chrome scope. */
async function setReducedMotion(browser, value) {
  const { connection } = browser;
  const { result } = await connection.send('browsingContext.getTree', { 'moz:scope': 'chrome', maxDepth: 0 });
  const pref = "'ui.prefersReducedMotion'";
  const expression = value === '' ? `Services.prefs.clearUserPref(${pref})` : `Services.prefs.setIntPref(${pref}, ${value === 'reduce' ? 1 : 0})`;
  const answer = await connection.send('script.evaluate', { expression, target: { context: result.contexts[0].context }, awaitPromise: false });
  if (answer.result.type !== 'success') throw new Error(`Firefox refused ${expression}: ${JSON.stringify(answer.result)}`);
}

export function firefoxLauncher() {
  return chromeLauncher({
    puppeteer,
    launchOptions: {
      browser: 'firefox',
      executablePath: process.env.FIREFOX_PATH || '/usr/bin/firefox-esr',
      headless: true,
      // Chrome-scope scripts (the pref above) need system access.
      args: ['-remote-allow-system-access'],
      env: { ...process.env, LANG: 'en_US.UTF-8' },
      extraPrefsFirefox: { 'intl.locale.requested': 'en-US' },
    },
    async createPage({ browser, context }) {
      const page = await context.newPage();
      // The commands' emulateMedia asks the page for media features: only the motion preference is served.
      page.emulateMediaFeatures = async (features = []) => {
        for (const { name, value } of features) {
          if (name !== 'prefers-reduced-motion') throw new Error(`Firefox over BiDi cannot emulate ${name}`);
          await setReducedMotion(browser, value);
        }
      };
      return page;
    },
  });
}
