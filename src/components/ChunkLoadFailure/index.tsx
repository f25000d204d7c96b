import React, {type ReactNode} from 'react';
import {failedChunkUrl} from '@site/src/client/chunkLoadError';
import styles from './styles.module.css';

type Props = {
  error: Error;
  retry: () => void;
  /** What Retry loads again: the part that failed, or the whole page. */
  retryLoads: 'part' | 'page';
};

/** Shown in place of a page, or part of one, whose script failed to download. */
export default function ChunkLoadFailure({error, retry, retryLoads}: Props): ReactNode {
  const url = failedChunkUrl(error);
  return (
    <div className={styles.failure} role="alert">
      <p className={styles.title}>Part of this page could not be loaded.</p>
      <p>
        {url ? (
          <>
            The file <code>{url}</code> did not download.
          </>
        ) : (
          error.message
        )}{' '}
        {retryLoads === 'part'
          ? 'Check your connection, then retry: only the missing part is loaded again.'
          : 'Check your connection, then retry: the page loads again.'}
      </p>
      <button type="button" className="button button--primary" onClick={retry}>
        Retry
      </button>
    </div>
  );
}
