// Wraps @docusaurus/theme-classic 3.10.2 `DocItem/Footer`: after the stock footer of a doc (tags,
// last update), a "Report a problem with this page" link to a new issue on the site's repository,
// with the page's address filled in (src/components/ReportProblemLink). It is plain HTML, so it
// works without JavaScript; the footer is outside the text the search and the Markdown twin read.
import React, {type ReactNode} from 'react';
import Footer from '@theme-original/DocItem/Footer';
import ReportProblemLink from '@site/src/components/ReportProblemLink';

export default function DocItemFooter(): ReactNode {
  return (
    <>
      <Footer />
      <p className="margin-top--md">
        <ReportProblemLink kind="page" about="this page" />
      </p>
    </>
  );
}
