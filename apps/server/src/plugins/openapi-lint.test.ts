import { createConfig, lintFromString } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/harness.ts';
import { operationIdFor } from './openapi-operation.ts';

describe('the OpenAPI description', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await startTestApp();
  });
  afterAll(() => server.close());

  // The same rules as `redocly lint` with its recommended set; warnings are allowed, errors not.
  it("passes Redocly's recommended rules with no errors", async () => {
    const source = await (await server.request('/api/openapi.json')).text();
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source, config, absoluteRef: '/api/openapi.json' });
    const describe = (problem: (typeof problems)[number]): string =>
      `${problem.severity} ${problem.ruleId}: ${problem.message} at ${problem.location.map((at) => at.pointer).join(', ')}`;
    expect(problems.filter((problem) => problem.severity === 'error').map(describe)).toEqual([]);
  });

  it('names every operation from its method and path', () => {
    expect(operationIdFor('GET', '/api/projects/:id/files')).toBe('getProjectsByIdFiles');
    expect(operationIdFor('PUT', '/api/projects/:id/files/:fileId')).toBe('putProjectsByIdFilesByFileId');
    expect(operationIdFor('POST', '/api/ai/chat/stream')).toBe('postAiChatStream');
    expect(operationIdFor('DELETE', '/auth/v1/factors/:factorId')).toBe('authDeleteFactorsByFactorId');
  });
});
