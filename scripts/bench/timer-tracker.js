// Init script of `npm run bench`'s memory page: counts the timers the page has running.
// Why wrapping and not CDP: Chrome's DevTools protocol can pause on timer creation (DOMDebugger
// instrumentation breakpoints) but cannot list the timers that are pending, so a "left running" count
// needs the page's own bookkeeping. Wrapping setTimeout/setInterval/requestAnimationFrame and their
// clear/cancel functions before any page script runs gives every live id, its delay and where it was
// created; a callback that fires also counts, so a timer chain that re-arms itself shows up as firing
// while nothing is on the page. (setTimeout and setInterval share one id space; rAF has its own.)
(() => {
  const live = new Map();
  let fired = 0;
  const stack = () => String(new Error().stack).split('\n').slice(3, 9).join('\n');
  const native = {
    setTimeout: window.setTimeout, setInterval: window.setInterval, clearTimeout: window.clearTimeout,
    clearInterval: window.clearInterval, requestAnimationFrame: window.requestAnimationFrame,
    cancelAnimationFrame: window.cancelAnimationFrame,
  };
  window.setTimeout = function setTimeout(fn, delay, ...args) {
    let id;
    const cb = typeof fn === 'function' ? function (...a) { live.delete(`t${id}`); fired++; return fn.apply(this, a); } : fn;
    id = native.setTimeout.call(window, cb, delay, ...args);
    live.set(`t${id}`, { kind: 'setTimeout', delay: Number(delay) || 0, stack: stack() });
    return id;
  };
  window.setInterval = function setInterval(fn, delay, ...args) {
    const cb = typeof fn === 'function' ? function (...a) { fired++; return fn.apply(this, a); } : fn;
    const id = native.setInterval.call(window, cb, delay, ...args);
    live.set(`t${id}`, { kind: 'setInterval', delay: Number(delay) || 0, stack: stack() });
    return id;
  };
  window.clearTimeout = function clearTimeout(id) { live.delete(`t${id}`); return native.clearTimeout.call(window, id); };
  window.clearInterval = function clearInterval(id) { live.delete(`t${id}`); return native.clearInterval.call(window, id); };
  window.requestAnimationFrame = function requestAnimationFrame(fn) {
    let id;
    const cb = function (t) { live.delete(`r${id}`); fired++; return fn.call(this, t); };
    id = native.requestAnimationFrame.call(window, cb);
    live.set(`r${id}`, { kind: 'requestAnimationFrame', delay: 0, stack: stack() });
    return id;
  };
  window.cancelAnimationFrame = function cancelAnimationFrame(id) { live.delete(`r${id}`); return native.cancelAnimationFrame.call(window, id); };
  window.__benchTimers = {
    live: () => [...live.values()],
    fired: () => fired,
    // The bench's own waits use these, so they never count as the page's timers.
    nativeSetTimeout: (fn, ms) => native.setTimeout.call(window, fn, ms),
    nativeFrame: (fn) => native.requestAnimationFrame.call(window, fn),
  };
})();
