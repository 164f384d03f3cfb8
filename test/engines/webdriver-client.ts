/**
 * A W3C WebDriver client of the few commands the walks use, over fetch: sessions, navigation, scripts and
 * input actions. A failed command throws with the driver's own error code and message.
 */

/** The key under which W3C WebDriver hands out an element reference. */
export const ELEMENT_KEY = 'element-6066-11e4-a52f-4a5dd4d8a8d9';
export type ElementRef = { [ELEMENT_KEY]: string };

export class WebDriverError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(`${code}: ${message}`);
  }
}

async function command<T>(url: string, method: 'GET' | 'POST' | 'DELETE', body?: unknown): Promise<T> {
  const response = await fetch(url, {
    method,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = (await response.json()) as { value: T & { error?: string; message?: string } };
  if (!response.ok) throw new WebDriverError(answer.value?.error ?? String(response.status), answer.value?.message ?? '');
  return answer.value;
}

export type Session = {
  navigate(url: string): Promise<void>;
  /** Runs `script` (a function body that reads `arguments`) in the page; a returned promise is awaited. */
  execute<T>(script: string, args?: unknown[]): Promise<T>;
  /** A pointer (mouse) press and release at the centre of the element. */
  pointerClick(element: ElementRef): Promise<void>;
  /** Keys typed into whatever has focus, one press and release each. */
  keys(text: string): Promise<void>;
  /** Ends the session (closes the browser). */
  end(): Promise<void>;
};

/** Starts a session on the driver at `base` (e.g. http://127.0.0.1:4444) with `capabilities`. */
export async function newSession(base: string, capabilities: Record<string, unknown>): Promise<Session> {
  const { sessionId } = await command<{ sessionId: string }>(`${base}/session`, 'POST', { capabilities: { alwaysMatch: capabilities } });
  const at = `${base}/session/${sessionId}`;
  const actions = (list: unknown[]) => command<null>(`${at}/actions`, 'POST', { actions: list }).then(() => command(`${at}/actions`, 'DELETE'));
  return {
    navigate: (url) => command<null>(`${at}/url`, 'POST', { url }).then(() => {}),
    execute: (script, args = []) => command(`${at}/execute/async`, 'POST', {
      script: `const done = arguments[arguments.length - 1]; Promise.resolve().then(() => (function () { ${script} }).apply(null, [...arguments].slice(0, -1))).then(done, (e) => done({ __error: String(e && e.stack || e) }));`,
      args,
    }).then((value) => {
      const failure = (value as { __error?: string } | null)?.__error;
      if (failure) throw new Error(`script failed in the page: ${failure}`);
      return value as never;
    }),
    pointerClick: (element) =>
      actions([
        {
          type: 'pointer',
          id: 'mouse',
          parameters: { pointerType: 'mouse' },
          actions: [
            { type: 'pointerMove', origin: element, x: 0, y: 0, duration: 0 },
            { type: 'pointerDown', button: 0 },
            { type: 'pointerUp', button: 0 },
          ],
        },
      ]).then(() => {}),
    keys: (text) =>
      actions([{ type: 'key', id: 'keyboard', actions: [...text].flatMap((value) => [{ type: 'keyDown', value }, { type: 'keyUp', value }]) }]).then(() => {}),
    end: () => command<null>(at, 'DELETE').then(() => {}),
  };
}
