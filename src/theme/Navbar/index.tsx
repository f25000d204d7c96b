// Wraps @docusaurus/theme-classic 3.10.2 `Navbar`. With `hideOnScroll`, the stock navbar
// slides out of view when the reader scrolls down and stays out even when keyboard focus
// moves onto one of its links, so the focused link is invisible. The wrapper brings the
// navbar back while focus is inside it; config has no option for this.
import React, {memo, type ReactNode} from 'react';
import OriginalNavbar from '@theme-original/Navbar';
import HydrateLater from '@site/src/components/HydrateLater';
import styles from './styles.module.css';

function Navbar(): ReactNode {
  return (
    <div className={styles.revealOnFocus}>
      <HydrateLater when="idle" priority={3}>
        <OriginalNavbar />
      </HydrateLater>
    </div>
  );
}

// The layout renders the navbar again with every page; it has no props, and what in it follows the
// page (the active link, the phone menu's docs links) reads the router or its own context.
export default memo(Navbar);
