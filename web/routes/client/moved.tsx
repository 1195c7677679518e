import { redirect } from 'react-router';

/**
 * An address a page has left: sends the browser on to where the page is now, on a full load and
 * on a link within the app alike.
 */
const moved: Record<string, string> = {
  '/client-dashboard/requests/new': '/client-dashboard/new-request',
};

export const clientLoader = ({ request }: { request: Request }) =>
  redirect(moved[new URL(request.url).pathname.replace(/\/$/, '')] ?? '/client-dashboard');

export default function Moved() {
  return null;
}
