#!/usr/bin/env node
// Draws the app's install icons (src/assets/icons/*.png, listed in the web app manifest in
// vite.config.ts) from the mark of src/assets/icons/favicon.svg: the white "G" on the indigo accent.
// Run it again after changing the mark: `npm run icons -w apps/web`. It renders each icon
// in headless Chromium (CHROMIUM_PATH, /usr/bin/chromium by default) and saves a screenshot.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const iconsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/assets/icons');

// Tailwind's indigo-600, the accent of UI.md and the manifest's theme colour.
const INDIGO = '#4f46e5';
// The favicon's "G", drawn on a 32-unit square.
const MARK = 'M22.5 11.5A8 8 0 1 0 24 17h-7.5';

/**
 * An icon as SVG. `markScale` is the mark's size against the favicon's; a maskable icon fills the
 * square and keeps its mark well inside the central circle (80% of the width) that every mask
 * shape leaves visible.
 */
function iconSvg(size, { maskable }) {
  const radius = maskable ? 0 : 7;
  const markScale = maskable ? 0.8 : 1;
  const offset = 16 * (1 - markScale);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 32 32">
  <rect width="32" height="32" rx="${radius}" fill="${INDIGO}"/>
  <path transform="translate(${offset} ${offset}) scale(${markScale})" d="${MARK}" fill="none"
    stroke="#fff" stroke-width="3.2" stroke-linecap="round" stroke-linejoin="round"/>
</svg>`;
}

const icons = [
  { file: 'icon-192.png', size: 192, maskable: false },
  { file: 'icon-512.png', size: 512, maskable: false },
  { file: 'icon-maskable-512.png', size: 512, maskable: true },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
try {
  fs.mkdirSync(iconsDir, { recursive: true });
  for (const icon of icons) {
    const page = await browser.newPage({
      viewport: { width: icon.size, height: icon.size },
      deviceScaleFactor: 1,
    });
    await page.setContent(
      `<body style="margin:0;background:transparent">${iconSvg(icon.size, icon)}</body>`,
    );
    const file = path.join(iconsDir, icon.file);
    // Transparent outside the rounded square, where the home screen shows through.
    await page.locator('svg').screenshot({ path: file, omitBackground: true });
    await page.close();
    console.log(`${path.relative(process.cwd(), file)} (${fs.statSync(file).size} bytes)`);
  }
} finally {
  await browser.close();
}
