import React, {type ReactNode} from 'react';
import type {ApiParam} from '@site/api/catalogue/types';
import styles from './styles.module.css';

type Props = {
  params: readonly ApiParam[];
};

function limits(param: ApiParam): ReactNode {
  const parts: ReactNode[] = [];
  if (param.default !== undefined) parts.push(<span key="d">Default <code>{String(param.default)}</code>.</span>);
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
  if (param.constraints) parts.push(<span key="c">{param.constraints}</span>);
  return parts.length > 0 ? <>{parts.map((p, i) => <React.Fragment key={i}>{i > 0 && ' '}{p}</React.Fragment>)}</> : null;
}

/** The parameters table of one call, or a sentence saying it takes none. */
export default function ApiParamsTable({params}: Props): ReactNode {
  if (params.length === 0) {
    return <p className={styles.none}>This call takes no parameters.</p>;
  }
  return (
    <div className={styles.wrap}>
      <table className={styles.table} aria-label="Parameters">
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">In</th>
            <th scope="col">Type</th>
            <th scope="col">Required</th>
            <th scope="col">Description</th>
          </tr>
        </thead>
        <tbody>
          {params.map((param) => (
            <tr key={`${param.in}:${param.name}`}>
              <td>
                <code>{param.name}</code>
              </td>
              <td>{param.in}</td>
              <td>{param.type}</td>
              <td>{param.required ? 'yes' : 'no'}</td>
              <td>
                {param.description} {limits(param)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
