import React, {type MouseEvent, type ReactNode} from 'react';
import styles from './styles.module.css';

type Props = {
  /** The page's route (with the baseUrl); its Markdown twin is the route with `.md` (plugins/markdown-twins.ts). */
  permalink: string;
};

/**
 * Asks for the clipboard in the click itself, with the text to come, so that Safari still counts
 * the click as the reader's; the rest (fetching the twin, saying how it went) loads with the click,
 * so that every page carries only this much (src/components/CopyPageButton/copy.ts).
 */
function onCopy(event: MouseEvent<HTMLButtonElement>): void {
  const button = event.currentTarget;
  const copy = import('./copy');
  const asked =
    typeof ClipboardItem === 'undefined' || !navigator.clipboard?.write
      ? null
      : navigator.clipboard.write([new ClipboardItem({'text/plain': copy.then((module) => module.twinBlob(button))})]);
  void copy.then((module) => module.finish(button, asked));
}

/** "Copy page" and "View as Markdown": the page's Markdown twin, on the clipboard or in the browser. */
export default function CopyPageButton({permalink}: Props): ReactNode {
  const twin = `${permalink.replace(/\/$/, '')}.md`;
  return (
    <div className={styles.bar} data-search-ignore="">
      <button type="button" className="button button--sm button--outline button--secondary" data-twin={twin} onClick={onCopy}>
        Copy page
      </button>
      <a href={twin}>View as Markdown</a>
      <span className={styles.status} role="status" />
    </div>
  );
}
