import { useT } from '../../../lib/i18n/translate';

/** What could not be loaded and why, with a retry: a page never stays blank after a failed request. */
export function LoadProblem({ what, error, retry }: { what: string; error: Error; retry: () => void }) {
  const t = useT();
  return (
    <div role="alert" className="console-error">
      <p>{t('console.loadProblem', { what, reason: error.message })}</p>
      <button type="button" className="console-button console-button-quiet" onClick={retry}>
        {t('console.tryAgain')}
      </button>
    </div>
  );
}
