import { redirect } from 'react-router';
import { pagePaths } from '../../../shared/page-paths';

/**
 * An address a page has left: sends the browser on to where the page is now, on a full load and
 * on a link within the app alike.
 */
const moved: Record<string, string> = {
  [pagePaths.client.newRequestBefore]: pagePaths.client.newRequest,
};

export const clientLoader = ({ request }: { request: Request }) =>
  redirect(moved[new URL(request.url).pathname.replace(/\/$/, '')] ?? pagePaths.client.home);

export default function Moved() {
  return null;
}
