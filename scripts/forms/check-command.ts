import { readFileSync } from 'node:fs';
import { checkDefinitionText, lintDefinition, type Problem } from '../../src/engine/index';

export interface FileReport {
  file: string;
  problems: Problem[];
  /** Likely mistakes that do not stop publishing. */
  warnings: Problem[];
}

/** Checks definition files; a file that cannot be read is reported like any other problem. */
export function checkFiles(files: string[], knownForms?: string[]): FileReport[] {
  return files.map((file) => {
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch (error) {
      return { file, problems: [{ path: '', message: `Cannot read the file: ${(error as Error).message}` }], warnings: [] };
    }
    const result = checkDefinitionText(text, knownForms ? { knownForms } : {});
    return result.ok ? { file, problems: [], warnings: lintDefinition(result.definition) } : { file, problems: result.problems, warnings: [] };
  });
}

/** "forms/x.json: steps.1.fields.3.type: Unknown field type ... (hint)" lines, then a verdict. */
export function formatReports(reports: FileReport[]): string {
  const lines: string[] = [];
  const line = (mark: string, file: string, problem: Problem) =>
    `${mark} ${file}: ${problem.path || '(root)'}: ${problem.message}${problem.hint ? ` (${problem.hint})` : ''}`;
  for (const { file, problems, warnings } of reports) {
    if (problems.length === 0) lines.push(`✓ ${file}`);
    for (const problem of problems) lines.push(line('✗', file, problem));
    for (const warning of warnings) lines.push(line('⚠', file, warning));
  }
  const count = reports.reduce((sum, report) => sum + report.problems.length, 0);
  const warned = reports.reduce((sum, report) => sum + report.warnings.length, 0);
  const warnings = warned > 0 ? `, ${warned} warning(s)` : '';
  lines.push(count === 0 ? `${reports.length} definition(s) OK${warnings}` : `${count} problem(s) found${warnings}`);
  return lines.join('\n');
}
