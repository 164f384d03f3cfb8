import MagicString from 'magic-string';
import { findOnce, patchModule, patchOnce } from './patch-once.mjs';

/**
 * Parts of react-dom's client that the widgets cannot reach, left for the minifier to drop: each assignment
 * below becomes `void function …`, an expression without effect, and the helpers only it called go with it.
 * - The methods of the object React hands to a ref on a `<Fragment>` (focus, blur, event listeners,
 *   observers, getClientRects, compareDocumentPosition, scrollIntoView…): no Fragment in the widgets takes a
 *   ref, so that object is never made. React's own bookkeeping of fragment instances stays.
 * - `hydrateRoot`: the elements render into a fresh shadow root with `createRoot`; there is no server markup
 *   to hydrate (dist/react.js leaves React to the app and is not patched).
 * - react-dom's resource hints and form helpers (`preload`, `preinit`, `preconnect`, `prefetchDNS`,
 *   `requestFormReset`, `useFormStatus`…): public calls that nothing in the widgets makes.
 * - The hooks in `UNUSED_HOOKS`: their entries in the mount, update and re-render dispatchers become `void …`
 *   (undefined), so their implementations (action state, optimistic state, external stores, transitions,
 *   deferred values, the memo cache…) go; `React.useX` of one of them would throw, and nothing calls them.
 */
export const UNUSED = [
  ...['addEventListener', 'removeEventListener', 'dispatchEvent', 'focus', 'focusLast', 'blur', 'observeUsing', 'unobserveUsing', 'getClientRects', 'getRootNode', 'compareDocumentPosition', 'scrollIntoView'].map(
    (method) => `FragmentInstance.prototype.${method}`,
  ),
  'exports.hydrateRoot',
];

/** The same in react-dom's entry (`react-dom`, not `react-dom/client`). */
export const UNUSED_ENTRY = ['preconnect', 'prefetchDNS', 'preinit', 'preinitModule', 'preload', 'preloadModule', 'requestFormReset', 'useFormState', 'useFormStatus'].map((name) => `exports.${name}`);

/** Hooks that neither the widgets nor the libraries bundled with React (phone picker, carousel, r2wc) call. */
export const UNUSED_HOOKS = [
  'useActionState',
  'useFormState',
  'useOptimistic',
  'useTransition',
  'useDeferredValue',
  'useSyncExternalStore',
  'useEffectEvent',
  'useCacheRefresh',
  'useMemoCache',
  'useHostTransitionStatus',
  'useDebugValue',
  'useInsertionEffect',
  'useImperativeHandle',
];

/** The dispatchers a component's hooks run through while it renders (the context-only one throws anyway). */
export const DISPATCHERS = ['HooksDispatcherOnMount', 'HooksDispatcherOnUpdate', 'HooksDispatcherOnRerender'];

/**
 * Each unused hook's entry in each dispatcher becomes `void …`: the dispatcher's object literal (from
 * `  Name = {` to its closing `  }` at the same indent) must be found once and hold each hook once.
 */
function voidUnusedHooks(code, out, hooks = UNUSED_HOOKS) {
  for (const dispatcher of DISPATCHERS) {
    const start = findOnce(code, new RegExp(`^  ${dispatcher} = \\{$`, 'gm'), `react-dom unused hooks: expected one ${dispatcher}`).index;
    const end = code.indexOf('\n  }', start);
    const block = code.slice(start, end);
    for (const hook of hooks) {
      const entry = findOnce(block, new RegExp(`^    ${hook}: `, 'gm'), `react-dom unused hooks: expected one ${dispatcher}.${hook}`);
      out.appendLeft(start + entry.index + entry[0].length, 'void ');
    }
  }
}

/** One patch per assignment: it must be found exactly once, at the start of a line. */
export const reactDomUnusedPatches = (names = UNUSED) =>
  names.map((name) => ({
    name,
    find: new RegExp(`^${name.replaceAll('.', '\\.')} = function`, 'gm'),
    replace: 'void function',
  }));

export function reactDomUnused() {
  return patchModule('bali-react-dom-unused', /react-dom[\\/]cjs[\\/]react-dom-client\.production\.js$/, (code) => {
    const out = new MagicString(code);
    patchOnce(code, reactDomUnusedPatches(), 'react-dom unused parts', out);
    voidUnusedHooks(code, out);
    return { code: out.toString(), map: out.generateMap({ hires: true }) };
  });
}

export function reactDomEntryUnused() {
  return patchModule('bali-react-dom-entry-unused', /react-dom[\\/]cjs[\\/]react-dom\.production\.js$/, (code) => {
    const out = new MagicString(code);
    patchOnce(code, reactDomUnusedPatches(UNUSED_ENTRY), 'react-dom unused parts', out);
    return { code: out.toString(), map: out.generateMap({ hires: true }) };
  });
}
