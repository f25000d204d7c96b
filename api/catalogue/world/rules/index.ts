// The rules every example (request values, request body, response) is held to, against Chia's
// rules, the example world and the call's own words. Each problem names the call, the JSON path
// and the rule; each rule counts the examples it looked at, for the report.
import type {NetworkName} from '../chain';
import {WorldLookup} from '../lookup';
import {NetworkView} from '../view';
import type {World} from '../model';
import type {CatalogueProblem} from '../../problems';
import type {ApiCall, ExampleAgreement} from '../../types';
import {emptyCoverage, examplesOf, exampleRules} from './context';
import type {Context, Coverage} from './context';
import {checkAgreements, checkCoverage} from './agreements';
import {checkCoinIds, checkOrder, checkPeak, checkRewards, checkSchedule} from './chain-rules';
import {checkFacts} from './facts';
import {checkTypes} from './field-types';
import {checkBalance, checkSupply, checkXchPrice} from './figures';
import {checkIdentifiers} from './identifiers';
import {checkOfferItems} from './offers';

export {emptyCoverage, exampleRules, type Coverage};

export function checkCallExamples(
  call: ApiCall,
  agreements: readonly ExampleAgreement[],
  lookup: WorldLookup,
  views: Record<NetworkName, NetworkView>,
  coverage: Coverage,
): CatalogueProblem[] {
  const problems: CatalogueProblem[] = [];
  const ctx: Context = {
    call,
    agreements,
    lookup,
    views,
    used: new Set(),
    add: (rule, field, message) => problems.push({endpoint: call.id, field, rule, message}),
    cover: (rule, example) => coverage.get(rule)?.add(`${call.id} ${example.base} ${example.network}`),
  };
  const examples = examplesOf(call);
  for (const example of examples) {
    checkIdentifiers(ctx, example);
    checkFacts(ctx, example);
    checkCoinIds(ctx, example);
    checkSchedule(ctx, example);
    checkPeak(ctx, example);
    checkOrder(ctx, example);
    checkRewards(ctx, example);
    checkSupply(ctx, example);
    checkBalance(ctx, example);
    checkXchPrice(ctx, example);
    checkOfferItems(ctx, example);
    checkTypes(ctx, example);
    checkAgreements(ctx, example);
  }
  for (const example of examples) checkCoverage(ctx, example);
  return problems;
}

export function networkViews(world: World): Record<NetworkName, NetworkView> {
  return {mainnet: new NetworkView(world, world.mainnet), testnet: new NetworkView(world, world.testnet)};
}
