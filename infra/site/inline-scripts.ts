import { createHash } from 'node:crypto';

/**
 * Moves every inline script of a page into a file of its own (named by its content, so the
 * scripts all pages share are one cached file), leaving a `<script src>` at the same place with
 * the same attributes: order and timing are unchanged, and the CSP needs no 'unsafe-inline'.
 * Data blocks (JSON-LD) stay: they are not run.
 */
export function externalizeInlineScripts(
  html: string,
  write: (publicPath: string, content: string) => void,
): string {
  return html.replace(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi, (tag, attrs: string, body: string) => {
    if (/\bsrc\s*=/.test(attrs) || !body.trim()) return tag;
    const type = /\btype\s*=\s*"([^"]*)"/i.exec(attrs)?.[1]?.toLowerCase();
    if (type && type !== 'module' && type !== 'text/javascript') return tag;
    const publicPath = `/assets/inline-${createHash('sha256').update(body).digest('hex').slice(0, 16)}.js`;
    write(publicPath, body);
    return `<script${attrs} src="${publicPath}"></script>`;
  });
}
