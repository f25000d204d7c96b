import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {
  FEE_FLOOR_MOJO_PER_COST,
  SPEND_KINDS,
  exampleFee,
  floorFee,
  grouped,
  xchText,
  type SpendKind,
} from '@site/api/catalogue/world/chain-facts';

/** One row: what is sent, its cost, the floor of a full mempool for it, the fee the guides write, the source. */
function SpendFeeRow({kind}: {kind: SpendKind}): ReactNode {
  const {what, cost, source} = SPEND_KINDS[kind];
  const floor = floorFee(cost);
  return (
    <tr>
      <td>{what.charAt(0).toUpperCase() + what.slice(1)}</td>
      <td>{grouped(cost)}</td>
      <td>
        {grouped(floor)} mojo ({xchText(floor)} XCH)
      </td>
      <td>{xchText(exampleFee(kind))} XCH</td>
      <td>
        <Link href={source.url}>{source.title}</Link>, read {source.read}
      </td>
    </tr>
  );
}

/** The fee floor of a full mempool for each kind of spend the guides show, from the facts module. */
export default function SpendFeeTable(): ReactNode {
  return (
    <table>
      <thead>
        <tr>
          <th>Spend</th>
          <th>Cost</th>
          <th>Floor at {FEE_FLOOR_MOJO_PER_COST} mojo per cost</th>
          <th>Fee in the examples</th>
          <th>Where the cost comes from</th>
        </tr>
      </thead>
      <tbody>
        {(Object.keys(SPEND_KINDS) as SpendKind[]).map((kind) => (
          <SpendFeeRow key={kind} kind={kind} />
        ))}
      </tbody>
    </table>
  );
}
