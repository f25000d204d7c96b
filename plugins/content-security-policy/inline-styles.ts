// The <style> elements the site's own scripts add to a page in the browser: each one the site
// knows, by its exact text. Every page's policy lists the SHA-256 of each, because the reader may
// reach the page that adds it by moving inside the site, under the policy of the page they landed
// on. The built HTML holds no <style> element; one there (written in an MDX page, say) stops the
// build, as the policy would refuse it.
import {consoleCss} from '../../src/components/ApiTryIt/styles';

export type InlineStylesheet = {
  name: string;
  /** Where it comes from. */
  from: string;
  /** Why it is added by a script rather than being in the site's stylesheet. */
  does: string;
  /** Its text, exactly as the script sets it. */
  text: string;
};

export const INLINE_STYLESHEETS: readonly InlineStylesheet[] = [
  {
    name: 'Try it console',
    from: 'src/components/ApiTryIt/styles.ts, added when the reader first opens a console',
    does: "styles the console; it travels in the console's chunk so that the site's one stylesheet, which every page loads, does not carry it",
    text: consoleCss,
  },
];
