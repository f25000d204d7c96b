// The Postman collection and environment and the OpenAPI document in build/api/ are the ones the
// catalogue makes (tests/unit/postman.test.ts and openapi-lint.test.ts check those against their schemas).
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {apiPages} from '../../api/catalogue/pages';
import {buildOpenApi} from '../../api/catalogue/openapi';
import {buildPostmanCollection, buildPostmanEnvironment, postmanCollectionFile, postmanEnvironmentFile} from '../../api/catalogue/postman';
import {buildDir} from '../support/site';

const built = (file: string): unknown => JSON.parse(readFileSync(path.join(buildDir, 'api', file), 'utf8'));

test('the build has the collection and the environment beside openapi.json, as the catalogue makes them', () => {
  expect(built('openapi.json')).toEqual(buildOpenApi(apiPages).document);
  expect(built(postmanCollectionFile)).toEqual(buildPostmanCollection(apiPages, 'https://docs.spacescan.io/api/'));
  expect(built(postmanEnvironmentFile)).toEqual(buildPostmanEnvironment());
});
