import postcss from 'postcss';

/** Drops comments and collapses white space: enough to shrink third-party CSS without another dependency. */
const minify = () => ({
  postcssPlugin: 'bali-minify',
  OnceExit(root) {
    root.walkComments((comment) => comment.remove());
    root.raws.after = '';
    root.walk((node) => {
      node.raws.before = '';
      if ('between' in node.raws) node.raws.between = node.type === 'decl' ? ':' : '';
      if (node.type !== 'decl') node.raws.after = '';
      node.raws.semicolon = false;
    });
  },
});
minify.postcss = true;

/** Rollup plugin: `import css from 'x.css'` yields the minified CSS text as a string. */
export function cssText(plugins = []) {
  return {
    name: 'bali-css-text',
    async transform(code, id) {
      if (!id.endsWith('.css')) return null;
      const result = await postcss([...plugins, minify]).process(code, { from: id });
      return { code: `export default ${JSON.stringify(result.css)};`, map: { mappings: '' } };
    },
  };
}
