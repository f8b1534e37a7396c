// Bundle budget: builds the site and checks the JavaScript the home route needs (the entry chunk,
// the home page's lazy chunk and everything they import statically), gzipped, against a budget;
// form libraries must not be among those chunks. The Arabic home (/ar) is reported beside it: the same chunks and its
// words' chunk, loaded on demand (the budget is the English route's, issue 19). Usage: tsx scripts/check-bundle.ts [--verbose]
import { buildSite, chunkOfModule, entryChunk, gzippedSize, packageOf, withStaticImports } from './bundle-facts';

const BUDGET_BYTES = 100 * 1024;
const HOME_PAGE_MODULE = 'src/features/home/home-page.tsx';
const ARABIC_SITE_WORDS = 'src/locales/ar/site.json?lingui';
const FORM_LIBRARIES = ['formik', 'react-select', 'react-datepicker', 'react-dropzone', 'zod-formik-adapter'];

const site = await buildSite();
try {
  const { chunks, outDir } = site;
  const homeChunks = withStaticImports(chunks, [entryChunk(chunks).fileName, chunkOfModule(chunks, HOME_PAGE_MODULE).fileName]);

  let total = 0;
  const rows = homeChunks
    .filter((fileName) => chunks.get(fileName)!.emitted)
    .map((fileName) => {
      const gzipped = gzippedSize(outDir, fileName);
      total += gzipped;
      return { fileName, gzipped };
    });
  const packages = new Map<string, number>();
  for (const fileName of homeChunks) {
    for (const [id, size] of Object.entries(chunks.get(fileName)!.modules)) {
      const name = packageOf(id) ?? 'site code';
      packages.set(name, (packages.get(name) ?? 0) + size);
    }
  }
  const forbidden = FORM_LIBRARIES.filter((name) => packages.has(name));

  console.log('Home route JavaScript (gzip -9):');
  for (const row of rows) console.log(`  ${(row.gzipped / 1024).toFixed(1).padStart(7)} KB  ${row.fileName}`);
  console.log(
    `  ${(total / 1024).toFixed(1).padStart(7)} KB  total, ${total} bytes (budget ${BUDGET_BYTES / 1024} KB, ${BUDGET_BYTES} bytes)`,
  );
  const arabicWords = chunkOfModule(chunks, ARABIC_SITE_WORDS).fileName;
  const arabicTotal = total + gzippedSize(outDir, arabicWords);
  console.log(`  ${(arabicTotal / 1024).toFixed(1).padStart(7)} KB  the Arabic home (/ar): the same and ${arabicWords}`);
  if (process.argv.includes('--verbose')) {
    console.log('Minified size by package:');
    for (const [name, size] of [...packages].sort((a, b) => b[1] - a[1]))
      console.log(`  ${(size / 1024).toFixed(1).padStart(7)} KB  ${name}`);
  }
  const problems = [
    ...(total > BUDGET_BYTES
      ? [`the home route needs ${(total / 1024).toFixed(1)} KB of gzipped JavaScript, over the ${BUDGET_BYTES / 1024} KB budget`]
      : []),
    ...forbidden.map((name) => `${name} is in the home route's chunks; form libraries must load only with a form route`),
  ];
  if (problems.length > 0) {
    for (const problem of problems) console.error(`Bundle budget: ${problem}.`);
    process.exitCode = 1;
  } else {
    console.log('Bundle budget: within budget, no form library on the home route.');
  }
} finally {
  site.remove();
}
