/**
 * Chromium's own accessibility tree (what a screen reader gets), read through the DevTools protocol and
 * flattened into one line per meaningful node in reading order: `role "name" flags…`.
 */
import type { Page } from 'playwright-core';

type AXValue = { value?: unknown };
type AXNode = {
  nodeId: string;
  ignored: boolean;
  role?: AXValue;
  name?: AXValue;
  description?: AXValue;
  properties?: { name: string; value: AXValue }[];
  childIds?: string[];
  parentId?: string;
};

const SKIP = new Set(['generic', 'none', 'StaticText', 'InlineTextBox', 'LineBreak', 'RootWebArea', 'LabelText', 'paragraph', 'blockquote', 'article', 'group', 'Section', 'sectionheader', 'list', 'listitem']);
const FLAGS = ['invalid', 'required', 'focused', 'expanded', 'disabled', 'busy', 'live', 'level', 'roledescription', 'checked', 'hasPopup'];

export async function accessibilityTree(page: Page): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as { nodes: AXNode[] };
  await cdp.detach();
  const byId = new Map(nodes.map((n) => [n.nodeId, n]));
  const text = (n: AXNode): string =>
    n.role?.value === 'StaticText' ? String(n.name?.value ?? '') : (n.childIds ?? []).map((id) => byId.get(id)).filter((c): c is AXNode => !!c && !c.ignored).map(text).join('');
  const lines: string[] = [];
  const walk = (n: AXNode | undefined) => {
    if (!n) return;
    const role = String(n.role?.value ?? '');
    const props = Object.fromEntries((n.properties ?? []).map((p) => [p.name, p.value.value]));
    const named = role === 'group' && n.name?.value; // slides and fieldsets are named groups
    const speaks = role === 'alert' || role === 'status' || (role === 'paragraph' && props.focused);
    if (!n.ignored && (!SKIP.has(role) || named || speaks)) {
      const flags = FLAGS.flatMap((f) => {
        const v = props[f];
        if (v === undefined) return [];
        if (f === 'expanded') return [`expanded=${v}`]; // collapsed is worth hearing too
        if (v === false || v === 'false') return [];
        return [v === true || v === 'true' ? f : `${f}=${v}`];
      });
      const description = n.description?.value ? ` description="${n.description.value}"` : '';
      const content = speaks ? ` text="${text(n).trim()}"` : '';
      lines.push(`${role} "${String(n.name?.value ?? '')}"${flags.length ? ` ${flags.join(' ')}` : ''}${description}${content}`);
    }
    for (const id of n.childIds ?? []) walk(byId.get(id));
  };
  walk(nodes.find((n) => !n.parentId));
  return lines;
}
