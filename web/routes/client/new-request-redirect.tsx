import { Navigate } from 'react-router';

/** /client-dashboard/requests/new was the new-request page's first address: send it on. */
export default function NewRequestRedirect() {
  return <Navigate to="/client-dashboard/new-request" replace />;
}
