// Loader for plugins/browser-patches.ts: replaces exact snippets of one dependency file. If a
// snippet is no longer in the file (the dependency changed), the build fails and says which.
module.exports = function patchLoader(source) {
  const {patches} = this.getOptions();
  let patched = source;
  for (const {find, replace, why} of patches) {
    if (!patched.includes(find)) {
      throw new Error(
        `${this.resourcePath}: plugins/browser-patches.ts expects to find\n  ${find}\n` +
          `(patched because ${why}). The dependency has changed: update or remove the patch.`,
      );
    }
    patched = patched.split(find).join(replace);
  }
  return patched;
};
