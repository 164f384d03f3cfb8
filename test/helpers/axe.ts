/**
 * axe-core in web-test-runner. axe ships as a UMD script, so it is loaded with a <script> tag (once) and
 * run against an element; shadow roots are walked by axe itself.
 */
type AxeResult = { violations: { id: string; impact: string; help: string; nodes: { target: unknown; failureSummary?: string }[] }[] };
type Axe = { run: (context: Element, options: object) => Promise<AxeResult> };

let loading: Promise<Axe> | undefined;

function loadAxe(): Promise<Axe> {
  loading ??= new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = '/node_modules/axe-core/axe.min.js';
    script.onload = () => resolve((window as unknown as { axe: Axe }).axe);
    script.onerror = () => reject(new Error('axe-core did not load'));
    document.head.append(script);
  });
  return loading;
}

/** WCAG 2.0/2.1/2.2 A and AA rules, plus best practices that matter for widgets. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Resolves to a readable list of violations ('' when there are none). */
export async function axeViolations(element: Element, tags: string[] = WCAG_TAGS): Promise<string> {
  const axe = await loadAxe();
  const result = await axe.run(element, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
  return result.violations
    .map((v) => `${v.id} (${v.impact}): ${v.help}\n${v.nodes.map((n) => `  ${JSON.stringify(n.target)} ${n.failureSummary ?? ''}`).join('\n')}`)
    .join('\n');
}
