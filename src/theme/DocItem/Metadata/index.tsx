// Wraps @docusaurus/theme-classic 3.10.2 `DocItem/Metadata`. On an API endpoint page it adds
// the endpoint's name as it appears in its URL (`get_coin_id`, `xch_balance`) to the page's
// keywords meta tag. The local search indexes that tag, and its tokenizer keeps a name with
// underscores whole only where the name stands alone, so this lets a reader find the page by
// typing the name. Keywords from the page's front matter are kept.
import React, {type ReactNode} from 'react';
import {PageMetadata} from '@docusaurus/theme-common';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import OriginalMetadata from '@theme-original/DocItem/Metadata';

/** The endpoint name of an API reference page (`/api/tools/get_coin_id` -> `get_coin_id`). */
export function endpointNameOf(permalink: string): string | undefined {
  const match = /^\/api\/(?!category\/)[^/]+\/([^/]+)$/.exec(permalink);
  return match?.[1];
}

export default function DocItemMetadata(): ReactNode {
  const {metadata, frontMatter} = useDoc();
  const name = endpointNameOf(metadata.permalink);
  return (
    <>
      <OriginalMetadata />
      {name !== undefined && <PageMetadata keywords={[...(frontMatter.keywords ?? []), name]} />}
    </>
  );
}
