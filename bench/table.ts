/** Latency of one task in milliseconds. */
export interface Timing {
  median: number;
  p95: number;
  /** The slowest sample, shown where a single bad case matters (keystrokes). */
  worst?: number;
  samples: number;
}

export interface Row {
  group: string;
  case: string;
  ours: Timing;
  baseline?: Timing;
  /** baseline median / ours median: above 1 means ours is faster. */
  ratio?: number;
  target?: string;
  met?: boolean;
}

export function formatDuration(ms: number): string {
  if (ms >= 1) return `${ms.toFixed(ms >= 100 ? 0 : 2)} ms`;
  if (ms >= 0.001) return `${(ms * 1000).toFixed(ms >= 0.1 ? 0 : 1)} µs`;
  return `${(ms * 1e6).toFixed(0)} ns`;
}

export function formatRatio(ratio: number): string {
  const factor = ratio >= 1 ? ratio : 1 / ratio;
  return `ours is ${factor.toFixed(factor >= 10 ? 0 : 1)}× ${ratio >= 1 ? 'faster' : 'slower'}`;
}

const timing = (value: Timing | undefined) => {
  if (!value) return '—';
  const worst = value.worst === undefined ? '' : `, worst ${formatDuration(value.worst)}`;
  return `${formatDuration(value.median)} (p95 ${formatDuration(value.p95)}${worst})`;
};

export function printTable(rows: Row[]): void {
  const header = ['group', 'case', 'ours: median (p95)', 'baseline: median (p95)', 'ratio', 'target', 'met'];
  const cells = rows.map((row) => [
    row.group,
    row.case,
    timing(row.ours),
    timing(row.baseline),
    row.ratio === undefined ? '—' : formatRatio(row.ratio),
    row.target ?? '—',
    row.met === undefined ? '—' : row.met ? 'yes' : 'NO',
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...cells.map((line) => line[column]!.length)));
  const line = (values: string[]) => `| ${values.map((value, column) => value.padEnd(widths[column]!)).join(' | ')} |`;
  console.log(line(header));
  console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
  for (const values of cells) console.log(line(values));
}

/** One line of the product's table: any measure, already formatted, with its target and verdict. */
export interface ProductRow {
  area: string;
  measure: string;
  value: string;
  baseline?: string;
  target?: string;
  met?: boolean;
}

/** An engine or renderer timing row as a line of the product's table. */
export function productRowOf(row: Row): ProductRow {
  const baseline = row.baseline ? `${timing(row.baseline)}${row.ratio === undefined ? '' : `; ${formatRatio(row.ratio)}`}` : undefined;
  return { area: row.group, measure: row.case, value: timing(row.ours), baseline, target: row.target, met: row.met };
}

/** The whole product in one Markdown table. */
export function printProductTable(rows: ProductRow[]): void {
  const header = ['area', 'measure', 'value', 'baseline', 'target', 'met'];
  const cells = rows.map((row) => [
    row.area,
    row.measure,
    row.value,
    row.baseline ?? '—',
    row.target ?? '—',
    row.met === undefined ? '—' : row.met ? 'yes' : 'NO',
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...cells.map((line) => line[column]!.length)));
  const line = (values: string[]) => `| ${values.map((value, column) => value.padEnd(widths[column]!)).join(' | ')} |`;
  console.log(line(header));
  console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
  for (const values of cells) console.log(line(values));
}
