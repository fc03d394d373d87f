import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { freePort } from '@game-assist/test-support';
import { createTestDatabase, type TestDatabase } from '#api/test/database.js';
import { errorHandling } from './error-handler.js';

/**
 * The backstop behind the contracts: a value that passed validation but that the database
 * refuses as a data exception (SQLSTATE class 22) is the client's fault, answered 400, never 500.
 * The error here is the driver's own (PGlite or PostgreSQL, whichever the run uses).
 */
let database: TestDatabase;
let app: FastifyInstance;
beforeAll(async () => {
  database = await createTestDatabase({ seed: false });
  app = Fastify({ logger: false });
  await app.register(errorHandling);
  app.setValidatorCompiler(validatorCompiler);
  app.post(
    '/named',
    {
      schema: {
        body: z.object({ nome: z.string({ error: 'Informe o nome.' }), cpf: z.string({ error: 'Informe o CPF.' }) }),
      },
    },
    async () => ({ ok: true }),
  );
  app.get('/year-zero', async () => database.db.execute(sql`select ${'0000-01-01'}::date as day`));
  app.get('/nul', async () => database.db.execute(sql`select ${'a\u0000b'}::text as text`));
  app.get('/unreachable', async () => {
    // A real driver error: nothing listens on the port.
    const client = new pg.Client({ host: '127.0.0.1', port: await freePort(), connectionTimeoutMillis: 2_000 });
    await client.connect();
  });
  app.get('/shutting-down', async () => {
    throw Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });
  });
  app.get('/disk-full', async () => {
    throw new Error('Failed query', {
      cause: Object.assign(new Error('could not extend file: No space left on device'), { code: '53100' }),
    });
  });
  app.get('/broken', async () => database.db.execute(sql`select * from no_such_table`));
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.destroy();
});

describe('a body its schema refuses', () => {
  it("answers 400 in the contracts' words, each field's listed apart", async () => {
    const response = await app.inject({ method: 'POST', url: '/named', payload: {} });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'Informe o nome. Informe o CPF.',
      fieldErrors: { nome: ['Informe o nome.'], cpf: ['Informe o CPF.'] },
    });
  });
});

describe('database data exceptions', () => {
  it('answers a date the database cannot store with 400, not 500', async () => {
    const response = await app.inject({ method: 'GET', url: '/year-zero' });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, message: expect.stringContaining('Dados inválidos') });
    // The driver's message (which repeats the query's parameters) is not passed on.
    expect(response.body).not.toContain('0000-01-01');
  });

  it('answers U+0000 in text with 400', async () => {
    const response = await app.inject({ method: 'GET', url: '/nul' });
    expect(response.statusCode, response.body).toBe(400);
  });

  it('answers a database it cannot reach, or one shutting down, with 503 and Retry-After', async () => {
    for (const url of ['/unreachable', '/shutting-down']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(response.json()).toMatchObject({ statusCode: 503, message: expect.stringContaining('indisponível') });
    }
  });

  it('answers a full disk with 503, a longer Retry-After and its own message', async () => {
    const response = await app.inject({ method: 'GET', url: '/disk-full' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('60');
    expect(response.json()).toMatchObject({ message: expect.stringContaining('armazenamento do servidor está cheio') });
  });

  it('leaves other database failures a masked 500', async () => {
    const response = await app.inject({ method: 'GET', url: '/broken' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      statusCode: 500,
      error: 'Internal Server Error',
      message: 'Internal Server Error',
    });
  });
});
