// The work of "Copy page" (src/components/CopyPageButton), loaded when the reader clicks it.

/** How long "Copied" stays on the button. */
const SHOWN_MS = 2000;
const timers = new WeakMap<HTMLButtonElement, number>();

/** The twin's text; its address is the "View as Markdown" link beside the button. */
function twinText(button: HTMLButtonElement): Promise<string> {
  const url = button.nextElementSibling?.getAttribute('href') ?? '';
  return fetch(url).then((response) => {
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    return response.text();
  });
}

/** The twin as the clipboard wants it. */
export function twinBlob(button: HTMLButtonElement): Promise<Blob> {
  return twinText(button).then((markdown) => new Blob([markdown], {type: 'text/plain'}));
}

/**
 * The status line of the button's bar (role=status: screen readers read out what it comes to say).
 * It is added at the click, before there is anything to say, so that what it then says is heard.
 */
function statusOf(button: HTMLButtonElement): Element {
  const bar = button.parentElement ?? button;
  let status = bar.querySelector('[role=status]');
  if (status === null) {
    status = document.createElement('span');
    status.setAttribute('role', 'status');
    bar.append(status);
  }
  return status;
}

/** Shows the result on the button and in its status line. */
function show(button: HTMLButtonElement, status: Element, copied: boolean): void {
  status.textContent = copied ? 'Copied the page as Markdown.' : 'Could not copy the page. Open “View as Markdown” and copy it from there.';
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
  const status = statusOf(button);
  status.textContent = '';
  const done = asked ?? twinText(button).then((markdown) => navigator.clipboard.writeText(markdown));
  done.then(
    () => show(button, status, true),
    () => show(button, status, false),
  );
}
