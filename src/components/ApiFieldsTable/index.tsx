import React, {useRef, type ReactNode} from 'react';
import type {PageField} from '@site/api/catalogue/types';
import ApiFieldList from '@site/src/components/ApiFieldList';
import FoldAllButton from '@site/src/components/FoldAllButton';
import styles from './styles.module.css';

type Props = {
  /** The fields as a tree (plugins/api-catalogue.ts builds it with the page). */
  fields: readonly PageField[];
  /** Whose fields they are: the response's or the request body's (the rows' ids start with it). */
  of?: 'response' | 'request';
  /** Starts the rows' ids when a page documents several calls. */
  anchorPrefix?: string;
};

/**
 * The JSON fields of a response or a request body as the tree the JSON makes. Objects and arrays
 * fold with native <details> (they fold without scripts, and a tap before the scripts run is the
 * browser's own); the fields of the top-level objects start open, deeper ones closed.
 */
export default function ApiFieldsTable({fields, of = 'response', anchorPrefix = ''}: Props): ReactNode {
  const tree = useRef<HTMLDivElement>(null);
  const folds = fields.some((field) => field.children !== undefined);
  return (
    <div className={styles.tree} ref={tree}>
      {folds && <FoldAllButton tree={tree} />}
      <ApiFieldList
        nodes={fields}
        of={of}
        anchorPrefix={anchorPrefix}
        depth={0}
        label={of === 'response' ? 'Response fields' : 'Request body fields'}
      />
    </div>
  );
}
