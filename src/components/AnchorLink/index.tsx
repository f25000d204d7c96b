import React, {type ReactNode} from 'react';
import styles from './styles.module.css';

type Props = {
  /** The id of the row it links to. */
  anchor: string;
  /** What the row stands for, for the link's accessible name ("field coin_name"). */
  label: string;
};

/**
 * The link icon of a row of the API reference: shown when the row is hovered or has focus, it
 * leads to the row, and copies the row's address so that the reader can paste it.
 */
export default function AnchorLink({anchor, label}: Props): ReactNode {
  return (
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
