import fs from 'node:fs';
import path from 'node:path';

/*
 * Every API route handler and method, read from the file system (app/api/**\/route.ts and the
 * methods each exports), so a route added without an entry in the security tables fails them.
 */
export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

const API_DIR = path.join(__dirname, '..', '..', '..', 'app', 'api');

/** 'METHOD /api/segment/[param]' for every exported handler. */
export function apiRouteKeys(): string[] {
  const keys: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name === 'route.ts' || entry.name === 'route.js') {
        const source = fs.readFileSync(full, 'utf8');
        const route = `/api/${path.relative(API_DIR, dir).split(path.sep).join('/')}`;
        for (const method of HTTP_METHODS) {
          if (new RegExp(`export\\s+(const|async\\s+function|function)\\s+${method}\\b`).test(source)) keys.push(`${method} ${route}`);
        }
      }
    }
  };
  walk(API_DIR);
  return keys.sort();
}

const APP_DIR = path.join(__dirname, '..', '..', '..', 'app');

/** '/segment/[param]' of every page and every route handler outside /api (media, data-saver), read from app/ (route groups left out). */
export function pagePaths(): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (full !== path.join(APP_DIR, 'api')) walk(full);
      } else if (/^(page\.tsx|route\.ts)$/.test(entry.name)) {
        // Route groups ("(storefront)") are folders only: they are no part of the URL.
        const segments = path
          .relative(APP_DIR, dir)
          .split(path.sep)
          .filter((s) => s && !/^\(.*\)$/.test(s));
        found.push(`/${segments.join('/')}`);
      }
    }
  };
  walk(APP_DIR);
  return found.sort();
}

/** `route` with each [param], [...param] and [[...param]] replaced by `segment`. */
export function fillSegments(route: string, segment: string): string {
  return route.replace(/\[\[?(?:\.\.\.)?[^\]]+\]\]?/g, segment);
}
