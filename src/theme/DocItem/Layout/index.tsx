// Wraps @docusaurus/theme-classic 3.10.2 `DocItem/Layout`: the page actions ("Copy page" and its
// menu, src/components/PageActions) above every doc and API page, outside the <article> that the
// Markdown twin and the search read; every such page has a twin (plugins/markdown-twins.ts).
import React, {type ReactNode} from 'react';
import Layout from '@theme-original/DocItem/Layout';
import type {Props} from '@theme/DocItem/Layout';
import PageActions from '@site/src/components/PageActions';

export default function DocItemLayout(props: Props): ReactNode {
  return (
    <>
      <PageActions />
      <Layout {...props} />
    </>
  );
}
