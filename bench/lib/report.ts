import { floorMisses, passes, round, type Figure, type MeasureResult } from './types.js';

function escapeXml(text: string): string {
  return text.replace(/[&<>"]/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char]!);
}

/** A horizontal bar chart: each figure's value, its floor (grey) and its budget (dashed line). */
export function renderSvg(measure: MeasureResult): string {
  const rows = measure.figures;
  const width = 720;
  const labelWidth = 300;
  const barArea = width - labelWidth - 90;
  const rowHeight = 34;
  const height = rows.length * rowHeight + 40;
  const scaleMax = Math.max(...rows.flatMap((row) => [row.value, row.floor ?? 0, row.budget?.limit ?? 0]), 1e-9);
  const x = (value: number) => labelWidth + (value / scaleMax) * barArea;
  const parts = rows.map((row, index) => {
    const y = 30 + index * rowHeight;
    const colour = passes(row) ? '#1b7a43' : '#c0271d';
    const floor =
      row.floor !== undefined
        ? `<rect x="${labelWidth}" y="${y + 16}" width="${x(row.floor) - labelWidth}" height="6" fill="#9aa3b5"><title>floor ${round(row.floor)}</title></rect>`
        : '';
    const budget = row.budget
      ? `<line x1="${x(row.budget.limit)}" x2="${x(row.budget.limit)}" y1="${y - 2}" y2="${y + 24}" stroke="#0b1d51" stroke-dasharray="4 3"/>`
      : '';
    return [
      `<text x="${labelWidth - 8}" y="${y + 14}" text-anchor="end" font-size="12">${escapeXml(row.name)}</text>`,
      `<rect x="${labelWidth}" y="${y}" width="${Math.max(1, x(row.value) - labelWidth)}" height="14" fill="${colour}"/>`,
      floor,
      budget,
      `<text x="${x(row.value) + 6}" y="${y + 12}" font-size="12">${round(row.value)} ${escapeXml(row.unit)}</text>`,
    ].join('');
  });
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="sans-serif">`,
    `<text x="8" y="18" font-size="14" font-weight="600">${escapeXml(measure.title)}</text>`,
    ...parts,
    '</svg>',
  ].join('\n');
}

function cell(figure: Figure): string {
  const budget = figure.budget
    ? `${figure.budget.kind === 'max' ? '≤' : '≥'} ${figure.budget.limit} ${figure.unit}`
    : '—';
  const floor = figure.floor !== undefined ? `${round(figure.floor)} ${figure.unit}` : '—';
  const verdict = figure.budget
    ? passes(figure)
      ? 'pass'
      : `**miss**${floorMisses(figure) ? ' (the floor too)' : ''}`
    : '';
  return `| ${figure.name}${figure.note ? ` (${figure.note})` : ''} | ${round(figure.value)} ${figure.unit} | ${floor} | ${budget} | ${verdict} |`;
}

export function renderMarkdown(
  results: MeasureResult[],
  meta: { date: string; machine: string; history: string; runs?: string },
): string {
  const sections = results.map((measure) =>
    [
      `## ${measure.title}`,
      '',
      `![${measure.title}](benchmarks/${measure.id}.svg)`,
      '',
      '| Figure | Value | Floor | Budget | |',
      '| --- | --- | --- | --- | --- |',
      ...measure.figures.map(cell),
      '',
      ...(measure.notes ?? []).map((note) => `- ${note}`),
      '',
    ].join('\n'),
  );
  return [
    '# Benchmarks',
    '',
    `Rendered by \`npm run bench\` on ${meta.date} (${meta.machine}). Raw figures: \`bench/results/latest.json\`.`,
    'Timings are compared only with a floor measured in the same run; sizes are exact.',
    '',
    ...(meta.runs ? [meta.runs] : []),
    ...sections,
    meta.history,
  ].join('\n');
}
