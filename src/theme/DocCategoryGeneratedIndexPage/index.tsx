// Wraps @docusaurus/theme-classic 3.10.2 `DocCategoryGeneratedIndexPage`: the page actions
// (src/components/PageActions) above a category's index page, as DocItem/Layout has them above a
// doc; the index has a Markdown twin too (plugins/markdown-twins.ts).
import React, {type ReactNode} from 'react';
import Page from '@theme-original/DocCategoryGeneratedIndexPage';
import type {Props} from '@theme/DocCategoryGeneratedIndexPage';
import PageActions from '@site/src/components/PageActions';

export default function DocCategoryGeneratedIndexPage(props: Props): ReactNode {
  return (
    <>
      <PageActions />
      <Page {...props} />
    </>
  );
}
