import type { Problem } from '../../engine/index';
import { useFormWords } from '../../form-react/index';

/** The checker's problems as it words them: English with JSON paths, so read and laid out left to right on any page. */
export function EngineProblems({ problems }: { problems: Problem[] }) {
  const words = useFormWords();
  return (
    <ul lang="en" dir="ltr">
      {problems.map(({ path, message, hint }, index) => (
        <li key={`${path}-${index}`}>
          <code>
            {path || (
              <span lang={words.language} dir={words.rtl ? 'rtl' : 'ltr'}>
                {words.t('preview.root')}
              </span>
            )}
          </code>{' '}
          {message}
          {hint ? <span className="preview-hint"> — {hint}</span> : null}
        </li>
      ))}
    </ul>
  );
}
