/** The walks' page over W3C WebDriver (WebKit). */
import { dateSegments, findTarget, type EnginePage, type NamedKey, type Target } from './engine-page';
import type { ElementRef, Session } from './webdriver-client';

/** W3C WebDriver's code points for the named keys. */
const KEYS: Record<NamedKey, string> = { End: '\uE010', Tab: '\uE004' };

export function webDriverPage(session: Session): EnginePage {
  /** The element, scrolled to the middle of the window (and focused); fails when it is not in the page. */
  async function element({ host, selector, text }: Target, focus: boolean): Promise<ElementRef> {
    const found = await session.execute<ElementRef | null>(
      `const el = (${findTarget.toString()})(arguments[0], arguments[1], arguments[2]);
       if (el) { el.scrollIntoView({ block: 'center' }); if (arguments[3]) el.focus(); }
       return el;`,
      [host, selector, text ?? null, focus],
    );
    if (!found) throw new Error(`no ${selector}${text ? ` "${text}"` : ''} in ${host}`);
    return found;
  }

  return {
    goto: (url) => session.navigate(url),
    evaluate: (fn, ...args) => session.execute(`return (${fn.toString()}).apply(null, arguments);`, args),
    // Element Click answers "element click intercepted" for a control inside a shadow root (the driver's hit
    // test finds the host): pointer actions press where a guest's finger would.
    click: async (target) => session.pointerClick(await element(target, false)),
    focus: async (target) => {
      await element(target, true);
    },
    type: async (target, text) => {
      await element(target, true);
      await session.keys(text);
    },
    keys: (text) => session.keys(text),
    press: (key) => session.keys(KEYS[key]),
    // WebKit's date field does not move on by itself after a full segment: Tab goes to the next one.
    typeDate: async (target, iso) => {
      await element(target, true);
      await session.keys(dateSegments(iso).join(KEYS.Tab));
    },
  };
}
