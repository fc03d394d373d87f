import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../apps/api/src/db/client.js';
import { categories, coverages } from '../../apps/api/src/db/schema.js';
import { seedDatabase } from '../../apps/api/src/db/seed/index.js';
import { load, startBareServer } from '../lib/load.js';
import { startProduct } from '../lib/server.js';
import type { Figure, MeasureResult } from '../lib/types.js';

const SIZES = [6, 60, 600];
const CONNECTIONS = 10;

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
  const samples: { size: number; bytes: number; latency: number; floor: number }[] = [];
  const timePerRequest = async (url: string) => {
    await load(url, { seconds: 2, connections: CONNECTIONS });
    const run = await load(url, { seconds: 5, connections: CONNECTIONS });
    if (run.errors > 0 || run.non2xx > 0) throw new Error(`${url}: ${run.errors} errors, ${run.non2xx} non-2xx`);
    // From the throughput (each connection waits for its answer): exact where autocannon's
    // latency histogram, in whole milliseconds, rounds a small catalogue's answer to 0.
    return (1000 * CONNECTIONS) / run.requestsPerSecond;
  };
  for (const size of SIZES) {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'bench-growth-'));
    await seedCatalogue(dataDir, size);
    const server = await startProduct({ DATA_DIR: dataDir, DATABASE_URL: '' });
    try {
      const url = `${server.url}/api/coberturas`;
      const body = Buffer.from(await (await fetch(url)).arrayBuffer());
      const latency = await timePerRequest(url);
      // The floor: a bare node:http server sending the same bytes, measured right after.
      const bare = await startBareServer(body, 'application/json; charset=utf-8');
      const floor = await timePerRequest(bare.url).finally(() => bare.close());
      samples.push({ size, bytes: body.length, latency, floor });
    } finally {
      await server.stop();
      await rm(dataDir, { recursive: true, force: true });
    }
  }
  const [first] = samples;
  const figures: Figure[] = samples.flatMap((sample) => [
    { name: `${sample.size} categories: bytes served`, value: sample.bytes / 1024, unit: 'KB' },
    { name: `${sample.size} categories: time per request`, value: sample.latency, unit: 'ms', floor: sample.floor },
  ]);
  for (const sample of samples.slice(1)) {
    const bytesRatio = sample.bytes / first!.bytes;
    figures.push({
      name: `${sample.size} vs ${first!.size}: latency growth ÷ bytes growth`,
      value: sample.latency / first!.latency / bytesRatio,
      unit: '×',
      budget: { limit: 1, kind: 'max' },
    });
    figures.push({
      name: `${sample.size} vs ${first!.size}: bare node:http growth ÷ bytes growth`,
      value: sample.floor / first!.floor / bytesRatio,
      unit: '×',
    });
  }
  return {
    id: 'growth',
    title: `Cost growth of GET /api/coberturas (${CONNECTIONS} connections, 5 s)`,
    figures,
    notes: [
      'A value above 1 means time per request grows faster than the bytes served.',
      'Floor: a bare node:http server sending the same bytes, measured right after the product at each size.',
    ],
  };
}
