import { describe, expect, it } from 'vitest';
import { renderMarkdown, renderSvg } from './report.js';
import type { MeasureResult } from './types.js';

const measure: MeasureResult = {
  id: 'page-speed',
  title: 'Page speed',
  figures: [
    { name: '/ LCP', value: 798, unit: 'ms', floor: 742, budget: { limit: 965, kind: 'max' } },
    { name: '/ TBT', value: 176, unit: 'ms', floor: 77, budget: { limit: 50, kind: 'max' } },
    { name: '/SignUp TBT', value: 90, unit: 'ms', floor: 40, budget: { limit: 50, kind: 'max' } },
  ],
  notes: ['Floor: a static page.'],
};
const meta = { date: '2026-11-24', machine: '2 cores', history: '## Before and after' };

describe('renderMarkdown', () => {
  it('gives each figure its value, floor, budget and verdict, and says when the floor misses too', () => {
    const markdown = renderMarkdown([measure], meta);
    expect(markdown).toContain('| / LCP | 798 ms | 742 ms | ≤ 965 ms | pass |');
    expect(markdown).toContain('| / TBT | 176 ms | 77 ms | ≤ 50 ms | **miss** (the floor too) |');
    expect(markdown).toContain('| /SignUp TBT | 90 ms | 40 ms | ≤ 50 ms | **miss** |');
    expect(markdown).toContain('- Floor: a static page.');
    expect(markdown.trimEnd().endsWith('## Before and after')).toBe(true);
  });

  it('opens with the full runs, before the measures, when it is given them', () => {
    const markdown = renderMarkdown([measure], { ...meta, runs: '## Full runs' });
    expect(markdown.indexOf('## Full runs')).toBeGreaterThan(0);
    expect(markdown.indexOf('## Full runs')).toBeLessThan(markdown.indexOf('## Page speed'));
  });
});

describe('renderSvg', () => {
  it('draws a bar per figure, red where the budget is missed', () => {
    const svg = renderSvg(measure);
    expect(svg.match(/fill="#1b7a43"/g)).toHaveLength(1);
    expect(svg.match(/fill="#c0271d"/g)).toHaveLength(2);
    expect(svg).toContain('<title>floor 77</title>');
  });
});
