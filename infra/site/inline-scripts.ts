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
  const file = (code: string) => {
    const publicPath = `/assets/inline-${createHash('sha256').update(code).digest('hex').slice(0, 16)}.js`;
    write(publicPath, code);
    return publicPath;
  };
  return html.replace(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi, (tag, attrs: string, body: string) => {
    if (/\bsrc\s*=/.test(attrs) || !body.trim()) return tag;
    const type = /\btype\s*=\s*"([^"]*)"/i.exec(attrs)?.[1]?.toLowerCase();
    if (type && type !== 'module' && type !== 'text/javascript') return tag;
    // A page's data stays data: a JSON block in the page, read by one script all pages share.
    const data = dataScript(body);
    if (data) {
      return `<script type="application/json">${data.json}</script><script${attrs} src="${file(data.code)}"></script>`;
    }
    return `<script${attrs} src="${file(body)}"></script>`;
  });
}

const ENQUEUE = /^window\.__reactRouterContext\.streamController\.enqueue\(("(?:[^"\\]|\\.)*")\);?$/;
const CONTEXT =
  /^window\.__reactRouterContext = (\{[\s\S]*?\});(window\.__reactRouterContext\.stream = [\s\S]*)$/;
const READ = 'JSON.parse(document.currentScript.previousElementSibling.textContent)';

/**
 * React Router's two per-page scripts are a JSON value wrapped in code that is the same on every
 * page: the router context, and the loader data it streams in. They become that JSON, kept in
 * the page as a data block, and the shared code, which reads the block just before it.
 */
function dataScript(body: string): { json: string; code: string } | undefined {
  const trimmed = body.trim();
  const enqueue = ENQUEUE.exec(trimmed);
  if (enqueue) {
    return { json: enqueue[1]!, code: `window.__reactRouterContext.streamController.enqueue(${READ});` };
  }
  const context = CONTEXT.exec(trimmed);
  if (context) {
    try {
      JSON.parse(context[1]!);
    } catch {
      return undefined;
    }
    return { json: context[1]!, code: `window.__reactRouterContext = ${READ};${context[2]}` };
  }
  return undefined;
}
