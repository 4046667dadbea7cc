import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { ROOT } from '../paths';
import { demoCatalog, productImageUrl } from './catalog';
import { DEMO_CATEGORIES, categoryIconUrl } from './categories';
import { DEMO_COMPANIES, companyLogoUrl } from './companies';
import { categoryIconSvg, logoSvg, productSvg } from './svg';

/** Where the store serves static files from; a URL '/demo/x.webp' lives at public/demo/x.webp. */
const PUBLIC_DIR = path.join(ROOT, 'public');
const WEBP_QUALITY = 70;
const PARALLEL = 4;

type ImageJob = { url: string; svg: () => string };

/** The absolute file path of a public URL such as '/demo/logos/x.webp'. */
export function publicFile(url: string): string {
  return path.join(PUBLIC_DIR, ...url.split('/').filter(Boolean));
}

function imageJobs(): ImageJob[] {
  const jobs: ImageJob[] = [];
  for (const category of DEMO_CATEGORIES) {
    jobs.push({ url: categoryIconUrl(category.slug), svg: () => categoryIconSvg(category.pictogram, category.colors) });
  }
  for (const company of DEMO_COMPANIES) {
    jobs.push({ url: companyLogoUrl(company.slug), svg: () => logoSvg(company.name, company.color) });
  }
  for (const { slug, seed, category, imageCount } of demoCatalog()) {
    for (let variant = 1; variant <= imageCount; variant++) {
      const input = { label: seed.label, colors: category.colors, pictogram: category.pictogram, variant };
      jobs.push({ url: productImageUrl(slug, variant), svg: () => productSvg(input) });
    }
  }
  return jobs;
}

/** Every URL the demo data points at (for checks). */
export function demoImageUrls(): string[] {
  return imageJobs().map((job) => job.url);
}

async function render(job: ImageJob): Promise<void> {
  const file = publicFile(job.url);
  const data = await sharp(Buffer.from(job.svg())).webp({ quality: WEBP_QUALITY }).toBuffer();
  // Write beside, then rename: an interrupted run never leaves a half-written image behind.
  const temp = `${file}.${process.pid}.tmp`;
  await fs.promises.writeFile(temp, data);
  await fs.promises.rename(temp, file);
}

/**
 * Generate the demo images (product photos, company logos, category icons) as WebP under
 * public/demo/, locally with sharp. Only missing files are written; returns how many.
 */
export async function ensureDemoImages(): Promise<number> {
  const missing = imageJobs().filter((job) => !fs.existsSync(publicFile(job.url)));
  const dirs = new Set(missing.map((job) => path.dirname(publicFile(job.url))));
  await Promise.all([...dirs].map((dir) => fs.promises.mkdir(dir, { recursive: true })));
  let next = 0;
  const worker = async () => {
    while (next < missing.length) await render(missing[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL, missing.length) }, worker));
  return missing.length;
}
