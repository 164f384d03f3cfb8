/**
 * Terser options of every browser bundle: the widgets' and the bench's React-alone baseline (the same
 * options for both, so the bench compares like with like).
 * The preamble is V8's explicit compile hint (Chrome 136+): it has the whole file compiled eagerly on a
 * background thread while it downloads, instead of each function on the main thread the first time it
 * runs; nearly all of it runs at start-up (React, the two first renders). Other engines ignore the comment.
 * `pure_getters`: no bundled code reads a property for its side effect (a getter's work or a forced layout), so
 * unused reads go; React's builds are written for compilers that assume the same.
 */
export const TERSER_OPTIONS = {
  ecma: 2020,
  module: true,
  compress: { passes: 3, pure_getters: true },
  format: { comments: false, preamble: '//# allFunctionsCalledOnLoad' },
};
