// Wraps @docusaurus/theme-classic 3.10.2 `DocSidebarItem` in memo. Every item of the docs sidebar
// is given the path of the page shown, so a move to another page rendered all of them again
// (about forty on a docs page) while only two change: the one left and the one reached, with the
// categories that hold them. An item renders again when another of its props changes, or when it
// is active on the page left or on the page reached; the rest looks the same and is left as it
// is (what it reads from a context, such as the expanded state, still renders it).
import {memo} from 'react';
import Original from '@theme-original/DocSidebarItem';
import type {Props} from '@theme/DocSidebarItem';
import {isActiveSidebarItem} from '@docusaurus/plugin-content-docs/client';

/** Whether the item renders the same for `next` as it did for `previous`. */
export function rendersTheSame(previous: Props, next: Props): boolean {
  const keys = new Set([...Object.keys(previous), ...Object.keys(next)] as (keyof Props)[]);
  for (const key of keys) {
    if (key !== 'activePath' && previous[key] !== next[key]) return false;
  }
  if (previous.activePath === next.activePath) return true;
  return !isActiveSidebarItem(previous.item, previous.activePath) && !isActiveSidebarItem(next.item, next.activePath);
}

export default memo(Original, rendersTheSame);
