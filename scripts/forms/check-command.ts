import { checkDefinitionText, type Problem } from '../../src/engine/index';
import { lintDefinition } from '../../src/engine/organiser';
import { linearPatterns } from '../../src/lib/linear-patterns';
import { describeProblem } from './command-result';
import { readDefinitionFile } from './definition-file';

export interface FileReport {
  file: string;
  problems: Problem[];
  /** Likely mistakes that do not stop publishing. */
  warnings: Problem[];
}

/** Checks definition files; a file that cannot be read is reported like any other problem. */
export function checkFiles(files: string[], knownForms?: string[]): FileReport[] {
  return files.map((file) => {
    const read = readDefinitionFile(file);
    if ('problem' in read) return { file, problems: [read.problem], warnings: [] };
    const result = checkDefinitionText(read.text, { ...(knownForms ? { knownForms } : {}), patterns: linearPatterns });
    return result.ok
      ? { file, problems: [], warnings: lintDefinition(result.definition) }
      : { file, problems: result.problems, warnings: [] };
  });
}

/** "forms/x.json: steps.1.fields.3.type: Unknown field type ... (hint)" lines, then a verdict. */
export function formatReports(reports: FileReport[]): string {
  const lines: string[] = [];
  for (const { file, problems, warnings } of reports) {
    if (problems.length === 0) lines.push(`✓ ${file}`);
    for (const problem of problems) lines.push(`✗ ${file}: ${describeProblem(problem)}`);
    for (const warning of warnings) lines.push(`⚠ ${file}: ${describeProblem(warning)}`);
  }
  const count = reports.reduce((sum, report) => sum + report.problems.length, 0);
  const warned = reports.reduce((sum, report) => sum + report.warnings.length, 0);
  const warnings = warned > 0 ? `, ${warned} warning(s)` : '';
  lines.push(count === 0 ? `${reports.length} definition(s) OK${warnings}` : `${count} problem(s) found${warnings}`);
  return lines.join('\n');
}
