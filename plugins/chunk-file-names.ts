// The browser's chunks are named by their id and content hash (`assets/js/<id>.<hash>.js`), not by
// Docusaurus's `[name].[contenthash]`. With the name in the file name, runtime~main.js carries a
// map of every chunk's name beside the map of its hash, and both grow with the pages (issue 36:
// 4.9 → 24.8 kB gzip from 1× to 10× the content). The id is the map's own key, so only the hashes
// remain; the content hash still changes a file's name whenever its content changes.
import type {Plugin} from '@docusaurus/types';

/** Where the browser bundle writes its lazily loaded chunks, in a production build. */
export const CHUNK_FILENAME = 'assets/js/[id].[contenthash:8].js';

export default function chunkFileNamesPlugin(): Plugin<undefined> {
  return {
    name: 'chunk-file-names',
    configureWebpack(config, isServer) {
      if (isServer || config.mode !== 'production') return {};
      return {output: {chunkFilename: CHUNK_FILENAME}};
    },
  };
}
