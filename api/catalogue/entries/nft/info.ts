// Catalogue entry for /api/nft/info. Edit here, then run `npm run generate:api`.
import type {ApiPage} from '../../types';

const page: ApiPage = {
  "doc": "nft/info",
  "group": "nft",
  "title": "Get NFT information",
  "description": "Returns one NFT by its id: its name and traits, its collection, creator and owner, links to its files, and its market prices in XCH.",
  "sidebarPosition": 1,
  "inApiSidebar": true,
  "calls": [
    {
      id: "nft/info",
      title: "Get NFT information",
      summary: "Returns one NFT by its id: its name and traits, its collection, creator and owner, links to its files, and its market prices in XCH.",
      method: "GET",
      path: "/nfts/{nft_id}",
      access: "free",
      hosts: {
        "mainnet": "https://api.spacescan.io",
        "testnet": "https://api-testnet11.spacescan.io",
        "pro": "https://pro-api.spacescan.io"
      },
      params: [
        {
          "name": "nft_id",
          "in": "path",
          "type": "string",
          "required": true,
          "description": "Id of the NFT to fetch, in its `nft1…` form."
        }
      ],
      responseFields: [
        {
          "name": "id",
          "type": "string",
          "description": "The NFT's id, in its `nft1…` form."
        },
        {
          "name": "name",
          "type": "string",
          "description": "Name that the creator gave the NFT."
        },
        {
          "name": "preview_url",
          "type": "string",
          "description": "Address of a small preview image of the NFT."
        },
        {
          "name": "created_height",
          "type": "string",
          "description": "Height of the block that minted the NFT, as a string of digits."
        },
        {
          "name": "created_time",
          "type": "string",
          "description": "When the NFT was minted, as an ISO 8601 timestamp in UTC."
        },
        {
          "name": "collection",
          "type": "object",
          "description": "The collection that the NFT belongs to, in brief."
        },
        {
          "name": "collection.id",
          "type": "string",
          "description": "Id of the collection, in its `col1…` form."
        },
        {
          "name": "collection.name",
          "type": "string",
          "description": "Name of the collection."
        },
        {
          "name": "collection.description",
          "type": "string",
          "description": "The collection's own description."
        },
        {
          "name": "collection.preview_url",
          "type": "string",
          "description": "Address of the collection's preview image."
        },
        {
          "name": "price",
          "type": "string",
          "description": "Price that the NFT is listed at, in XCH, as a decimal string."
        },
        {
          "name": "creator",
          "type": "object",
          "description": "Who minted the NFT: `did` holds the creator's DID and its name, `address` the creator's address."
        },
        {
          "name": "owner",
          "type": "object",
          "description": "Who holds the NFT now, with the holder's `address`."
        },
        {
          "name": "description",
          "type": "string",
          "description": "The NFT's own description, as its metadata gives it."
        },
        {
          "name": "data_url",
          "type": "array",
          "description": "Link to the NFT's content file."
        },
        {
          "name": "metadata_urls",
          "type": "array",
          "description": "Link to the NFT's metadata file."
        },
        {
          "name": "license_urls",
          "type": "array",
          "description": "Link to the NFT's license document."
        },
        {
          "name": "rarity",
          "type": "number",
          "description": "The NFT's rarity score."
        },
        {
          "name": "top_bid",
          "type": "string",
          "description": "Highest open bid for the NFT, in XCH."
        },
        {
          "name": "last_sale",
          "type": "string",
          "description": "Price of the NFT's most recent sale, in XCH."
        },
        {
          "name": "current_price",
          "type": "string",
          "description": "Price of the NFT's current listing, in XCH."
        },
        {
          "name": "attributes",
          "type": "array",
          "description": "The NFT's traits, each a `trait_type` with its `value`."
        }
      ],
      response: {
        contentType: 'application/json',
        example: `{
  "id": "nft10lutrplp2mqrp0wg27sjmjeezzluk9a7jgmjpdv6n5qalkpy8kxqrkqag7",
  "name": "Chia Friends #6707",
  "preview_url": "https://assets.spacescan.io/nft/95cdc50c1315791cacc318c8d45ebff64863f355ad833bc2144cabb7b47db271.webp",
  "created_height": "2208201",
  "created_time": "2022-07-04T05:01:44.000Z",
  "collection": {
    "id": "col1z0ef7w5n4vq9qkue67y8jnwumd9799sm50t8fyle73c70ly4z0ws0p2rhl",
    "name": "Chia Friends",
    "description": "10,000 eco-bit NFTs on Chia, from Chia.",
    "preview_url": "https://assets.spacescan.io/col/a7f7513f445bf620d230d06442ea938cb0703a48ebbd0e16f8113c6472383f04.webp"
  },
  "price": "6.9000000000000",
  "creator": {
    "did": {
      "id": "did:chia:19qf3g9876t0rkq7tfdkc28cxfy424yzanea29rkzylq89kped9hq3q7wd2",
      "name": "Chia Network"
    },
    "address": {
      "address": "xch1mvdvhnl9mmmqdl9e4nvvr6ak329vmv293k0t3hfy2p983t3lj4wqdgqu7j"
    }
  },
  "attributes": [
    {
      "value": "Yak",
      "trait_type": "Background"
    },
    {
      "value": "Parakeet (Green)",
      "trait_type": "Body"
    }
  ],
  "owner": {
    "address": "xch1dxtt3xsyehywmc4dhzlevvvtex9y0g9djtyw6r5j0k5l9xs47jwqxxse3d"
  },
  "description": "An eco-bit parakeet from the Chia Friends collection.",
  "data_url": "https://assets.spacescan.io/nft/b9b2136a57e1f2f297da0278c7f71c8786512665.webp",
  "metadata_urls": "https://assets.spacescan.io/nft/80fec077e4fb69b3eecd21926c2e1d30b6d39374.webp",
  "license_urls": "https://assets.spacescan.io/nft/01ecb48794fa3be9f1601c117b169f6242e13e37.webp",
  "rarity": 85,
  "top_bid": 5.5,
  "last_sale": "6.9",
  "current_price": "6.9000000000000"
}`,
      },
      example: {
        "mainnet": {
          "nft_id": "nft10lutrplp2mqrp0wg27sjmjeezzluk9a7jgmjpdv6n5qalkpy8kxqrkqag7"
        },
        "testnet": {
          "nft_id": "nft10lutrplp2mqrp0wg27sjmjeezzluk9a7jgmjpdv6n5qalkpy8kxqrkqag7"
        }
      },
      errors: [
        {
          "status": 400,
          "meaning": "The request is malformed, for example an `nft_id` that is not a valid NFT id."
        },
        {
          "status": 404,
          "meaning": "No NFT has this id."
        },
        {
          "status": 429,
          "meaning": "You sent too many requests in a short time. Wait, then retry."
        },
        {
          "status": 500,
          "meaning": "The API failed while answering. Retry later."
        },
        {
          "status": 503,
          "meaning": "The API is down for maintenance. Retry later."
        }
      ],
      notes: [],
    },
  ],
};

export default page;
