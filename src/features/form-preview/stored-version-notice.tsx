import { Link, useLocation } from 'react-router-dom';
import { useFormWords, Words } from '../../form-react/index';
import type { ApiError } from '../../lib/api';
import type { StoredRequest } from './use-stored-definition';

/** How the stored version asked for in the address is coming along: loading, refused (sign in) or not found. */
export function StoredVersionNotice({ request, loading, error }: { request: StoredRequest; loading: boolean; error: ApiError | null }) {
  const location = useLocation();
  const words = useFormWords();
  // The address carries the version as typed: a number is written the page's way, anything else as it came.
  const version = /^\d+$/.test(request.version) ? words.number(Number(request.version)) : request.version;
  const named = { version, form: request.formId };
  if (loading) return <p role="status">{words.t('preview.stored.opening', named)}</p>;
  if (!error) return null;
  // The server's reason may be in another language than the page's: <bdi> keeps its own direction.
  if (error.status === 401 || error.status === 403) {
    const next = encodeURIComponent(`${location.pathname}${location.search}`);
    const signIn = <Link to={`/admin/sign-in?next=${next}`} />;
    return (
      <div role="alert" className="preview-notice">
        <p>
          {error.status === 403 ? (
            <Words id="preview.stored.signInBecause" values={{ reason: error.message }} components={{ 0: signIn, 1: <bdi /> }} />
          ) : (
            <Words id="preview.stored.signIn" components={{ 0: signIn }} />
          )}
        </p>
      </div>
    );
  }
  return (
    <p role="alert" className="preview-notice">
      <Words id="preview.stored.failed" values={{ ...named, reason: error.message }} components={{ 0: <bdi /> }} />
    </p>
  );
}
