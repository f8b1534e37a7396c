import { readFileSync } from 'node:fs';
import { checkDefinitionText, type Problem } from '../../src/engine/index';

export interface FileReport {
  file: string;
  problems: Problem[];
}

/** Checks definition files; a file that cannot be read is reported like any other problem. */
export function checkFiles(files: string[], knownForms?: string[]): FileReport[] {
  return files.map((file) => {
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch (error) {
      return { file, problems: [{ path: '', message: `Cannot read the file: ${(error as Error).message}` }] };
    }
    const result = checkDefinitionText(text, knownForms ? { knownForms } : {});
    return { file, problems: result.ok ? [] : result.problems };
  });
}

/** "forms/x.json: steps.1.fields.3.type: Unknown field type ... (hint)" lines, then a verdict. */
export function formatReports(reports: FileReport[]): string {
  const lines: string[] = [];
  for (const { file, problems } of reports) {
    if (problems.length === 0) lines.push(`✓ ${file}`);
    for (const problem of problems) {
      lines.push(`✗ ${file}: ${problem.path || '(root)'}: ${problem.message}${problem.hint ? ` (${problem.hint})` : ''}`);
    }
  }
  const count = reports.reduce((sum, report) => sum + report.problems.length, 0);
  lines.push(count === 0 ? `${reports.length} definition(s) OK` : `${count} problem(s) found`);
  return lines.join('\n');
}
