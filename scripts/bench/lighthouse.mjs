// `npm run bench`, part 5: Lighthouse (mobile, and desktop with its desktop preset) on five pages,
// `runs` runs each, median of every figure, with each page's longest main-thread tasks.
import {createRequire} from 'node:module';
import {log, median, seconds} from './util.mjs';

/** Pages Lighthouse measures. */
export const LIGHTHOUSE_PAGES = ['/', '/docs/intro', '/api/address/xch_balance', '/blog/weekly_update_1', '/blog'];

/** The longest main-thread tasks of a run (Lighthouse's long-tasks audit), longest first. */
function longestTasks(lhr, count = 3) {
  const items = lhr.audits['long-tasks']?.details?.items ?? [];
  return items
    .map((item) => ({
      url: String(item.url ?? '').replace(/^https?:\/\/[^/]+/, ''),
      startMs: Math.round(item.startTime ?? 0),
      durationMs: Math.round(item.duration ?? 0),
    }))
    .sort((a, b) => b.durationMs - a.durationMs)
    .slice(0, count);
}

export async function lighthouseRuns(servers, {chromePath, formFactors, runs, pages = LIGHTHOUSE_PAGES}) {
  const {default: lighthouse} = await import('lighthouse');
  const {default: desktopConfig} = await import('lighthouse/core/config/desktop-config.js');
  // chrome-launcher comes with lighthouse; resolve it from there.
  const requireFromLighthouse = createRequire(createRequire(import.meta.url).resolve('lighthouse/package.json'));
  const chromeLauncher = await import(requireFromLighthouse.resolve('chrome-launcher'));
  const categories = ['performance', 'accessibility', 'best-practices', 'seo'];
  const results = [];
  for (const server of servers) {
    for (const formFactor of formFactors) {
      for (const pagePath of pages) {
        const url = new URL(pagePath, server.url).href;
        const samples = [];
        let version = '';
        for (let i = 0; i < runs; i += 1) {
          const chrome = await chromeLauncher.launch({chromePath, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu']});
          try {
            const {lhr} = await lighthouse(
              url,
              {port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: categories},
              formFactor === 'desktop' ? desktopConfig : undefined,
            );
            if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
            version = lhr.lighthouseVersion;
            const failing = [];
            for (const id of ['accessibility', 'best-practices', 'seo']) {
              for (const ref of lhr.categories[id].auditRefs) {
                const audit = lhr.audits[ref.id];
                if (ref.weight > 0 && audit.score !== null && audit.score < 1) failing.push(`${id}: ${ref.id}`);
              }
            }
            samples.push({
              performance: Math.round(lhr.categories.performance.score * 100),
              accessibility: Math.round(lhr.categories.accessibility.score * 100),
              'best-practices': Math.round(lhr.categories['best-practices'].score * 100),
              seo: Math.round(lhr.categories.seo.score * 100),
              fcp: lhr.audits['first-contentful-paint'].numericValue,
              lcp: lhr.audits['largest-contentful-paint'].numericValue,
              cls: lhr.audits['cumulative-layout-shift'].numericValue,
              tbt: lhr.audits['total-blocking-time'].numericValue,
              benchmarkIndex: lhr.environment.benchmarkIndex,
              longestTasks: longestTasks(lhr),
              failing,
            });
          } finally {
            await chrome.kill();
          }
        }
        const figure = (key) => median(samples.map((s) => s[key]));
        const tbt = figure('tbt');
        const entry = {
          server: server.name,
          formFactor,
          path: pagePath,
          runs: samples.length,
          lighthouseVersion: version,
          performance: figure('performance'),
          accessibility: figure('accessibility'),
          'best-practices': figure('best-practices'),
          seo: figure('seo'),
          fcpMs: figure('fcp'),
          lcpMs: figure('lcp'),
          cls: figure('cls'),
          tbtMs: tbt,
          benchmarkIndex: figure('benchmarkIndex'),
          // The tasks of the run whose TBT is the median.
          longestTasks: samples.slice().sort((a, b) => Math.abs(a.tbt - tbt) - Math.abs(b.tbt - tbt))[0]?.longestTasks ?? [],
          failingAudits: [...new Set(samples.flatMap((s) => s.failing))],
          samples: samples.map(({failing, ...rest}) => rest),
        };
        results.push(entry);
        log(
          `lighthouse ${server.name} ${formFactor} ${pagePath}: perf ${entry.performance}, a11y ${entry.accessibility}, ` +
            `bp ${entry['best-practices']}, seo ${entry.seo}, LCP ${seconds(entry.lcpMs)}, CLS ${entry.cls}, TBT ${Math.round(entry.tbtMs)} ms; ` +
            `longest tasks ${entry.longestTasks.map((t) => `${t.durationMs} ms`).join(', ')}`,
        );
      }
    }
  }
  return results;
}
