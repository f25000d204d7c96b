// Wraps @docusaurus/theme-classic 3.10.2 `Navbar`, for two things config has no option for:
// - With `hideOnScroll`, the stock navbar slides out of view when the reader scrolls down and stays
//   out even when keyboard focus moves onto one of its links, so the focused link is invisible. The
//   wrapper brings the navbar back while focus is inside it (CSS: styles.module.css).
// - It is memo: the layout renders it again with every page, though it has no props; what in it
//   follows the page (the active link, the phone menu's docs links) reads the router or a context.
import React, {memo, type ReactNode} from 'react';
import OriginalNavbar from '@theme-original/Navbar';
import styles from './styles.module.css';

function Navbar(): ReactNode {
  return (
    <div className={styles.revealOnFocus}>
      <OriginalNavbar />
    </div>
  );
}

export default memo(Navbar);
