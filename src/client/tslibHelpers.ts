// The tslib helpers that the browser bundle needs, in place of all of tslib (see
// plugins/browser-substitutes.ts). Same behaviour as tslib 2.x.

type EsModule = {__esModule: unknown};

function isEsModule(mod: unknown): mod is EsModule {
  return typeof mod === 'object' && mod !== null && '__esModule' in mod && Boolean(mod.__esModule);
}

/** `import x from 'cjs-module'`, as tsc compiles it with importHelpers. */
export function __importDefault(mod: unknown): EsModule | {default: unknown} {
  return isEsModule(mod) ? mod : {default: mod};
}
