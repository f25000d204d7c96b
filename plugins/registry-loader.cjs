// Loader for plugins/browser-registry.ts: in the browser bundle, each entry of Docusaurus's route
// registry (.docusaurus/registry.js) keeps its loader and its module id and loses the module's path,
// which only server rendering reads. If an entry no longer has the form the plugin expects, the
// build fails and says so.
const entryPath = /\), "[^"\n]+", require\.resolveWeak\(/g;

module.exports = function registryLoader(source) {
  const entries = (source.match(/require\.resolveWeak\(/g) ?? []).length;
  let slimmed = 0;
  const result = source.replace(entryPath, () => {
    slimmed += 1;
    return '), 0, require.resolveWeak(';
  });
  if (entries === 0 || slimmed !== entries) {
    throw new Error(
      `${this.resourcePath}: plugins/browser-registry.ts expects every entry to read ` +
        `[() => import(...), "<module path>", require.resolveWeak(...)], and ${slimmed} of ${entries} do. ` +
        'Docusaurus has changed the registry: update or remove the plugin.',
    );
  }
  return result;
};
