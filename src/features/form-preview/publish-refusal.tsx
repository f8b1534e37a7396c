import { ApiError } from '../../lib/api';
import { useFormWords, Words } from '../../form-react/index';
import { EngineProblems } from './engine-problems';

/** The server's refusal to publish, with each problem its checks name. */
export function PublishRefusal({ error }: { error: Error }) {
  const { t } = useFormWords();
  const refusal = error instanceof ApiError ? error : undefined;
  const problems = Object.entries(refusal?.errors ?? {}).flatMap(([path, messages]) => messages.map((message) => ({ path, message })));
  // The server words a refused definition in English only; its meaning is known, so the page says it in its own language.
  const reason = refusal?.status === 422 ? t('preview.publish.hasProblems') : error.message;
  return (
    <div role="alert" className="preview-problems preview-error">
      <p>
        <Words id="preview.publish.refused" values={{ reason }} components={{ 0: <bdi /> }} />
      </p>
      {problems.length > 0 ? <EngineProblems problems={problems} /> : null}
    </div>
  );
}
