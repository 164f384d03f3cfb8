/**
 * A failed assertion whose actual or expected value is a DOM node hangs the test runner while it reports the
 * failure (the node drags React's internals along). After each test, such values become one line that
 * names the node, so the failure is reported like any other.
 */
const describeNode = (node: Node): string =>
  node instanceof Element
    ? `<${node.localName}${node.id ? `#${node.id}` : ''}${node.className && typeof node.className === 'string' ? `.${node.className.trim().split(/\s+/).join('.')}` : ''}> "${(node.textContent ?? '').trim().slice(0, 60)}"`
    : `${node.nodeName} "${(node.textContent ?? '').trim().slice(0, 60)}"`;

afterEach(function readableFailure(this: Mocha.Context) {
  const err = this.currentTest?.err as { actual?: unknown; expected?: unknown } | undefined;
  if (!err) return;
  if (err.actual instanceof Node) err.actual = describeNode(err.actual);
  if (err.expected instanceof Node) err.expected = describeNode(err.expected);
});
