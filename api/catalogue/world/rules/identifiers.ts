// format, network and known: what each identifier in an example is.
import {decodeBech32m, networks, readRewardParent} from '../chain';
import {looksLikeId, type Entity, type EntityKind} from '../lookup';
import {walkJson} from '../../problems';
import {lastKey} from './context';
import type {Context, Example} from './context';

const ADDRESS_KEYS = /(^|_)(address|to|from)$/;
/** Which kinds of thing a key may name. */
function kindsForKey(key: string): EntityKind[] | null {
  if (/^(coin_id|coin_name)$/.test(key)) return ['coin'];
  if (/^(parent_coin|coin_parent|parent_coin_name|parent_coin_info)$/.test(key)) return ['coin', 'nft', 'did', 'store'];
  if (/^(asset_id|cat_id|token_id)$/.test(key)) return ['cat', 'cat1'];
  if (/^(nft_id|name_nft_id)$/.test(key)) return ['nft'];
  if (/^(did|did_id|owner_did|did_hex)$/.test(key)) return ['did'];
  if (/^(collection_id|col_id)$/.test(key)) return ['collection'];
  if (/^(puzzle_hash|from_puzzle_hash)$/.test(key)) return ['address', 'puzzle'];
  if (/^(launcher_puzhash|updater_puzhash)$/.test(key)) return ['puzzle'];
  if (/^(data_hash|metadata_hash|license_hash)$/.test(key)) return ['content'];
  if (key === 'address_hex' || ADDRESS_KEYS.test(key)) return ['address'];
  if (key === 'store_id') return ['store'];
  if (/^(confirmed_txn_id|spend_txn_id)$/.test(key)) return ['transaction'];
  if (/^(offer_id|hash_base_58|offer)$/.test(key)) return ['offer'];
  return null;
}

export function checkIdentifiers(ctx: Context, example: Example): void {
  const enums = new Set(ctx.call.params.filter((p) => p.enum).map((p) => p.name));
  for (const [path, value] of walkJson(example.value, example.base)) {
    if (typeof value !== 'string') continue;
    const key = lastKey(path);
    // A value from a parameter's closed list (such as `txch11`) is checked against the list, not as an id.
    if (example.part === 'request' && enums.has(key)) continue;
    checkFormat(ctx, example, path, value);
    if (!looksLikeId(value, key)) continue;
    if (readRewardParent(networks[example.network], value)) continue;
    ctx.cover('known', example);
    const found = ctx.lookup.find(value);
    if (found.length === 0) {
      ctx.add('known', path, `${JSON.stringify(value)} is not in the example world (api/catalogue/world): draw it from there`);
      continue;
    }
    const kinds = kindsForKey(key);
    if (kinds && !found.some((e) => kinds.includes(e.kind))) {
      ctx.add('known', path, `"${key}" names a ${kinds.join(' or ')}, but ${value} is the world's ${found.map(describe).join(', ')}`);
    }
    ctx.cover('network', example);
    if (!found.some((e) => e.network === example.network)) {
      ctx.add(
        'network',
        path,
        `${value} belongs to ${found[0]?.network}, not to this ${example.network} example: use the ${example.network} ${found[0]?.kind} of the world`,
      );
    }
  }
}

function describe(entity: Entity): string {
  const r = entity.record;
  const name = 'name' in r && r.name !== null ? ` "${r.name}"` : 'key' in r ? ` ${r.key}` : '';
  return `${entity.network} ${entity.kind}${name}`;
}

const BECH32_LIKE = /^(txch|xch|nft|did:chia:|col|tkn)1/;
const FILLER = /^Example\b|\.\.\.$|^(abc|def|123)[0-9a-f]*\.*$/;

function checkFormat(ctx: Context, example: Example, path: string, value: string): void {
  const match = BECH32_LIKE.exec(value);
  if (FILLER.test(value)) ctx.add('format', path, `"${value}" is filler text, not a realistic value`);
  if (!match) return;
  ctx.cover('format', example);
  const decoded = decodeBech32m(value);
  if (!decoded) {
    ctx.add('format', path, `"${value}" is not valid bech32m`);
    return;
  }
  if (decoded.bytes.length !== 32) ctx.add('format', path, `"${value}" decodes to ${decoded.bytes.length} bytes, not 32`);
  ctx.cover('network', example);
  if (match[1] === 'xch' && example.network === 'testnet')
    ctx.add('network', path, `"${value}" is a mainnet address in a testnet example: use the txch form`);
  if (match[1] === 'txch' && example.network === 'mainnet')
    ctx.add('network', path, `"${value}" is a testnet address in a mainnet example: use the xch form`);
}
