// `npm run api:lint`: lints the OpenAPI document the API catalogue builds (the same document the
// build writes to /api/openapi.json) with Redocly CLI under redocly.yaml: the recommended rules,
// strict, so that a warning fails as an error does. No site build is needed.
import path from 'node:path';
import {redoclyLint, siteDir, writeCatalogueDocument} from './redocly';

const result = redoclyLint(writeCatalogueDocument(), path.join(siteDir, 'redocly.yaml'));
process.stdout.write(result.stdout);
process.stderr.write(result.stderr);
process.exitCode = result.status ?? 1;
