import React, {type ReactNode} from 'react';
import {chainFacts, type ChainFactName} from '@site/api/catalogue/world/chain-facts';

type Props = {
  /** The fact's name in api/catalogue/world/chain-facts.ts; the writers' check rejects an unknown one. */
  name: ChainFactName;
};

/** Prints one chain or service fact (a fee floor, a block time, a dust limit) from the facts module, so no page retypes it. */
export default function ChainFact({name}: Props): ReactNode {
  return <>{chainFacts[name]}</>;
}
