import type { Problem } from '../../engine/index';

/** Problems (or warnings) with their JSON paths, announced as they change. */
export function ProblemList({ title, problems, tone }: { title: string; problems: Problem[]; tone: 'error' | 'warning' }) {
  if (problems.length === 0) return null;
  return (
    <section className={`preview-problems preview-${tone}`} aria-live="polite">
      <h3>
        {title} ({problems.length})
      </h3>
      <ul>
        {problems.map((problem, index) => (
          <li key={`${problem.path}-${index}`}>
            <code>{problem.path || '(root)'}</code> {problem.message}
            {problem.hint ? <span className="preview-hint"> — {problem.hint}</span> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
