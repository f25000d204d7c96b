import React, {type ReactNode} from 'react';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import styles from './styles.module.css';

type Props = {
  /** The id of the row it links to. */
  anchor: string;
  /** What the row stands for, for the link's accessible name ("field coin_name"). */
  label: string;
};

/**
 * The link icon of a row of the API reference: shown when the row is hovered or has focus, it
 * leads to the row, and copies the row's address so that the reader can paste it. It sits in the
 * row that carries the id, so it also tells the build's link check that the page has that anchor:
 * a link to a row (the API changelog links the rows it names) is then checked like a heading's.
 */
export default function AnchorLink({anchor, label}: Props): ReactNode {
  useBrokenLinks().collectAnchor(anchor);
  return (
    // eslint-disable-next-line @docusaurus/no-html-links -- a #fragment on this page: nothing for the router to do.
    <a
      className={styles.anchor}
      data-anchor-link=""
      href={`#${anchor}`}
      aria-label={`Link to ${label}`}
      title="Copy the link to this row"
      onClick={() => {
        const url = new URL(`#${anchor}`, window.location.href).href;
        void navigator.clipboard?.writeText(url).catch(() => undefined);
      }}>
      #
    </a>
  );
}
