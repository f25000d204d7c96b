import React, {type ReactNode} from 'react';
import type {ApiField} from '@site/api/catalogue/types';
import ApiInlineText from '@site/src/components/ApiInlineText';
import styles from './styles.module.css';

type Props = {
  fields: readonly ApiField[];
};

/** A table of JSON fields (of a response or a request body), by dotted path. */
export default function ApiFieldsTable({fields}: Props): ReactNode {
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
            <tr key={field.name}>
              <td>
                <code>{field.name}</code>
              </td>
              <td>{field.type}</td>
              <td>
                <ApiInlineText text={field.description} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
