/**
 * Starts a download from a link the API signed (a document, an export). The bucket answers it as
 * an attachment, so the browser saves the file and the page stays.
 */
export function startDownload(url: string) {
  const a = Object.assign(document.createElement('a'), { href: url, rel: 'noopener' });
  document.body.append(a);
  a.click();
  a.remove();
}
