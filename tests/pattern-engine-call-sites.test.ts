import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..');
const CALLS = new Set(['checkDefinition', 'checkDefinitionText', 'compileDefinition']);
// Test code runs the shipped definitions; the engine is where the default lives.
const SKIPPED = /(^|\/)(node_modules|test-support|engine)(\/|$)|\.test\.tsx?$/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (SKIPPED.test(relative(ROOT, path))) return [];
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Each call of the engine's check or compile in the product's code: file:line and whether it passes `patterns`. */
function callSites(): { site: string; injects: boolean }[] {
  const sites: { site: string; injects: boolean }[] = [];
  for (const file of ['server', 'scripts', 'src'].flatMap((dir) => sourceFiles(join(ROOT, dir)))) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && CALLS.has(node.expression.text)) {
        const options = node.arguments[1];
        const injects =
          options !== undefined &&
          ts.isObjectLiteralExpression(options) &&
          options.properties.some(
            (property) =>
              (ts.isPropertyAssignment(property) || ts.isShorthandPropertyAssignment(property)) && property.name.getText() === 'patterns',
          );
        const { line } = source.getLineAndCharacterOfPosition(node.getStart());
        sites.push({ site: `${relative(ROOT, file)}:${line + 1} ${node.expression.text}`, injects });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return sites;
}

describe('organiser patterns run on the linear-time engine', () => {
  it('every check and compile outside tests passes a pattern engine (docs/decisions/0006)', () => {
    const sites = callSites();
    expect(sites.length).toBeGreaterThanOrEqual(14); // server, CLI, registration, preview, renderer
    expect(sites.filter((site) => !site.injects).map((site) => site.site)).toEqual([]);
  });
});
