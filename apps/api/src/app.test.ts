import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { modules } from './modules';
import { envelope, ok } from './lib/envelope';
import { AppError } from './lib/errors';
import { readableValidationMessage } from './app';
import { startTestApp, type TestApp } from './test/harness';

const probe: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/__probe',
    {
      schema: {
        body: z.object({ name: z.string().min(1, 'Please enter a name'), n: z.number().int() }),
        response: { 200: envelope(z.object({ hello: z.string() })) },
      },
    },
    async (request) => {
      if (request.body.name === 'boom') throw new Error('kaboom');
      if (request.body.name === 'nope') throw new AppError(409, 'Already done');
      return ok({ hello: request.body.name });
    },
  );
};

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ modules: [...modules, probe] });
}, 60_000);
afterAll(async () => {
  await t?.close();
});

describe('envelope and errors', () => {
  it('wraps success', async () => {
    const r = await t.call('POST', '/aigc/api/__probe', { body: { name: 'x', n: 1 } });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ code: 200, msg: 'success', data: { hello: 'x' } });
  });
  it('turns validation errors into code 400 with the schema message', async () => {
    const r = await t.call('POST', '/aigc/api/__probe', { body: { name: '', n: 1 } });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ code: 400, msg: 'Please enter a name', data: null });
    const r2 = await t.call('POST', '/aigc/api/__probe', { body: { name: 'a' } });
    expect(r2.body.code).toBe(400);
    expect(r2.body.msg).toMatch(/^n: /);
  });
  it('sends AppError as HTTP 200 with its code', async () => {
    const r = await t.call('POST', '/aigc/api/__probe', { body: { name: 'nope', n: 1 } });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ code: 409, msg: 'Already done', data: null });
  });
  it('hides unexpected errors behind HTTP 500', async () => {
    const r = await t.call('POST', '/aigc/api/__probe', { body: { name: 'boom', n: 1 } });
    expect(r.status).toBe(500);
    expect(r.body).toEqual({ code: 500, msg: 'Internal Server Error', data: null });
  });
  it('answers unknown /aigc paths with a 404 envelope', async () => {
    const r = await t.call('GET', '/aigc/api/nothing-here');
    expect(r.status).toBe(404);
    expect(r.body.code).toBe(404);
  });
});

describe('readableValidationMessage', () => {
  it('prefixes zod default wording with the field', () => {
    expect(readableValidationMessage([{ instancePath: '/a/b', message: 'Invalid input: expected string' }])).toBe(
      'a.b: Invalid input: expected string',
    );
    expect(readableValidationMessage([{ instancePath: '/a', message: 'Please enter a prompt' }])).toBe(
      'Please enter a prompt',
    );
  });
});

describe('/__dev/outbox', () => {
  it('lists messages newest first for loopback and refuses other clients', async () => {
    await t.app.mailer.send({ to: 'a@example.test', subject: 'first', text: '1' });
    t.clock.advance(1000);
    await t.app.mailer.send({ to: 'b@example.test', subject: 'second', text: '2' });
    const local = await t.app.inject({ method: 'GET', url: '/__dev/outbox', remoteAddress: '127.0.0.1' });
    expect(local.statusCode).toBe(200);
    const list = local.json() as { to: string; subject: string; text: string; createdAt: string }[];
    expect(list.map((m) => m.subject)).toEqual(['second', 'first']);
    expect(list[0]).toMatchObject({ to: 'b@example.test', text: '2' });
    const v6 = await t.app.inject({ method: 'GET', url: '/__dev/outbox', remoteAddress: '::1' });
    expect(v6.statusCode).toBe(200);
    const remote = await t.app.inject({ method: 'GET', url: '/__dev/outbox', remoteAddress: '203.0.113.9' });
    expect(remote.statusCode).toBe(404);
    expect(remote.body).not.toContain('first');
  });
});
