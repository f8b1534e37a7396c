import type { CompiledForm } from '../../engine/index';

type Values = Record<string, unknown>;

const show = (value: unknown) =>
  JSON.stringify(
    value,
    (_key, item: unknown) =>
      typeof File !== 'undefined' && item instanceof File ? { name: item.name, size: item.size, type: item.type } : item,
    2,
  );

/** What the engine makes of the answers: the data it would submit, or the errors it finds. */
export function EngineOutput({ compiled, values }: { compiled: CompiledForm; values: Values }) {
  const result = compiled.validate(values);
  return (
    <section className="preview-output" aria-labelledby="preview-output-title">
      <h3 id="preview-output-title">What the engine produces</h3>
      <h4>Answers</h4>
      {/* Focusable, so a keyboard can scroll a long output (WCAG 2.1.1). */}
      <pre tabIndex={0}>{show(values)}</pre>
      <h4>{result.success ? 'Submitted data' : 'Errors'}</h4>
      <pre tabIndex={0}>{show(result.success ? result.data : result.errors)}</pre>
    </section>
  );
}
