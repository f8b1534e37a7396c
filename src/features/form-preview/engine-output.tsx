import type { CompiledForm } from '../../engine/index';
import { useFormWords } from '../../form-react/index';

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
  const { t } = useFormWords();
  return (
    <section className="preview-output" aria-labelledby="preview-output-title">
      <h3 id="preview-output-title">{t('preview.output')}</h3>
      <h4>{t('preview.answers')}</h4>
      {/* Focusable, so a keyboard can scroll a long output (WCAG 2.1.1). */}
      <pre tabIndex={0} dir="ltr">
        {show(values)}
      </pre>
      <h4>{result.success ? t('preview.data') : t('preview.errors')}</h4>
      <pre tabIndex={0} dir="ltr">
        {show(result.success ? result.data : result.errors)}
      </pre>
    </section>
  );
}
