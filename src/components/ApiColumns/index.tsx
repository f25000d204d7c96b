import React, {type ReactNode} from 'react';
import styles from './styles.module.css';

type Props = {
  /** Two children: the reference text, then the samples. */
  children: ReactNode;
};

/** Lays out an endpoint: text on the left, samples on the right; stacked at 996px and narrower. */
export default function ApiColumns({children}: Props): ReactNode {
  return <div className={styles.columns}>{children}</div>;
}
