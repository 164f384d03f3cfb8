/** The walks' page over puppeteer-core (Firefox, WebDriver BiDi). */
import type { ElementHandle, Page } from 'puppeteer-core';
import { dateSegments, findTarget, type EnginePage, type Target } from './engine-page';

export function puppeteerPage(page: Page): EnginePage {
  /** The element, scrolled to the middle of the window (and focused); fails when it is not in the page. */
  async function element({ host, selector, text }: Target, focus: boolean): Promise<ElementHandle<Element>> {
    const el = (await page.evaluateHandle(findTarget, host, selector, text ?? null)).asElement() as ElementHandle<Element> | null;
    if (!el) throw new Error(`no ${selector}${text ? ` "${text}"` : ''} in ${host}`);
    await el.evaluate((node, focusIt) => {
      node.scrollIntoView({ block: 'center' });
      if (focusIt) (node as HTMLElement).focus();
    }, focus);
    return el;
  }

  return {
    goto: async (url) => {
      await page.goto(url);
    },
    evaluate: (fn, ...args) => page.evaluate(fn as never, ...(args as unknown[])) as never,
    click: async (target) => (await element(target, false)).click(),
    focus: async (target) => {
      await element(target, true);
    },
    type: async (target, text) => {
      await element(target, true);
      await page.keyboard.type(text);
    },
    keys: (text) => page.keyboard.type(text),
    press: (key) => page.keyboard.press(key),
    // Firefox's date field moves to the next segment once one is full: the digits go in one after another.
    typeDate: async (target, iso) => {
      await element(target, true);
      for (const segment of dateSegments(iso)) await page.keyboard.type(segment);
    },
  };
}
