import type {Page} from '@playwright/test';

/**
 * What a reader should find on one kind of page. routes.spec.ts opens every route of the
 * sitemap once and runs, in that visit, every check whose `appliesTo` accepts the route.
 */
export type RouteCheck = {
  /** Said in the test title: "<route>: loads cleanly, <what>, ...". */
  what: string;
  appliesTo: (pagePath: string) => boolean;
  /** Runs on the hydrated page in light mode; reads the page and leaves it as it was. */
  run: (page: Page, pagePath: string) => Promise<void>;
};
