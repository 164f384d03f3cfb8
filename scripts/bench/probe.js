// Start-up probe of `npm run bench` (a classic script in <head>, before the module, on every bench page).
// "Rendered and interactive" for each widget, measured inside the page from navigation start
// (performance.now(), whose origin is the navigation):
//   ready       its open shadow root holds its main controls (see READY below);
//   interactive a click on its Next control, dispatched the moment it is ready, has been handled
//               (the visible result of the click is in the DOM, see HANDLED below).
// The page's figure is the latest widget's time. Polling runs as 0 ms timer tasks: cheap, and it cannot
// run while the main thread is busy, so a result is never seen before the main thread is free to show it.
(() => {
  const params = new URLSearchParams(location.search);
  const click = !params.has('noclick');
  const shadow = (sel) => document.querySelector(sel)?.shadowRoot ?? null;
  const slides = (root) => [...root.querySelectorAll('.keen-slider__slide')];
  const transforms = (root) => slides(root).map((s) => s.style.transform).join('|');
  const WIDGETS = {
    // Step 1 is there (name field + Next); a click on Next with empty fields shows the step's error banner.
    'bali-booking-form': {
      ready: (r) => r.querySelector('input[name="name"]') && r.querySelector('button[type="submit"]'),
      act: (r) => r.querySelector('button[type="submit"]').click(),
      handled: (r) => r.querySelector('.banner'),
    },
    // The Next-slide button is there and keen-slider has laid out the slides (each has its transform);
    // a click on Next slide starts the slide animation: the slides' transforms change.
    'bali-reviews': {
      ready: (r) => r.querySelector('button[aria-label="Next slide"]') && slides(r).length > 1 && slides(r).every((s) => s.style.transform),
      act: (r, state) => {
        state.before = transforms(r);
        r.querySelector('button[aria-label="Next slide"]').click();
      },
      handled: (r, state) => transforms(r) !== state.before,
    },
    // The React-alone baseline: 3 inputs and a button; a click on the button renders a status line.
    'react-baseline': {
      ready: (r) => r.querySelectorAll('input').length === 3 && r.querySelector('button'),
      act: (r) => r.querySelector('button').click(),
      handled: (r) => r.querySelector('[role="status"]'),
    },
  };
  const result = { ready: {}, interactive: {} };
  let started = 0;
  const poll = () => {
    const tags = Object.keys(WIDGETS).filter((tag) => document.querySelector(tag));
    let pending = document.readyState === 'loading' || tags.length === 0;
    for (const tag of tags) {
      const w = WIDGETS[tag];
      const root = shadow(tag);
      const state = (w.state ??= {});
      if (!root) { pending = true; continue; }
      if (result.ready[tag] === undefined) {
        if (!w.ready(root)) { pending = true; continue; }
        result.ready[tag] = performance.now();
        if (click) w.act(root, state);
        else result.interactive[tag] = result.ready[tag];
      }
      if (result.interactive[tag] === undefined) {
        if (!w.handled(root, state)) { pending = true; continue; }
        result.interactive[tag] = performance.now();
      }
    }
    if (!pending) {
      result.readyAt = Math.max(...Object.values(result.ready));
      result.interactiveAt = Math.max(...Object.values(result.interactive));
      // Where the navigation's own time went (process start, request, response): information only.
      const nav = performance.getEntriesByType('navigation')[0];
      if (nav) result.navigation = { requestStart: nav.requestStart, responseEnd: nav.responseEnd, domInteractive: nav.domInteractive };
      window.__benchStartup = result;
      // The bench reads this from the console: polling the page from outside would run on the main
      // thread being measured (and inject a script into it).
      console.debug(`bench-startup ${JSON.stringify(result)}`);
    } else if (performance.now() - started < 60000) {
      setTimeout(poll, 0);
    }
  };
  started = performance.now();
  setTimeout(poll, 0);
})();
