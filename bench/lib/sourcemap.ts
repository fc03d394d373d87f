const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT = new Map([...BASE64].map((char, index) => [char, index]));

interface RawSourceMap {
  sources: string[];
  mappings: string;
}

function decodeSegment(segment: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = DIGIT.get(char);
    if (digit === undefined) throw new Error(`bad VLQ character ${char}`);
    value += (digit & 31) << shift;
    if (digit & 32) shift += 5;
    else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

/**
 * Bytes of generated code attributed to each original source, from a source map: each
 * mapping segment owns the generated text up to the next segment on its line.
 */
export function bytesBySource(code: string, map: RawSourceMap): Map<string, number> {
  const lines = code.split('\n');
  const totals = new Map<string, number>();
  let sourceIndex = 0;
  map.mappings.split(';').forEach((lineMappings, lineNumber) => {
    const lineLength = lines[lineNumber]?.length ?? 0;
    const segments: { column: number; source: number | null }[] = [];
    let column = 0;
    for (const encoded of lineMappings.split(',')) {
      if (!encoded) continue;
      const fields = decodeSegment(encoded);
      column += fields[0] ?? 0;
      if (fields.length >= 4) {
        sourceIndex += fields[1] ?? 0;
        segments.push({ column, source: sourceIndex });
      } else segments.push({ column, source: null });
    }
    segments.forEach((segment, index) => {
      if (segment.source === null) return;
      const end = segments[index + 1]?.column ?? lineLength;
      const name = map.sources[segment.source] ?? '?';
      totals.set(name, (totals.get(name) ?? 0) + Math.max(0, end - segment.column));
    });
  });
  return totals;
}

/** 'node_modules/react-dom/cjs/x.js' → 'react-dom'; app files keep their path under src/. */
export function moduleName(source: string): string {
  const nodeModules = source.lastIndexOf('node_modules/');
  if (nodeModules >= 0) {
    const parts = source.slice(nodeModules + 'node_modules/'.length).split('/');
    return parts[0]!.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!;
  }
  const src = source.indexOf('src/');
  return src >= 0 ? source.slice(src) : source;
}
