// Finds what an identifier in an example stands for: every address, coin, token, NFT, DID,
// collection, offer, block, store and transaction of the world, by each text it can be written in;
// also the hashes an NFT commits to, the outer puzzle hash of each coin that is not a standard coin,
// and the standard puzzles whose hashes examples show.
import {PUZZLE_HASHES, encodeBech32m, isHex32, stripHex, type NetworkName} from './chain';
import type {
  World,
  WorldAddress,
  WorldBlock,
  WorldCat,
  WorldCat1,
  WorldCoin,
  WorldCollection,
  WorldDid,
  WorldNft,
  WorldOffer,
  WorldStore,
} from './model';

export type Entity =
  | {kind: 'address'; network: NetworkName; record: WorldAddress}
  | {kind: 'coin'; network: NetworkName; record: WorldCoin}
  | {kind: 'cat'; network: NetworkName; record: WorldCat}
  | {kind: 'cat1'; network: NetworkName; record: WorldCat1}
  | {kind: 'nft'; network: NetworkName; record: WorldNft}
  | {kind: 'did'; network: NetworkName; record: WorldDid}
  | {kind: 'collection'; network: NetworkName; record: WorldCollection}
  | {kind: 'offer'; network: NetworkName; record: WorldOffer}
  | {kind: 'block'; network: NetworkName; record: WorldBlock}
  | {kind: 'store'; network: NetworkName; record: WorldStore}
  | {kind: 'transaction'; network: NetworkName; record: {id: string}}
  /** A hash an NFT commits to: of its data, metadata or licence file. */
  | {kind: 'content'; network: NetworkName; record: {id: string; name: string}}
  /** A puzzle hash that is no address: a standard puzzle, or the outer puzzle of a CAT, NFT, DID or store coin. */
  | {kind: 'puzzle'; network: NetworkName; record: {id: string; name: string}};

export type EntityKind = Entity['kind'];

const BECH32_ID = /^(xch|txch|nft|col|tkn|did:chia:)1[02-9ac-hj-np-z]{6,}$/;
const BASE58_ID = /^[1-9A-HJ-NP-Za-km-z]{40,50}$/;

/** The text an identifier is filed under: hex in lower case without `0x`, anything else as written. */
export function idKey(text: string): string {
  return isHex32(text) ? stripHex(text) : text;
}

/** Whether a string looks like an identifier that the world must know. */
export function looksLikeId(text: string, key: string): boolean {
  if (isHex32(text) || BECH32_ID.test(text) || text.startsWith('offer1')) return true;
  return BASE58_ID.test(text) && /(^id$|offer_id|hash_base_58)/.test(key);
}

export class WorldLookup {
  private readonly entries = new Map<string, Entity[]>();

  constructor(readonly world: World) {
    for (const net of [world.mainnet, world.testnet]) {
      const network = net.network;
      const add = (text: string, entity: Entity): void => {
        const key = idKey(text);
        this.entries.set(key, [...(this.entries.get(key) ?? []), entity]);
      };
      for (const record of net.addresses) {
        add(record.address, {kind: 'address', network, record});
        add(record.puzzleHash, {kind: 'address', network, record});
      }
      for (const record of net.coins) {
        add(record.id, {kind: 'coin', network, record});
        add(record.confirmedTransaction, {kind: 'transaction', network, record: {id: record.confirmedTransaction}});
      }
      for (const record of net.cats) {
        add(record.assetId, {kind: 'cat', network, record});
        add(encodeBech32m('tkn', record.assetId), {kind: 'cat', network, record});
      }
      for (const record of net.cat1s) add(record.assetId, {kind: 'cat1', network, record});
      for (const [name, id] of Object.entries(PUZZLE_HASHES)) add(id, {kind: 'puzzle', network, record: {id, name}});
      for (const coin of net.coins.filter((c) => c.kind !== 'standard')) {
        add(coin.puzzleHash, {kind: 'puzzle', network, record: {id: coin.puzzleHash, name: `the outer puzzle of coin ${coin.key}`}});
      }
      for (const record of net.nfts) {
        add(record.id, {kind: 'nft', network, record});
        add(record.launcherId, {kind: 'nft', network, record});
        for (const [file, id] of [
          ['data', record.dataHash],
          ['metadata', record.metadataHash],
          ['license', record.licenseHash],
        ] as const) {
          add(id, {kind: 'content', network, record: {id, name: `the ${file} hash of ${record.name}`}});
        }
      }
      for (const record of net.dids) {
        add(record.did, {kind: 'did', network, record});
        add(record.launcherId, {kind: 'did', network, record});
      }
      for (const record of net.collections) {
        add(record.id, {kind: 'collection', network, record});
        add(record.hex, {kind: 'collection', network, record});
      }
      for (const record of net.offers) {
        add(record.id, {kind: 'offer', network, record});
        add(record.file, {kind: 'offer', network, record});
      }
      for (const record of net.blocks) add(record.hash, {kind: 'block', network, record});
      for (const record of net.stores) add(record.storeId, {kind: 'store', network, record});
    }
  }

  /** Everything the text names, on either network. */
  find(text: string): Entity[] {
    return this.entries.get(idKey(text)) ?? [];
  }

  /** The one thing of a kind that the text names on a network, if any. */
  findKind<K extends EntityKind>(text: string, kind: K, network?: NetworkName): Extract<Entity, {kind: K}> | undefined {
    return this.find(text).find(
      (e): e is Extract<Entity, {kind: K}> => e.kind === kind && (network === undefined || e.network === network),
    );
  }
}
