import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import type {ApiErrorCase} from '@site/api/catalogue/types';
import ApiInlineText from '@site/src/components/ApiInlineText';
import AnchorLink from '@site/src/components/AnchorLink';
import {statusAnchor} from '@site/src/utils/anchors';
import styles from './styles.module.css';

type Props = {
  errors: readonly ApiErrorCase[];
  /** Starts the rows' ids when a page documents several calls. */
  anchorPrefix?: string;
};

/** The error cases of one call: HTTP status, what it means, and the body where it is known. */
export default function ApiErrorsTable({errors, anchorPrefix = ''}: Props): ReactNode {
  if (errors.length === 0) {
    return (
      <p>
        No call-specific errors are documented. Failures follow the common pattern in{' '}
        <Link to="/api/getting-started#errors">Getting started</Link>.
      </p>
    );
  }
  return (
    <div className={styles.wrap} tabIndex={0} role="region" aria-label="Errors table">
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">Status</th>
            <th scope="col">Meaning</th>
            <th scope="col">Body</th>
          </tr>
        </thead>
        <tbody>
          {errors.map((error, i) => (
            <tr
              key={i}
              id={statusAnchor(error.status, i, anchorPrefix)}
              className={styles.row}
              data-search-name={String(error.status ?? 'not stated')}
              data-search-kind="status">
              <td>
                {error.status ?? 'not stated'}
                <AnchorLink anchor={statusAnchor(error.status, i, anchorPrefix)} label={`status ${error.status ?? 'not stated'}`} />
              </td>
              <td data-search-text="">
                <ApiInlineText text={error.meaning} />
              </td>
              <td>{error.body === undefined ? '' : <code>{JSON.stringify(error.body)}</code>}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
