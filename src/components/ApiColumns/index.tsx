import React, {type ReactNode} from 'react';
import styles from './styles.module.css';

type Props = {
  /** Two children: the reference text, then the samples. */
  children: ReactNode;
};

/**
 * Lays out an endpoint: the reference text, then the samples. They sit side by side (the samples
 * on the right, in view while the reader scrolls the text) only where the text keeps at least
 * 600 px; the outer box is the container its width is read from.
 */
export default function ApiColumns({children}: Props): ReactNode {
  return (
    <div className={styles.room}>
      <div className={styles.columns}>{children}</div>
    </div>
  );
}
