import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';

type Props = {className?: string};

/** The link to the blog archive, the one page that lists every post (the sidebar lists the newest). */
export default function BlogArchiveLink({className}: Props): ReactNode {
  return (
    <Link to="/blog/archive" className={className}>
      All posts in the archive
    </Link>
  );
}
