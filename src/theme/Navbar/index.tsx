// Wraps @docusaurus/theme-classic 3.10.2 `Navbar`. With `hideOnScroll`, the stock navbar slides out
// of view when the reader scrolls down and stays out even when keyboard focus moves onto one of its
// links, so the focused link is invisible. The wrapper brings the navbar back while focus is inside
// it (CSS: styles.module.css); config has no option for it.
import React, {type ReactNode} from 'react';
import OriginalNavbar from '@theme-original/Navbar';
import styles from './styles.module.css';

export default function Navbar(): ReactNode {
  return (
    <div className={styles.revealOnFocus}>
      <OriginalNavbar />
    </div>
  );
}
