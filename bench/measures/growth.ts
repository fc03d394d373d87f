import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../apps/api/src/db/client.js';
import { categories, coverages } from '../../apps/api/src/db/schema.js';
import { seedDatabase } from '../../apps/api/src/db/seed/index.js';
import { load } from '../lib/load.js';
import { startProduct } from '../lib/server.js';
import type { Figure, MeasureResult } from '../lib/types.js';

const SIZES = [6, 60, 600];

/** A bench-only catalogue: the seeded six categories, copied until there are `count`. */
async function seedCatalogue(dataDir: string, count: number): Promise<void> {
  const database = await openDatabase({ dataDir });
  try {
    await seedDatabase(database.db);
    const baseCategories = await database.db.select().from(categories);
    const baseCoverages = await database.db.select().from(coverages);
    await database.db.transaction(async (tx) => {
      for (let index = baseCategories.length; index < count; index += 1) {
        const template = baseCategories[index % baseCategories.length]!;
        const id = `${template.id}-copy-${index}`;
        await tx.insert(categories).values({ ...template, id, name: `${template.name} ${index}`, position: index });
        const rows = baseCoverages
          .filter((coverage) => coverage.categoryId === template.id)
          .map((coverage) => ({ ...coverage, id: `${coverage.id}-copy-${index}`, categoryId: id }));
        if (rows.length > 0) await tx.insert(coverages).values(rows);
      }
    });
  } finally {
    await database.close();
  }
}

/** Time per catalogue request as the catalogue grows must grow no faster than the bytes served. */
export async function measureGrowth(): Promise<MeasureResult> {
  const samples: { size: number; bytes: number; latency: number }[] = [];
  for (const size of SIZES) {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'bench-growth-'));
    await seedCatalogue(dataDir, size);
    const server = await startProduct({ DATA_DIR: dataDir, DATABASE_URL: '' });
    try {
      const url = `${server.url}/api/coberturas`;
      const bytes = (await (await fetch(url)).arrayBuffer()).byteLength;
      await load(url, { seconds: 2, connections: 10 });
      const run = await load(url, { seconds: 5, connections: 10 });
      samples.push({ size, bytes, latency: run.meanLatency });
    } finally {
      await server.stop();
      await rm(dataDir, { recursive: true, force: true });
    }
  }
  const [first] = samples;
  const figures: Figure[] = samples.flatMap((sample) => [
    { name: `${sample.size} categories: bytes served`, value: sample.bytes / 1024, unit: 'KB' },
    { name: `${sample.size} categories: mean latency`, value: sample.latency, unit: 'ms' },
  ]);
  for (const sample of samples.slice(1)) {
    const bytesRatio = sample.bytes / first!.bytes;
    figures.push({
      name: `${sample.size} vs ${first!.size}: latency growth ÷ bytes growth`,
      value: sample.latency / first!.latency / bytesRatio,
      unit: '×',
      budget: { limit: 1, kind: 'max' },
    });
  }
  return {
    id: 'growth',
    title: 'Cost growth of GET /api/coberturas (10 connections, 5 s)',
    figures,
    notes: ['A value above 1 means time per request grows faster than the bytes served.'],
  };
}
