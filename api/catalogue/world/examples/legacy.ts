// Examples of the older query-string calls. Their pages show only a placeholder answer, so the
// examples are the requests: each asks for a thing of the world.
import type {CallExample, ScalarValue} from '../../types';
import {main} from './common';

const placeholder = {json: {status: 'SUCCESS'}};

function asks(values: Record<string, ScalarValue>): CallExample {
  return {request: {mainnet: values}, response: placeholder};
}

const friend = main.nft('cf6707');
const friends = main.collection('chiaFriends');

export const legacyMirror = asks({store_id: main.store('mirror').storeId});
export const legacyMinFee = asks({});
export const legacyDid = asks({did: main.did('alice').did});
export const legacyCollectionInfo = asks({col_id: friends.id});
export const legacyCollectionNfts = asks({col_id: friends.id});
export const legacyCollectionHolders = asks({col_id: friends.id});
export const legacyNftInfo = asks({nft_id: friend.id});
export const legacyNftTransactions = asks({nft_id: friend.id});
export const legacyNftEvents = asks({nft_id: friend.id});
export const legacyNftStats = asks({});
export const legacyOffers = asks({status: 'Active'});
export const legacyOfferDetail = asks({id: main.offer('usds sale').id});
