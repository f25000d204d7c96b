// The page template (pageTemplate() of plugins/page-start.ts, the config's ssrTemplate) is
// Docusaurus's own but for its <script defer> tags, which give way to the starter. A Docusaurus
// whose template changes fails here until pageTemplate() carries the change
// (dev/upgrading-docusaurus.md). What the template writes is checked on the built pages
// (tests/built/content-security-policy.test.ts, tests/browser/loading.spec.ts).
import {test, expect} from '@playwright/test';
// Docusaurus's own template, to compare with (the site's code never imports lib/).
// eslint-disable-next-line no-restricted-imports -- see above.
import stockTemplate from '@docusaurus/core/lib/ssg/ssgTemplate.html';
import {pageTemplate} from '../../plugins/page-start';

/** The template without its line breaks and indents (Eta leaves them out of the page too). */
const compact = (template: string): string => template.replace(/\n\s*/g, '');

const deferTags = '<% it.scripts.forEach((script) => { %><script src="<%= it.baseUrl %><%= script %>" defer></script><% }); %>';

test("the page template is Docusaurus's, with the starter of the same scripts in place of its <script defer> tags", () => {
  const stock = compact(stockTemplate);
  expect(stock).toContain(deferTags);
  const ours = pageTemplate();
  const starter = /<script>!function.*?<\/script>/.exec(ours)?.[0] ?? '';
  expect(starter).toContain('first-contentful-paint');
  expect(starter).toContain('it.scripts.map((script) => it.baseUrl + script)');
  expect(ours.replace(starter, 'SCRIPTS')).toBe(stock.replace(deferTags, 'SCRIPTS'));
});
