import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('configuration from the environment', () => {
  it('defaults to port 5000, ./data and the embedded database with demo accounts', () => {
    const config = loadConfig({});
    expect(config.port).toBe(5000);
    expect(config.dataDir).toBe(path.resolve('data'));
    expect(config.databaseUrl).toBeUndefined();
    expect(config.demo).toBe(true);
  });

  it('DEMO=0 turns the demo accounts off', () => {
    expect(loadConfig({ DEMO: '0' }).demo).toBe(false);
  });

  it('with DATABASE_URL the demo accounts are off unless DEMO=1', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u@localhost:5432/db' }).demo).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://u@localhost:5432/db', DEMO: '1' }).demo).toBe(true);
  });

  it('a bad value stops the start with the variable named', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/);
  });
});
