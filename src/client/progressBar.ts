// In place of nprogress in the browser bundle (see plugins/browser-substitutes.ts), with the
// three functions the classic theme calls (@docusaurus/theme-classic/lib/nprogress.js). start() shows a
// thin bar at the top of the window that creeps to the right; done() fills it and fades it out.
// The markup is nprogress's (#nprogress .bar .peg), so the theme's nprogress.css styles it.

let shown: HTMLElement | null = null;
let creep: number | undefined;
let progress = 0;

function draw(root: HTMLElement): void {
  const bar = root.querySelector<HTMLElement>('.bar');
  if (bar) {
    bar.style.transform = `translate3d(${((progress - 1) * 100).toFixed(2)}%, 0, 0)`;
  }
}

function configure(): void {
  // The theme only turns nprogress's spinner off; this bar has none.
}

function start(): void {
  if (shown) {
    return;
  }
  const root = document.createElement('div');
  root.id = 'nprogress';
  root.innerHTML = '<div class="bar" style="transition: transform 200ms ease"><div class="peg"></div></div>';
  document.body.appendChild(root);
  shown = root;
  progress = 0.08;
  draw(root);
  creep = window.setInterval(() => {
    progress += (0.95 - progress) * 0.1;
    draw(root);
  }, 200);
}

function done(): void {
  const root = shown;
  if (!root) {
    return;
  }
  shown = null;
  window.clearInterval(creep);
  progress = 1;
  draw(root);
  root.style.transition = 'opacity 200ms linear 200ms';
  root.style.opacity = '0';
  window.setTimeout(() => root.remove(), 500);
}

const progressBar = {configure, start, done};
export default progressBar;
