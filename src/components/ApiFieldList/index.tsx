import React, {type ReactNode} from 'react';
import ApiInlineText from '@site/src/components/ApiInlineText';
import AnchorLink from '@site/src/components/AnchorLink';
import {fieldAnchor} from '@site/shared/anchors';
import type {PageField} from '@site/api/catalogue/types';
import styles from './styles.module.css';

type Common = {
  of: 'response' | 'request';
  anchorPrefix: string;
  /** How deep the rows sit: the folds of the top level (depth 0) start open. */
  depth: number;
};

type ListProps = Common & {
  nodes: readonly PageField[];
  /** The list's accessible name; nested lists are named by the fold around them. */
  label?: string;
};

/** One level of the field tree: a list of rows. */
export default function ApiFieldList({nodes, label, ...common}: ListProps): ReactNode {
  return (
    <ul className={styles.list} aria-label={label} data-field-list="">
      {nodes.map((node) => (
        <ApiFieldRow key={node.path} node={node} {...common} />
      ))}
    </ul>
  );
}

/** "3 fields in each item of `coins`": what a fold holds. */
function FoldSummary({node, count}: {node: PageField; count: number}): ReactNode {
  return (
    // data-native-fold: the browser toggles it, even before the scripts run (early-input.js lets it be).
    <summary className={styles.summary} data-native-fold="">
      {count} {count === 1 ? 'field' : 'fields'} {node.ofItems ? 'in each item of' : 'of'} <code>{node.label}</code>
    </summary>
  );
}

/** One field: its name and link, type, whether it can be null, description, example value, and its own fields folded below. */
function ApiFieldRow({node, of, anchorPrefix, depth}: Common & {node: PageField}): ReactNode {
  const anchor = fieldAnchor(of, node.path, anchorPrefix);
  // A parent the catalogue leaves out has no text of its own to search.
  // Chia's RPC name for the value (data-search-alias): search finds the row by it as by its own name.
  const search = node.implied
    ? {}
    : {'data-search-name': node.path, 'data-search-kind': 'field', ...(node.chiaRpc && {'data-search-alias': node.chiaRpc})};
  return (
    // data-field-*: what the Markdown twin reads (plugins/page-markdown.ts).
    <li id={anchor} className={styles.row} {...search}>
      <div className={styles.head} data-anchor-host="">
        <code className={styles.name} data-field-name="">
          {node.label}
        </code>
        <AnchorLink anchor={anchor} label={`${of} field ${node.path}`} />
        <span className={styles.type} data-field-type="">
          {node.type}
        </span>
        {node.nullable && (
          <span className={styles.nullable} data-field-nullable="">
            nullable
          </span>
        )}
      </div>
      {node.description !== '' && (
        <div className={styles.description} data-search-text="" data-field-description="">
          <ApiInlineText text={node.description} />
        </div>
      )}
      {node.chiaRpc !== undefined && (
        <div className={styles.example} data-field-rpc="">
          Chia RPC: <code>{node.chiaRpc}</code>
        </div>
      )}
      {node.example !== undefined && (
        <div className={styles.example} data-field-example="">
          Example: <code>{node.example}</code>
        </div>
      )}
      {node.children !== undefined && (
        <details className={styles.fold} open={depth === 0}>
          <FoldSummary node={node} count={node.children.length} />
          <ApiFieldList nodes={node.children} of={of} anchorPrefix={anchorPrefix} depth={depth + 1} />
        </details>
      )}
    </li>
  );
}
