// Wraps @docusaurus/theme-classic 3.10.2 `Footer/Links`. The stock footer lists its link
// columns in plain divs; a named navigation landmark lets screen-reader users jump to the
// footer links as they do to the main navbar. Config cannot add a landmark.
import React, {type ReactNode} from 'react';
import OriginalLinks from '@theme-original/Footer/Links';
import type {Props} from '@theme/Footer/Links';

export default function FooterLinks(props: Props): ReactNode {
  return (
    <nav aria-label="Footer">
      <OriginalLinks {...props} />
    </nav>
  );
}
