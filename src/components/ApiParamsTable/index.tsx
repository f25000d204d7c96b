import React, {type ReactNode} from 'react';
import type {PageParam} from '@site/api/catalogue/types';
import ApiInlineText from '@site/src/components/ApiInlineText';
import AnchorLink from '@site/src/components/AnchorLink';
import {parameterAnchor} from '@site/shared/anchors';
import styles from './styles.module.css';

type Props = {
  params: readonly PageParam[];
  /** Starts the rows' ids when a page documents several calls. */
  anchorPrefix?: string;
};

function limits(param: PageParam): ReactNode[] {
  const parts: ReactNode[] = [];
  if (param.enum) {
    parts.push(
      <span key="e">
        One of{' '}
        {param.enum.map((value, i) => (
          <React.Fragment key={value}>
            {i > 0 && ', '}
            <code>{value}</code>
          </React.Fragment>
        ))}
        .
      </span>,
    );
  }
  if (param.constraints) {
    parts.push(
      <span key="c">
        <ApiInlineText text={param.constraints} />
      </span>,
    );
  }
  if (param.example !== undefined) {
    parts.push(
      <span key="x" className={styles.example}>
        Example: <code>{param.example}</code>
      </span>,
    );
  }
  return parts;
}

/**
 * The parameters of one call, or a sentence saying it takes none. It stays a table (name, what
 * it does) for screen readers, the search index and the Markdown twin, and shows each parameter as
 * a stacked row that fits any column from 320 px: name, where it goes, type, required or optional
 * and default on one line, the description and example under it.
 */
export default function ApiParamsTable({params, anchorPrefix = ''}: Props): ReactNode {
  if (params.length === 0) {
    return <p className={styles.none}>This call takes no parameters.</p>;
  }
  return (
    <table className={styles.table} aria-label="Parameters">
      <thead className={styles.head}>
        <tr>
          <th scope="col">Name</th>
          <th scope="col">Description</th>
        </tr>
      </thead>
      <tbody>
        {params.map((param) => (
          <tr
            key={`${param.in}:${param.name}`}
            id={parameterAnchor(param.name, anchorPrefix)}
            className={styles.row}
            data-search-name={param.name}
            data-search-kind="parameter">
            <td className={styles.name}>
              <code>{param.name}</code>
              <AnchorLink anchor={parameterAnchor(param.name, anchorPrefix)} label={`parameter ${param.name}`} />
              <span className={styles.meta}>
                {param.in} · {param.type} · {param.required ? <strong>required</strong> : 'optional'}
                {param.default !== undefined && (
                  <>
                    {' '}
                    · default <code>{String(param.default)}</code>
                  </>
                )}
              </span>
            </td>
            <td className={styles.description} data-search-text="">
              <ApiInlineText text={param.description} />
              {limits(param).map((part, i) => (
                <React.Fragment key={i}> {part}</React.Fragment>
              ))}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
