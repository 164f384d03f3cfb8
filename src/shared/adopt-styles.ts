/**
 * Puts CSS strings into a shadow root through constructable stylesheets.
 * A `<style>` element would be blocked by `style-src 'self'`; adopted sheets are not.
 * One CSSStyleSheet is built per distinct CSS string and shared by every instance.
 */
const sheets = new Map<string, CSSStyleSheet>();

function sheetFor(css: string): CSSStyleSheet {
  let sheet = sheets.get(css);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    sheets.set(css, sheet);
  }
  return sheet;
}

export function adoptStyles(root: ShadowRoot, cssTexts: readonly string[]): void {
  if ('adoptedStyleSheets' in root && typeof CSSStyleSheet === 'function' && 'replaceSync' in CSSStyleSheet.prototype) {
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, ...cssTexts.map(sheetFor)];
    return;
  }
  // Old engines without constructable sheets: a <style> works there unless a strict CSP forbids it.
  for (const css of cssTexts) {
    const style = document.createElement('style');
    style.textContent = css;
    root.append(style);
  }
}
