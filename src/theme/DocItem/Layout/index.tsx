// Wraps @docusaurus/theme-classic 3.10.2 `DocItem/Layout` on every doc and API page: the page actions
// ("Copy page" and its menu) above it, "Report a problem with this page" after its paginator, both
// outside the <article> that the Markdown twin (plugins/markdown-twins.ts) and the search read.
// The layout sits in a schema.org WebPage item: the stock LastUpdated in its footer writes
// <time itemprop="dateModified">, which is invalid HTML outside an item (the Nu checker's error).
import React, {type ReactNode} from 'react';
import Layout from '@theme-original/DocItem/Layout';
import type {Props} from '@theme/DocItem/Layout';
import PageActions from '@site/src/components/PageActions';
import ReportProblemLink from '@site/src/components/ReportProblemLink';

export default function DocItemLayout(props: Props): ReactNode {
  return (
    <>
      <PageActions />
      <div itemScope itemType="https://schema.org/WebPage">
        <Layout {...props} />
      </div>
      <p className="margin-top--lg">
        <ReportProblemLink kind="page" about="this page" />
      </p>
    </>
  );
}
