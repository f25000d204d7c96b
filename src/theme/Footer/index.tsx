// Wraps @docusaurus/theme-classic 3.10.2 `Footer` in memo. The layout renders the footer again with
// every page; it has no props and reads nothing that changes from page to page, so a move to
// another page leaves it as it is.
import {memo} from 'react';
import Original from '@theme-original/Footer';

export default memo(Original);
