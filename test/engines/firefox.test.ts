/** Both widgets in Firefox: Debian's firefox-esr, driven by puppeteer-core over WebDriver BiDi. */
import puppeteer from 'puppeteer-core';
import { describeWalks } from './engine-walks';
import { puppeteerPage } from './puppeteer-page';

async function launchFirefox() {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: process.env.FIREFOX_PATH || '/usr/bin/firefox-esr',
    headless: true,
    // en-US: the date fields' segments come month, day, year.
    env: { ...process.env, LANG: 'en_US.UTF-8' },
    extraPrefsFirefox: { 'intl.locale.requested': 'en-US' },
  });
  const page = await browser.newPage();
  return { page: puppeteerPage(page), close: () => browser.close() };
}

describeWalks('Firefox', launchFirefox);
// Once more on a Korean page: every text the walks look for in Korean.
describeWalks('Firefox', launchFirefox, 'ko');
