// Wraps core's `Loading` (@docusaurus/core 3.10.2 theme-fallback; the CLI cannot swizzle
// it). The stock error state prints the raw error on a red box with an unlabeled Retry;
// ours says what failed and what Retry does. The spinner for slow loads stays stock.
import React, {type ReactNode} from 'react';
import type {LoadingComponentProps} from 'react-loadable';
import OriginalLoading from '@theme-original/Loading';
import ChunkLoadFailure from '@site/src/components/ChunkLoadFailure';

export default function Loading(props: LoadingComponentProps): ReactNode {
  const {error, retry} = props;
  if (error) {
    return <ChunkLoadFailure error={error} retry={retry} retryLoads="part" />;
  }
  return <OriginalLoading {...props} />;
}
