import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import tailwindColors from 'tailwindcss/colors';
import { labelColors } from '@groundwork/shared/labels/constants';

/** The stylesheet's label colours: for each, the Tailwind colour each custom property names. */
function labelColorRules(): Map<string, Record<string, string>> {
  // Read from disk: the tests load no stylesheet.
  const stylesheet = readFileSync(join(import.meta.dirname, '../index.css'), 'utf8');
  const rules = new Map<string, Record<string, string>>();
  for (const [, color = '', body = ''] of stylesheet.matchAll(
    /\[data-label-color='(\w+)'\]\s*\{([^}]*)\}/g,
  )) {
    const properties = [...body.matchAll(/(--label-[\w-]+):\s*var\(--color-([\w-]+)\)/g)];
    rules.set(
      color,
      Object.fromEntries(properties.map(([, name = '', value = '']) => [name, value])),
    );
  }
  return rules;
}

/** A Tailwind colour ('red-100') as its CSS value, e.g. 'oklch(93.6% 0.032 17.717)'. */
function tailwindColor(name: string): string {
  const [hue = '', shade = ''] = name.split('-');
  const value = (tailwindColors as unknown as Record<string, Record<string, string>>)[hue]?.[shade];
  if (!value) throw new Error(`no Tailwind colour ${name}`);
  return value;
}

/**
 * The relative luminance (WCAG 2) of an `oklch(L% C H)` colour: OKLab to linear sRGB with Björn
 * Ottosson's matrices, clipped to the sRGB gamut as a browser shows it.
 */
function luminance(oklch: string): number {
  const [lightness = 0, chroma = 0, hue = 0] = (oklch.match(/[\d.]+/g) ?? []).map(Number);
  const L = lightness / 100;
  const a = chroma * Math.cos((hue * Math.PI) / 180);
  const b = chroma * Math.sin((hue * Math.PI) / 180);
  const l = (L + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m = (L - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s = (L - 0.0894841775 * a - 1.291485548 * b) ** 3;
  const linear = [
    4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s,
    -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s,
    -0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s,
  ].map((channel) => Math.min(1, Math.max(0, channel)));
  const [red = 0, green = 0, blue = 0] = linear;
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

function contrast(first: string, second: string): number {
  const [lighter, darker] = [luminance(first), luminance(second)].sort((x, y) => y - x);
  return ((lighter ?? 0) + 0.05) / ((darker ?? 0) + 0.05);
}

describe('the label colours', () => {
  const rules = labelColorRules();

  it('has a tint and an ink for each of the twelve colours, and no others', () => {
    expect([...rules.keys()]).toEqual([...labelColors]);
    for (const properties of rules.values()) {
      expect(Object.keys(properties)).toEqual(
        expect.arrayContaining(['--label-tint', '--label-ink']),
      );
    }
  });

  it.each([...labelColors])('%s keeps a label name at 4.5:1 or more on its tint', (color) => {
    const properties = rules.get(color) ?? {};
    const ratio = contrast(
      tailwindColor(properties['--label-ink'] ?? ''),
      tailwindColor(properties['--label-tint'] ?? ''),
    );
    expect(ratio).toBeGreaterThanOrEqual(4.5);
  });

  it('measures contrast as WCAG does: black on white is 21:1, a colour on itself 1:1', () => {
    expect(contrast('oklch(0% 0 0)', 'oklch(100% 0 0)')).toBeCloseTo(21, 1);
    expect(contrast(tailwindColor('red-500'), tailwindColor('red-500'))).toBe(1);
  });
});
