/**
 * Applies small source fixes to a third-party module: each `find` (a global regular expression) must match
 * exactly once, or the build fails, so a new version of the library is looked at instead of shipping a fix
 * that silently no longer applies (or applies twice).
 * @param {string} code the module's source
 * @param {{ name: string, find: RegExp, replace: string }[]} patches
 * @param {string} label who is patching (in the error message)
 * @param {{ overwrite(start: number, end: number, text: string): unknown }} out a MagicString of `code`
 */
export function patchOnce(code, patches, label, out) {
  for (const { name, find, replace } of patches) {
    const found = findOnce(code, find, `${label}: expected one ${name}`);
    const [text] = found;
    const patched = text.replace(new RegExp(find.source, find.flags.replace('g', '')), replace);
    if (patched === text) throw new Error(`${label}: ${name} found but not changed`);
    out.overwrite(found.index, found.index + text.length, patched);
  }
}

/**
 * The one match of `pattern` (a global regular expression) in `code`; throws `${expected}, found N` otherwise.
 * @param {string} code
 * @param {RegExp} pattern
 * @param {string} expected
 */
export function findOnce(code, pattern, expected) {
  const found = [...code.matchAll(pattern)];
  if (found.length !== 1) throw new Error(`${expected}, found ${found.length}`);
  return found[0];
}

/**
 * A Rollup plugin that runs `transform(code, id)` on the one module whose id matches `target`. The build fails
 * when that module never came through (the library moved the file, or nothing imports it any more): a patch
 * that no longer applies is looked at, never shipped silently unapplied.
 * @param {string} name the plugin's name
 * @param {RegExp} target the patched module's id
 * @param {(code: string, id: string) => { code: string, map: unknown }} transform
 */
export function patchModule(name, target, transform) {
  let seen = false;
  return {
    name,
    buildStart() {
      seen = false;
    },
    transform(code, id) {
      if (!target.test(id)) return null;
      seen = true;
      return transform(code, id);
    },
    buildEnd(error) {
      if (!error && !seen) this.error(`${name}: no module matching ${target} was bundled, so the patch did not apply`);
    },
  };
}
