import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../apps/api/src/db/client.js';
import { categories, coverages } from '../../apps/api/src/db/schema/index.js';
import { seedDatabase } from '../../apps/api/src/db/seed/index.js';
import { alternate, loadWithWrk, startBareServer } from '../lib/load.js';
import { startProduct } from '../lib/server.js';
import type { Figure, MeasureResult } from '../lib/types.js';

const SIZES = [6, 60, 600];
const CONNECTIONS = 10;
/** Product and floor take turns this many times at each size; their medians are compared. */
const ROUNDS = 3;
const SECONDS = 5;

/** A bench-only catalogue: the seeded six categories, copied until there are `count`. */
async function seedCatalogue(dataDir: string, count: number): Promise<void> {
  const database = await openDatabase({ dataDir });
  try {
    await seedDatabase(database.db, { demoSubscriber: false });
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
  const run = (url: string, seconds = SECONDS) => loadWithWrk(url, { seconds, connections: CONNECTIONS });
  // From the throughput (each connection waits for its answer): exact where a latency
  // histogram in whole milliseconds rounds a small catalogue's answer to 0.
  const timePerRequest = (requestsPerSecond: number) => (1000 * CONNECTIONS) / requestsPerSecond;
  for (const size of SIZES) {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'bench-growth-'));
    await seedCatalogue(dataDir, size);
    const server = await startProduct({ DATA_DIR: dataDir });
    try {
      const url = `${server.url}/api/coberturas`;
      const body = Buffer.from(await (await fetch(url)).arrayBuffer());
      // The floor: a bare node:http server sending the same bytes, alternating with the product
      // so that both meet the same machine conditions.
      const bare = await startBareServer(body, 'application/json; charset=utf-8');
      try {
        await run(url, 2);
        await run(bare.url, 2);
        const { product, floor } = await alternate(
          ROUNDS,
          () => run(url),
          () => run(bare.url),
        );
        if (product.errors > 0 || floor.errors > 0) {
          throw new Error(`${size} categories: ${product.errors} product and ${floor.errors} floor errors or non-2xx`);
        }
        samples.push({
          size,
          bytes: body.length,
          latency: timePerRequest(product.requestsPerSecond),
          floor: timePerRequest(floor.requestsPerSecond),
        });
      } finally {
        await bare.close();
      }
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
    title: `Cost growth of GET /api/coberturas (wrk, ${CONNECTIONS} connections, ${ROUNDS} alternating rounds of ${SECONDS} s)`,
    figures,
    notes: [
      'A value above 1 means time per request grows faster than the bytes served.',
      'Time per request: the median of the rounds, from throughput (1000 × connections ÷ requests per second).',
      'Floor: a bare node:http server sending the same bytes, in rounds alternating with the product at each size.',
      'Load by wrk (a process of its own): autocannon, which parses every body in JavaScript, was the bottleneck at 2.7 MB.',
    ],
  };
}
