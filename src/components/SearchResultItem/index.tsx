import React, {type ReactNode} from 'react';
import {markPieces} from '@site/src/search/marks';
import type {SearchResult} from '@site/src/search/engine';
import styles from './styles.module.css';

type Props = {result: SearchResult};

/** Text with the words the search found marked. */
function Marked({text, marks}: {text: string; marks: readonly string[]}): ReactNode {
  return markPieces(text, marks).map((piece, i) =>
    piece.marked ? <mark key={i}>{piece.text}</mark> : <React.Fragment key={i}>{piece.text}</React.Fragment>,
  );
}

/** One search result: its section, its page and heading, and the passage that matched. */
export default function SearchResultItem({result}: Props): ReactNode {
  return (
    <div className={styles.result}>
      <div className={styles.where}>
        <span className={styles.section}>{result.section}</span>
        <span className={styles.page}>
          <Marked text={result.pageTitle} marks={result.marks} />
        </span>
      </div>
      {result.heading ? (
        <div className={result.kind === 'section' ? styles.heading : styles.name}>
          <Marked text={result.heading} marks={result.marks} />
        </div>
      ) : null}
      {result.excerpt ? (
        <div className={styles.excerpt}>
          <Marked text={result.excerpt} marks={result.marks} />
        </div>
      ) : null}
      {result.also ? <div className={styles.also}>{result.also}</div> : null}
    </div>
  );
}
