import React, {type ReactNode} from 'react';
import {failedChunkUrl} from '@site/src/client/chunkLoadError';
import styles from './styles.module.css';

type Props = {
  error: Error;
  retry: () => void;
};

/** Shown above a page whose script failed to download on the first load (src/client/chunkFailureRecovery.tsx). */
export default function ChunkLoadFailure({error, retry}: Props): ReactNode {
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
        Check your connection, then retry: the page loads again.
      </p>
      <button type="button" className="button button--primary" onClick={retry}>
        Retry
      </button>
    </div>
  );
}
