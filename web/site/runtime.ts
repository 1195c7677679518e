import type { InquiryRequest } from '../components/inquiry-button';
import type * as InquiryHostModule from './inquiry-host';
import { captureTouch } from '../features/inquiry/attribution';
import { resetHeader, startHeader } from './header';
import { hydrateIslands } from './islands';
import { startTabs } from './tabs';

/** Whether an inquiry kept on this device awaits the server: neither confirmed nor refused. */
function pending() {
  try {
    return (
      JSON.parse(localStorage.getItem('formSubmissions') ?? '[]') as {
        processed?: boolean;
        rejected?: string;
      }[]
    ).some((s) => !s.processed && !s.rejected);
  } catch {
    return false;
  }
}

/** Shown when the dialog's code cannot load (offline): the page says so instead of failing. */
function showUnavailable() {
  if (document.getElementById('inquiry-unavailable')) return;
  const note = document.createElement('p');
  note.id = 'inquiry-unavailable';
  note.setAttribute('role', 'alert');
  note.className = 'fixed inset-x-0 bottom-0 z-50 bg-amber-100 p-4 text-center';
  note.append('You seem to be offline: the form could not open. ');
  const ok = document.createElement('button');
  ok.type = 'button';
  ok.className = 'font-semibold underline';
  ok.textContent = 'OK';
  ok.addEventListener('click', () => note.remove());
  note.append(ok);
  document.body.append(note);
}

type InquiryHost = typeof InquiryHostModule;

const siteHeader = () => document.querySelector<HTMLElement>('header[data-site-header]');

let started: (() => void) | null = null;
let loadingDialog: Promise<InquiryHost> | null = null;

/**
 * What a public page does in the browser (its HTML is prerendered and not hydrated as a whole):
 * the header's menus, tabs, the inquiry dialog that any inquiry button opens (React and the
 * dialog load on the first click), the islands (the tools' forms), the visit's attribution, and
 * sending what a visitor submitted but the server never confirmed (ADR 0017). Starting twice
 * does nothing; returns what undoes it.
 */
export function startSite(): () => void {
  if (started) return started;
  const undo: (() => void)[] = [];
  captureTouch();

  // Kept inquiries go once the page is idle, and when the browser is back online; the sending
  // code (outbox-send.ts) loads only then. A page that never idles (a tab opened in the
  // background, a browser that draws no frames) sends them after two seconds all the same.
  const send = () => {
    if (navigator.onLine && pending())
      import('../features/inquiry/outbox-send').then((m) => m.sendOutbox()).catch(() => undefined);
  };
  if (window.requestIdleCallback) window.requestIdleCallback(send, { timeout: 2000 });
  else setTimeout(send, 0);
  // Back online: the kept inquiries go, and an island whose code could not load offline loads.
  const onOnline = () => {
    send();
    void hydrateIslands();
  };
  window.addEventListener('online', onOnline);
  undo.push(() => window.removeEventListener('online', onOnline));

  // Every inquiry button, anywhere in the page, is a <button data-inquiry>: one listener opens
  // the dialog for all of them.
  const onClick = (e: MouseEvent) => {
    const button = (e.target as Element | null)?.closest?.<HTMLElement>('[data-inquiry]');
    if (!button) return;
    const { inquiryService: service, inquiryTitle: title, inquiryTag: tag } = button.dataset;
    const request: InquiryRequest = { service, title, tag };
    // One load for any number of taps; after a failure (offline) the next tap tries again.
    loadingDialog ??= import('./inquiry-host');
    loadingDialog
      .then((m) => m.openInquiry(request, button))
      .catch(() => {
        loadingDialog = null;
        showUnavailable();
      });
  };
  document.addEventListener('click', onClick);
  undo.push(() => document.removeEventListener('click', onClick));

  const header = siteHeader();
  if (header) undo.push(startHeader(header));
  undo.push(startTabs());
  void hydrateIslands();

  started = () => {
    undo.forEach((u) => u());
    started = null;
  };
  return started;
}

/**
 * After React drew another public page (the development server, or the dashboards' app following
 * a link to one): the header as a page opens it, and the new page's islands hydrated.
 */
export function siteNavigated(): void {
  const header = siteHeader();
  if (header) resetHeader(header);
  void hydrateIslands();
}
