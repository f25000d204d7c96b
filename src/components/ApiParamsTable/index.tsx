import React, {type ReactNode} from 'react';
import type {PageParam} from '@site/api/catalogue/types';
import ApiInlineText from '@site/src/components/ApiInlineText';
import AnchorLink from '@site/src/components/AnchorLink';
import {parameterAnchor} from '@site/src/utils/anchors';
import styles from './styles.module.css';

type Props = {
  params: readonly PageParam[];
  /** Starts the rows' ids when a page documents several calls. */
  anchorPrefix?: string;
};

function limits(param: PageParam): ReactNode[] {
  const parts: ReactNode[] = [];
  if (param.default !== undefined) {
    parts.push(
      <span key="d">
        Default <code>{String(param.default)}</code>.
      </span>,
    );
  }
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

/** The parameters table of one call (name, where it goes, type, required, what it does), or a sentence saying it takes none. */
export default function ApiParamsTable({params, anchorPrefix = ''}: Props): ReactNode {
  if (params.length === 0) {
    return <p className={styles.none}>This call takes no parameters.</p>;
  }
  return (
    <div className={styles.wrap} tabIndex={0} role="region" aria-label="Parameters table">
      <table className={styles.table} aria-label="Parameters">
        <thead>
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
                </span>
              </td>
              <td data-search-text="">
                <ApiInlineText text={param.description} />
                {limits(param).map((part, i) => (
                  <React.Fragment key={i}> {part}</React.Fragment>
                ))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
