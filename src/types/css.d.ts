/** `import css from './x.css'` gives the file's (minified) text; see rollup.config.mjs. */
declare module '*.css' {
  const css: string;
  export default css;
}
