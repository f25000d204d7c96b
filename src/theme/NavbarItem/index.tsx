// Wraps @docusaurus/theme-classic 3.10.2 `NavbarItem` in memo. The phone menu button changes a context
// the navbar's content reads, so every desktop navbar item (hidden on a phone) rendered again at each
// tap; their props come from the config and stay the same, so they skip it. What an item reads from a
// context (the current page, the locale) still renders it.
import {memo} from 'react';
import NavbarItem from '@theme-original/NavbarItem';

export default memo(NavbarItem);
