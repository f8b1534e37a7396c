import type { Problem } from '../../engine/index';
import { useFormWords } from '../../form-react/index';
import { EngineProblems } from './engine-problems';

/** Problems (or warnings) with their JSON paths, announced as they change. */
export function ProblemList({ title, problems, tone }: { title: string; problems: Problem[]; tone: 'error' | 'warning' }) {
  const words = useFormWords();
  if (problems.length === 0) return null;
  return (
    <section className={`preview-problems preview-${tone}`} aria-live="polite">
      <h3>
        {title} ({words.number(problems.length)})
      </h3>
      {/* The checker speaks English only: a page in another language says so before the list. */}
      {words.language === 'en' ? null : <p>{words.t('preview.checkerInEnglish')}</p>}
      <EngineProblems problems={problems} />
    </section>
  );
}
