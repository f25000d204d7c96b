import React, {type ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useLocation} from '@docusaurus/router';
import {reportProblemUrl, repositoryUrlOf, type ReportedBlock} from '@site/src/utils/reportProblem';
import styles from './styles.module.css';

type Props = ReportedBlock & {
  /** What a screen reader hears after "Report a problem", to tell the links of a page apart. */
  about: string;
};

/**
 * "Report a problem": a plain link to a new issue on the site's repository, with this page's
 * address, the block's anchor and its language filled in (src/utils/reportProblem.ts). It is in
 * the built HTML and works without JavaScript; the search and the Markdown twin leave it out.
 */
export default function ReportProblemLink({about, ...block}: Props): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const {pathname} = useLocation();
  const repositoryUrl = repositoryUrlOf(siteConfig.customFields);
  if (repositoryUrl === undefined) return null;
  // The page's clean address, as published (a page reached as /a/b.html or /a/b/index.html is /a/b).
  const path = pathname.replace(/(\/index)?\.html$/, '');
  const href = reportProblemUrl(repositoryUrl, `${siteConfig.url.replace(/\/$/, '')}${path}`, block);
  return (
    // eslint-disable-next-line @docusaurus/no-html-links -- an issue form on GitHub, in a new tab.
    <a className={styles.report} href={href} target="_blank" rel="noopener noreferrer" data-report-problem="" data-search-ignore="">
      Report a problem<span className={styles.hidden}> with {about} (opens GitHub in a new tab)</span>
    </a>
  );
}
