// Wraps @docusaurus/theme-classic 3.10.2 `DocItem/Content` to put "Copy page" above each doc and
// API page: every page of those sections has a Markdown twin (plugins/markdown-twins.ts). The bar
// sits outside `.theme-doc-markdown`, the part the twin and the search read.
import React, {type ReactNode} from 'react';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import Content from '@theme-original/DocItem/Content';
import type {Props} from '@theme/DocItem/Content';
import CopyPageButton from '@site/src/components/CopyPageButton';

export default function DocItemContent(props: Props): ReactNode {
  const {metadata} = useDoc();
  return (
    <>
      <CopyPageButton permalink={metadata.permalink} />
      <Content {...props} />
    </>
  );
}
