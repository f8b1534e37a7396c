import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { firstScreenOf } from './first-screens';

const routes = readFileSync(new URL('./site-routes.tsx', import.meta.url), 'utf8');

describe('firstScreenOf', () => {
  it('names the registration pages in both languages, with their forms', () => {
    expect(firstScreenOf('/bootcamp-registration')?.forms).toEqual(['bootcamp']);
    expect(firstScreenOf('/ar/bootcamp-registration')?.forms).toEqual(['bootcamp']);
    expect(firstScreenOf('/register')?.forms).toEqual(['hackathon-team', 'member']);
    expect(firstScreenOf('/ar/form/volunteer-2026')?.forms).toEqual(['volunteer-2026']);
    for (const path of ['/', '/ar', '/about', '/form/', '/form/a/b', '/form/bad%20id', '/application/abc']) {
      expect(firstScreenOf(path), path).toBeUndefined();
    }
  });

  it('names modules that exist and that the site’s routes load, so their stylesheets are the page’s', () => {
    for (const path of ['/bootcamp-registration', '/register', '/form/x']) {
      for (const module of firstScreenOf(path)!.modules) {
        expect(existsSync(new URL(`../../${module}`, import.meta.url)), module).toBe(true);
        expect(routes, module).toContain(`import('../${module.replace(/^src\//, '').replace(/\.tsx$/, '')}')`);
      }
    }
  });
});
