import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { headingAnchors } from '../scripts/docs/markdown-slug';

const ROOT = resolve(import.meta.dirname, '..');
/** Built, installed or local folders: not the repository's own documents. */
const SKIPPED = new Set(['.git', 'node_modules', 'dist', 'data', 'coverage', 'test-results', 'results']);

function markdownFiles(dir = ROOT): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory())
      return SKIPPED.has(entry.name) || entry.name.startsWith('dist-server') ? [] : markdownFiles(join(dir, entry.name));
    return entry.name.endsWith('.md') ? [join(dir, entry.name)] : [];
  });
}

/** Relative link targets of a Markdown text, code blocks and code spans left out (they show paths, not links). */
function relativeLinks(markdown: string): string[] {
  const prose = markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1\s*$/gm, '').replace(/`[^`\n]*`/g, '');
  const inline = [...prose.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((match) => match[1]!);
  const defined = [...prose.matchAll(/^\s*\[[^\]]+\]:\s*<?(\S+?)>?(?:\s+"[^"]*")?\s*$/gm)].map((match) => match[1]!);
  return [...inline, ...defined].filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target));
}

const anchorsOf = new Map<string, Set<string>>();
const anchors = (file: string) => anchorsOf.get(file) ?? anchorsOf.set(file, headingAnchors(readFileSync(file, 'utf8'))).get(file)!;

const files = markdownFiles().map((file) => [relative(ROOT, file), file] as const);

describe('links between the documents', () => {
  it('finds the README and the docs', () => {
    expect(files.map(([name]) => name)).toEqual(
      expect.arrayContaining(['README.md', join('docs', 'operating.md'), join('docs', 'api.md')]),
    );
  });

  it.each(files)('%s: every relative link stays inside the repository and resolves, anchors included', (_name, file) => {
    const broken: string[] = [];
    for (const link of relativeLinks(readFileSync(file, 'utf8'))) {
      const [path = '', anchor] = link.split('#');
      const target = path === '' ? file : resolve(dirname(file), decodeURIComponent(path));
      if (target !== ROOT && !target.startsWith(ROOT + sep)) broken.push(`${link}: outside the repository`);
      else if (!existsSync(target)) broken.push(`${link}: no such file`);
      else if (anchor && statSync(target).isFile() && target.endsWith('.md') && !anchors(target).has(anchor))
        broken.push(`${link}: no such heading`);
    }
    expect(broken).toEqual([]);
  });
});
