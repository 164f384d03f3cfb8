import postcss from 'postcss';

/** Drops comments and collapses white space: enough to shrink third-party CSS without another dependency. */
const minify = () => ({
  postcssPlugin: 'bali-minify',
  OnceExit(root) {
    root.walkComments((comment) => comment.remove());
    root.raws.after = '';
    root.walk((node) => {
      // Spaces after commas and around combinators (not inside quotes, where they are text; `+` and `-`
      // in values stay spaced, calc() needs them); `(max-width: 420px)` → `(max-width:420px)`.
      if (node.type === 'decl' && !/["']/.test(node.value)) node.value = node.value.replace(/,\s+/g, ',');
      if (node.type === 'rule' && !/["']/.test(node.selector)) node.selector = node.selector.replace(/\s*([>+~,])\s*/g, '$1');
      if (node.type === 'atrule') node.params = node.params.replace(/:\s+/g, ':').replace(/,\s+/g, ',');
      node.raws.before = '';
      if ('between' in node.raws) node.raws.between = node.type === 'decl' ? ':' : '';
      if (node.type !== 'decl') node.raws.after = '';
      node.raws.semicolon = false;
    });
  },
});
minify.postcss = true;

const minifyCss = async (css, from, plugins = []) => (await postcss([...plugins, minify]).process(css, { from })).css;

/**
 * Rollup plugin: minifies the CSS in our `*.styles.ts` modules, the template literals marked `/* css *\/`
 * (they hold no `${}`; one that did is left alone). Terser never touches the inside of a string.
 */
export function cssTemplates() {
  return {
    name: 'bali-css-templates',
    async transform(code, id) {
      if (!id.endsWith('.styles.ts')) return null;
      let out = code;
      for (const [whole, css] of code.matchAll(/\/\* css \*\/ `([^`$]*)`/g)) {
        out = out.replace(whole, JSON.stringify(await minifyCss(css, id)));
      }
      return { code: out, map: null };
    },
  };
}

/**
 * Rollup plugin: `import css from 'x.css'` yields the minified CSS text as a string. `patches` are PostCSS
 * plugins for one stylesheet each (`target` matches its id; see scripts/patches/).
 * @param {{ target: RegExp, plugins: import('postcss').AcceptedPlugin[] }[]} [patches]
 */
export function cssText(patches = []) {
  return {
    name: 'bali-css-text',
    async transform(code, id) {
      if (!id.endsWith('.css')) return null;
      const plugins = patches.filter(({ target }) => target.test(id)).flatMap((patch) => patch.plugins);
      return { code: `export default ${JSON.stringify(await minifyCss(code, id, plugins))};`, map: { mappings: '' } };
    },
  };
}
