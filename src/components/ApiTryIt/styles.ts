// The console's styles travel in its chunk and are added to the page when it first opens: a CSS
// module would be merged into the site's one stylesheet, which every page loads. Colours are
// Infima variables, so light and dark mode follow the site's theme.

export const styles = {
  actions: 'try-it-actions',
  answer: 'try-it-answer',
  body: 'try-it-body',
  columns: 'try-it-columns',
  console: 'try-it-console',
  curl: 'try-it-curl',
  curlCode: 'try-it-curlCode',
  curlHead: 'try-it-curlHead',
  failed: 'try-it-failed',
  field: 'try-it-field',
  form: 'try-it-form',
  headers: 'try-it-headers',
  heading: 'try-it-heading',
  hint: 'try-it-hint',
  host: 'try-it-host',
  hosts: 'try-it-hosts',
  input: 'try-it-input',
  json: 'try-it-json',
  jsonBoolean: 'try-it-jsonBoolean',
  jsonChildren: 'try-it-jsonChildren',
  jsonKey: 'try-it-jsonKey',
  jsonLine: 'try-it-jsonLine',
  jsonNode: 'try-it-jsonNode',
  jsonNull: 'try-it-jsonNull',
  jsonNumber: 'try-it-jsonNumber',
  jsonSize: 'try-it-jsonSize',
  jsonString: 'try-it-jsonString',
  meaning: 'try-it-meaning',
  ok: 'try-it-ok',
  problem: 'try-it-problem',
  raw: 'try-it-raw',
  status: 'try-it-status',
  summary: 'try-it-summary',
  title: 'try-it-title',
  unreachable: 'try-it-unreachable',
  where: 'try-it-where',
} as const;

// Allowed by its hash in every page's Content-Security-Policy (plugins/content-security-policy/inline-styles.ts).
export const consoleCss = `.try-it-console{margin-top:0.75rem;padding:1rem;border:1px solid var(--ifm-color-emphasis-300);border-radius:var(--ifm-global-radius);background:var(--ifm-background-surface-color)}.try-it-title{margin-bottom:0.75rem;font-weight:var(--ifm-font-weight-bold);font-family:var(--ifm-font-family-monospace);font-size:0.9rem;overflow-wrap:anywhere}.try-it-columns{display:grid;gap:1rem;grid-template-columns:minmax(0,1fr)}@media (min-width:997px){.try-it-columns{grid-template-columns:minmax(0,1fr) minmax(0,1fr)}}.try-it-form{min-width:0}.try-it-hosts{margin:0 0 0.75rem;padding:0;border:0}.try-it-hosts legend{font-weight:var(--ifm-font-weight-semibold);margin-bottom:0.25rem}.try-it-host{display:block;font-size:0.9rem}.try-it-field{margin-bottom:0.75rem}.try-it-field label{display:block;font-size:0.875rem;margin-bottom:0.2rem}.try-it-where{color:var(--ifm-color-emphasis-700);font-size:0.8rem}.try-it-input,.try-it-body{width:100%;padding:0.35rem 0.5rem;border:1px solid var(--ifm-color-emphasis-500);border-radius:var(--ifm-global-radius);background:var(--ifm-background-color);color:var(--ifm-font-color-base);font-family:var(--ifm-font-family-monospace);font-size:0.85rem}.try-it-body{resize:vertical}.try-it-input[aria-invalid='true'],.try-it-body[aria-invalid='true']{border-color:var(--ifm-color-danger-dark);border-width:2px}.try-it-problem{margin:0.25rem 0 0;color:var(--ifm-color-danger-darkest);font-size:0.85rem}[data-theme='dark'] .try-it-problem{color:var(--ifm-color-danger-lightest)}.try-it-hint{margin:0.2rem 0 0;color:var(--ifm-color-emphasis-700);font-size:0.8rem}.try-it-actions{display:flex;gap:0.5rem;margin-top:0.5rem}.try-it-curl{min-width:0}.try-it-curlHead{display:flex;align-items:center;justify-content:space-between;gap:0.5rem;margin-bottom:0.25rem}.try-it-heading{margin:0;font-weight:var(--ifm-font-weight-semibold);font-size:0.9rem}.try-it-curlCode{margin:0;white-space:pre-wrap;overflow-wrap:anywhere;font-size:0.8rem}.try-it-status{margin:0.75rem 0 0.5rem;min-height:1.5em}.try-it-answer{border-top:1px solid var(--ifm-color-emphasis-300);padding-top:0.5rem}.try-it-summary{display:flex;gap:0.75rem;margin-bottom:0.5rem;font-weight:var(--ifm-font-weight-semibold)}.try-it-ok{color:var(--ifm-color-success-darkest)}.try-it-failed{color:var(--ifm-color-danger-darkest)}[data-theme='dark'] .try-it-ok{color:var(--ifm-color-success-lightest)}[data-theme='dark'] .try-it-failed{color:var(--ifm-color-danger-lightest)}.try-it-meaning{margin-bottom:0.5rem}.try-it-headers{margin-bottom:0.75rem}.try-it-headers summary{cursor:pointer}.try-it-headers dl{margin:0.25rem 0 0;font-family:var(--ifm-font-family-monospace);font-size:0.8rem}.try-it-headers dl div{display:flex;gap:0.5rem}.try-it-headers dt{font-weight:var(--ifm-font-weight-semibold)}.try-it-headers dd{margin:0;overflow-wrap:anywhere}.try-it-raw{white-space:pre-wrap;overflow-wrap:anywhere}.try-it-unreachable{border-left:4px solid var(--ifm-color-warning-dark);padding-left:0.75rem}.try-it-json{padding:0.5rem 0.75rem;border-radius:var(--ifm-global-radius);background:var(--ifm-pre-background);font-family:var(--ifm-font-family-monospace);font-size:0.8rem;overflow-x:auto}.try-it-jsonNode > summary{cursor:pointer}.try-it-jsonChildren{padding-left:1.25rem}.try-it-jsonLine{padding-left:1rem;overflow-wrap:anywhere}.try-it-jsonKey{color:var(--ifm-font-color-base);font-weight:var(--ifm-font-weight-semibold)}.try-it-jsonSize{color:var(--ifm-color-emphasis-700)}.try-it-jsonString{color:var(--ifm-color-success-darkest)}.try-it-jsonNumber,.try-it-jsonBoolean,.try-it-jsonNull{color:var(--ifm-color-primary-darkest)}[data-theme='dark'] .try-it-jsonString{color:var(--ifm-color-success-lightest)}[data-theme='dark'] .try-it-jsonNumber,[data-theme='dark'] .try-it-jsonBoolean,[data-theme='dark'] .try-it-jsonNull{color:var(--ifm-color-primary-lightest)}`;

/** Adds the console's stylesheet to the page, once. */
export function addConsoleStyles(): void {
  if (document.getElementById('try-it-styles')) return;
  const element = document.createElement('style');
  element.id = 'try-it-styles';
  element.textContent = consoleCss;
  document.head.append(element);
}
