/** Copying and saving a text the board gives (the move list's Copy and Export, the set-up panel's Copy). */

/** Copies `text` to the clipboard (where the page lets it). */
export function copyText(text: string): void {
  void navigator.clipboard?.writeText(text).catch(() => undefined);
}

/** Offers `text` as a file download named `filename`. */
export function saveText(text: string, filename: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
  const a = Object.assign(document.createElement('a'), { href: url, download: filename });
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
