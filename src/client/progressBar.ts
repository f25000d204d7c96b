// The progress bar of a move to another page, as the classic theme draws it (nprogress, started
// when the next page has taken longer than 200 ms), except that nprogress loads with the first move
// to another page instead of with every page: plugins/theme-classic.ts leaves out the theme's own
// client module, which imported it on every page for a bar a reader who reads one page never sees.
import type {ClientModule} from '@docusaurus/types';
import './progressBar.css';

/** How long a move must take before the bar shows (the classic theme's delay). */
const DELAY_MS = 200;

type NProgress = (typeof import('nprogress'))['default'];
let loading: Promise<NProgress> | undefined;

function nprogress(): Promise<NProgress> {
  const bar =
    loading ??
    import('nprogress').then(({default: nprogressBar}) => {
      nprogressBar.configure({showSpinner: false});
      return nprogressBar;
    });
  loading = bar;
  return bar;
}

const progressBar: ClientModule = {
  onRouteUpdate({location, previousLocation}) {
    if (!previousLocation || location.pathname === previousLocation.pathname) return undefined;
    const bar = nprogress();
    const timer = window.setTimeout(() => void bar.then((nprogressBar) => nprogressBar.start()), DELAY_MS);
    return () => window.clearTimeout(timer);
  },
  onRouteDidUpdate() {
    // Callbacks on one promise run in the order they were added: a start still waiting for the
    // script runs before this.
    void loading?.then((bar) => bar.done());
  },
};

export default progressBar;
