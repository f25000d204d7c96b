import React, {type MouseEvent, type ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import styles from './styles.module.css';

/**
 * Asks for the clipboard in the click itself, with the text to come, so that Safari still counts
 * the click as the reader's; the rest (fetching the twin, saying how it went) loads with the click,
 * so that every page carries only this much (src/components/CopyPageButton/copy.ts).
 */
function onCopy(event: MouseEvent<HTMLButtonElement>): void {
  const button = event.currentTarget;
  const copy = import('./copy');
  // Where ClipboardItem exists, so does navigator.clipboard (both need a secure page).
  const asked = 'ClipboardItem' in window ? navigator.clipboard.write([new ClipboardItem({'text/plain': copy.then((module) => module.twinBlob(button))})]) : null;
  void copy.then((module) => module.finish(button, asked));
}

/**
 * "Copy page" and "View as Markdown": the page's Markdown twin, on the clipboard or in the browser.
 * The twin of a page is its path with `.md` (plugins/markdown-twins.ts; routes have no final slash).
 */
export default function CopyPageButton(): ReactNode {
  const twin = `${useLocation().pathname}.md`;
  return (
    // Outside the text the twin and the search read (.theme-doc-markdown, #__blog-post-container).
    // copy.ts finds the twin through the link beside the button, and adds the status line. The
    // button is in no form, so it needs no type (a doc page's scripts are counted to the byte).
    <div className={styles.bar}>
      <button onClick={onCopy}>
        Copy page
      </button>
      {/* eslint-disable-next-line @docusaurus/no-html-links -- a .md file, not a route: the browser loads it. */}
      <a href={twin}>View as Markdown</a>
    </div>
  );
}
