import React, {type CSSProperties, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import type {Props} from '@theme/BlogPostItem/Footer/ReadMoreLink';

// Hidden from sight but read by screen readers and search engines.
const visuallyHidden: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
};

/**
 * The "Read more" link under a post's excerpt on the blog list. The stock link's text is only
 * "Read more" (its name lives in aria-label), which search engines read as a link that says
 * nothing (Lighthouse's link-text audit). Here the text itself names the post; sighted readers
 * still see "Read more" under the post's title.
 */
export default function BlogPostItemFooterReadMoreLink({blogPostTitle, ...linkProps}: Props): ReactNode {
  return (
    <Link {...linkProps}>
      <b>Read more</b>
      <span style={visuallyHidden}> about {blogPostTitle}</span>
    </Link>
  );
}
