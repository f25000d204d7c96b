import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {
  FEE_FLOOR_MOJO_PER_COST,
  SPEND_KINDS,
  chainFacts,
  exampleFee,
  floorFee,
  grouped,
  xchText,
  type SpendKind,
} from '@site/api/catalogue/world/chain-facts';
import styles from './styles.module.css';

const COLUMNS = [
  'Spend',
  'Cost',
  `Floor at ${FEE_FLOOR_MOJO_PER_COST} mojo per cost`,
  'Fee in the examples',
  'Where the cost comes from',
] as const;

/** One row: what is sent, its cost, the floor of a full mempool for it, the fee the guides write, the source. */
function SpendFeeRow({kind}: {kind: SpendKind}): ReactNode {
  const {what, cost, source} = SPEND_KINDS[kind];
  const floor = floorFee(cost);
  const [spend, costLabel, floorLabel, feeLabel, sourceLabel] = COLUMNS;
  return (
    <tr>
      <td data-label={spend}>{what.charAt(0).toUpperCase() + what.slice(1)}</td>
      <td data-label={costLabel}>{grouped(cost)}</td>
      <td data-label={floorLabel}>
        {grouped(floor)} mojo ({xchText(floor)} XCH)
      </td>
      <td data-label={feeLabel}>{xchText(exampleFee(kind))} XCH</td>
      <td data-label={sourceLabel}>
        <Link href={source.url}>{source.title}</Link>, read {source.read}
      </td>
    </tr>
  );
}

/**
 * The fee floor of a full mempool for each kind of spend the guides show, from the facts module. Its
 * caption says when the fee in the examples gets a spend in (chainFacts.exampleFeeScope). It takes
 * the box and labels that plugins/table-labels.ts gives a Markdown table, so on a narrow screen it
 * shows one block per row, like every other table (src/css/custom.css).
 */
export default function SpendFeeTable(): ReactNode {
  return (
    <div className="markdown-table" data-reflow-below="960">
      <table>
        <caption className={styles.caption}>The fee in the examples gets a spend in {chainFacts.exampleFeeScope}.</caption>
        <thead>
          <tr>
            {COLUMNS.map((column) => (
              <th key={column}>{column}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {(Object.keys(SPEND_KINDS) as SpendKind[]).map((kind) => (
            <SpendFeeRow key={kind} kind={kind} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
