// The work of "Copy page" (src/components/CopyPageButton), loaded when the reader clicks it.

/** How long "Copied" stays on the button. */
const SHOWN_MS = 2000;
const timers = new WeakMap<HTMLButtonElement, number>();

function twinText(button: HTMLButtonElement): Promise<string> {
  const url = button.dataset.twin ?? '';
  return fetch(url).then((response) => {
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    return response.text();
  });
}

/** The twin as the clipboard wants it. */
export function twinBlob(button: HTMLButtonElement): Promise<Blob> {
  return twinText(button).then((markdown) => new Blob([markdown], {type: 'text/plain'}));
}

/** Shows the result on the button and in its status line (role=status, read out by screen readers). */
function show(button: HTMLButtonElement, copied: boolean): void {
  const status = button.parentElement?.querySelector('[role=status]');
  if (status) {
    status.textContent = copied ? 'Copied the page as Markdown.' : 'Could not copy the page. Open “View as Markdown” and copy it from there.';
  }
  if (!copied) return;
  button.textContent = 'Copied';
  window.clearTimeout(timers.get(button));
  timers.set(
    button,
    window.setTimeout(() => {
      button.textContent = 'Copy page';
    }, SHOWN_MS),
  );
}

/**
 * Waits for the copy the click asked for (`asked`), or, where the browser has no ClipboardItem,
 * writes the text once it has arrived; then says how it went.
 */
export function finish(button: HTMLButtonElement, asked: Promise<void> | null): void {
  const done = asked ?? twinText(button).then((markdown) => navigator.clipboard.writeText(markdown));
  done.then(
    () => show(button, true),
    () => show(button, false),
  );
}
