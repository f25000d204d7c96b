// Examples of the conversion tools and the coin calls: each converts or hashes a value of the world,
// so the answer is the world's own address, NFT id, DID or coin id.
import type {CallExample} from '../../types';
import {addressOf, hex0x, isoAt, main, test, xchText} from './common';

const alice = main.address('alice');
const testAlice = test.address('alice');
const friend = main.nft('cf6707');
const testNft = test.nft('draft1');
const chiaNetwork = main.did('chiaNetwork');
const testDid = test.did('alice');

export const convertToAddress: CallExample = {
  request: {mainnet: {hash: hex0x(alice.puzzleHash)}, testnet: {hash: hex0x(testAlice.puzzleHash)}},
  response: {json: {status: 'success', data: alice.address}},
};

export const convertFromAddress: CallExample = {
  request: {mainnet: {address: alice.address}, testnet: {address: testAlice.address}},
  response: {json: {status: 'success', data: hex0x(alice.puzzleHash)}},
};

export const convertToNft: CallExample = {
  request: {mainnet: {hash: hex0x(friend.launcherId)}, testnet: {hash: hex0x(testNft.launcherId)}},
  response: {json: {status: 'success', data: friend.id}},
};

export const convertFromNft: CallExample = {
  request: {mainnet: {nft_id: friend.id}, testnet: {nft_id: testNft.id}},
  response: {json: {status: 'success', data: hex0x(friend.launcherId)}},
};

export const convertToDid: CallExample = {
  request: {mainnet: {hash: hex0x(chiaNetwork.launcherId)}, testnet: {hash: hex0x(testDid.launcherId), network: 'txch11'}},
  response: {json: {status: 'success', data: chiaNetwork.did}},
};

export const convertFromDid: CallExample = {
  request: {mainnet: {did: chiaNetwork.did}, testnet: {did: testDid.did, network: 'txch11'}},
  response: {json: {status: 'success', data: hex0x(chiaNetwork.launcherId)}},
};

/** Alice's change coin: its parent is the coin Bob sent her, its puzzle hash hers, its amount 1.75 XCH. */
const change = main.coin('alice change');
const testCoin = test.coin('alice from faucet');

export const getCoinId: CallExample = {
  request: {mainnet: {}, testnet: {}},
  body: {
    mainnet: {parent_coin_name: hex0x(change.parent), puzzle_hash: hex0x(change.puzzleHash), amount: Number(xchText(change.amount))},
    testnet: {parent_coin_name: hex0x(testCoin.parent), puzzle_hash: hex0x(testCoin.puzzleHash), amount: Number(xchText(testCoin.amount))},
  },
  response: {json: {status: 'success', data: hex0x(change.id)}},
};

/** The coin Bob sent Alice, which she spent when she paid Carol. */
const fromBob = main.coin('alice from bob');

export const coinInfo: CallExample = {
  request: {mainnet: {coin_id: hex0x(fromBob.id)}, testnet: {coin_id: hex0x(testCoin.id)}},
  response: {
    json: {
      status: 'success',
      coin: {
        coin_name: fromBob.id,
        coinbase: fromBob.coinbase,
        confirmed_block: String(fromBob.confirmedHeight),
        spent_block: String(fromBob.spentHeight ?? ''),
        amount: xchText(fromBob.amount),
        amount_mojo: fromBob.amount.toString(),
        confirmed_time: isoAt(main, fromBob.confirmedHeight),
        sender: {address: addressOf(main, fromBob.sender)},
        receiver: {address: addressOf(main, fromBob.owner)},
        type: 'STND',
        timestamp: main.timeAt(fromBob.confirmedHeight),
      },
    },
  },
};
