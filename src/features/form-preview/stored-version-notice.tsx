import { Link, useLocation } from 'react-router-dom';
import type { ApiError } from '../../lib/api';
import type { StoredRequest } from './use-stored-definition';

/** How the stored version asked for in the address is coming along: loading, refused (sign in) or not found. */
export function StoredVersionNotice({ request, loading, error }: { request: StoredRequest; loading: boolean; error: ApiError | null }) {
  const location = useLocation();
  const name = `version ${request.version} of ${request.formId}`;
  if (loading) return <p role="status">Opening {name}…</p>;
  if (!error) return null;
  if (error.status === 401 || error.status === 403) {
    const next = encodeURIComponent(`${location.pathname}${location.search}`);
    return (
      <div role="alert" className="preview-notice">
        <p>
          <Link to={`/admin/sign-in?next=${next}`}>Sign in to the organisers&apos; console to open stored versions</Link>
          {error.status === 403 ? ` (${error.message})` : null}.
        </p>
      </div>
    );
  }
  return (
    <p role="alert" className="preview-notice">
      Could not open {name}: {error.message}
    </p>
  );
}
