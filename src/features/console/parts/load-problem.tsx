/** What could not be loaded and why, with a retry: a page never stays blank after a failed request. */
export function LoadProblem({ what, error, retry }: { what: string; error: Error; retry: () => void }) {
  return (
    <div role="alert" className="console-error">
      <p>
        {what} could not be loaded: {error.message}
      </p>
      <button type="button" className="console-button console-button-quiet" onClick={retry}>
        Try again
      </button>
    </div>
  );
}
