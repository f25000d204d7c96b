import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {statusLine} from '@site/api/catalogue/http-status';
import type {ApiErrorCase} from '@site/api/catalogue/types';
import ApiInlineText from '@site/src/components/ApiInlineText';
import AnchorLink from '@site/src/components/AnchorLink';
import {statusAnchor} from '@site/shared/anchors';
import styles from './styles.module.css';

type Props = {
  errors: readonly ApiErrorCase[];
  /** Starts the rows' ids when a page documents several calls. */
  anchorPrefix?: string;
};

/**
 * The error cases of one call: HTTP status, what it means, and the body where it is known. A table
 * for screen readers, the search index and the Markdown twin, shown as stacked rows (status, then
 * the meaning and the body under it) that fit any column from 320 px.
 */
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
    <table className={styles.table} aria-label="Errors">
      <thead className={styles.head}>
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
            data-search-name={statusLine(error.status)}
            data-search-kind="status">
            <td className={styles.status}>
              {statusLine(error.status)}
              <AnchorLink anchor={statusAnchor(error.status, i, anchorPrefix)} label={`status ${error.status ?? 'not stated'}`} />
            </td>
            <td data-search-text="">
              <ApiInlineText text={error.meaning} />
            </td>
            {error.body === undefined ? (
              <td />
            ) : (
              <td className={styles.body}>
                <code>{JSON.stringify(error.body)}</code>
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
