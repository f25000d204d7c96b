// "Copy page": the page's Markdown twin onto the clipboard (src/components/PageActionsMenu).

/** The twin's text. */
function twinText(twin: string): Promise<string> {
  return fetch(twin).then((response) => {
    if (!response.ok) throw new Error(`${twin}: ${response.status}`);
    return response.text();
  });
}

/**
 * Copies the twin at `twin`. Call it within the reader's click: where the browser has
 * ClipboardItem, the clipboard is asked for at once with the text to come, so that Safari still
 * counts the click as the reader's; elsewhere the text is written once it has arrived.
 */
export function copyTwin(twin: string): Promise<void> {
  if ('ClipboardItem' in window) {
    const blob = twinText(twin).then((markdown) => new Blob([markdown], {type: 'text/plain'}));
    return navigator.clipboard.write([new ClipboardItem({'text/plain': blob})]);
  }
  return twinText(twin).then((markdown) => navigator.clipboard.writeText(markdown));
}
