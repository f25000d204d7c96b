import React, {type ReactNode} from 'react';
import type {ApiField} from '@site/api/catalogue/types';
import ApiInlineText from '@site/src/components/ApiInlineText';
import AnchorLink from '@site/src/components/AnchorLink';
import {fieldAnchor} from '@site/src/utils/anchors';
import styles from './styles.module.css';

type Props = {
  fields: readonly ApiField[];
  /** Whose fields they are: the response's or the request body's (the rows' ids start with it). */
  of?: 'response' | 'request';
  /** Starts the rows' ids when a page documents several calls. */
  anchorPrefix?: string;
};

/** A table of JSON fields (of a response or a request body), by dotted path. */
export default function ApiFieldsTable({fields, of = 'response', anchorPrefix = ''}: Props): ReactNode {
  return (
    <div className={styles.wrap} tabIndex={0} role="region" aria-label="Fields table">
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">Field</th>
            <th scope="col">Type</th>
            <th scope="col">Description</th>
          </tr>
        </thead>
        <tbody>
          {fields.map((field) => (
            <tr
              key={field.name}
              id={fieldAnchor(of, field.name, anchorPrefix)}
              className={styles.row}
              data-search-name={field.name}
              data-search-kind="field">
              <td>
                <code>{field.name}</code>
                <AnchorLink anchor={fieldAnchor(of, field.name, anchorPrefix)} label={`${of} field ${field.name}`} />
              </td>
              <td>{field.type}</td>
              <td data-search-text="">
                <ApiInlineText text={field.description} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
