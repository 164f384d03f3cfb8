// Init script of `npm run bench` (typing): counts the components React renders in <bali-booking-form>, through
// the hook React offers its developer tools (also in production builds). A component counts as rendered in a
// commit when it is new or its props or state changed, since the commit before: a memoised component that
// bailed out keeps both. `window.__benchRenders` is the running total; `window.__benchCommits` the commits.
(() => {
  window.__benchRenders = 0;
  window.__benchCommits = 0;
  const COMPONENTS = new Set([0, 1, 11, 14, 15]); // function, class, forwardRef, memo, simple memo
  // What each component had at the commit before (a fiber and its alternate share the record): a subtree
  // React did not visit keeps its fibers, and they do not count.
  const seen = new WeakMap();
  const rendered = (fiber) => {
    const last = seen.get(fiber);
    const now = { props: fiber.memoizedProps, state: fiber.memoizedState };
    seen.set(fiber, now);
    if (fiber.alternate) seen.set(fiber.alternate, now);
    return !last || last.props !== now.props || last.state !== now.state;
  };
  function count(fiber) {
    let n = 0;
    for (let node = fiber; node; node = node.sibling) {
      if (COMPONENTS.has(node.tag) && rendered(node)) n += 1;
      if (node.child) n += count(node.child);
    }
    return n;
  }
  const isForm = (root) => root.containerInfo?.getRootNode?.()?.host?.localName === 'bali-booking-form';
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 1,
    checkDCE() {},
    onScheduleFiberRoot() {},
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    onCommitFiberRoot(_id, root) {
      if (!isForm(root)) return;
      window.__benchCommits += 1;
      window.__benchRenders += count(root.current.child);
    },
  };
})();
