import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig, SETTINGS } from './config.ts';
import { AI_SETTINGS } from './ai/config.ts';

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

  it("TRUST_PROXY: nobody by default, 1 any peer, or the proxies' addresses", () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.5, 172.16.0.0/12,::1' }).trustProxy).toEqual(['10.0.0.5', '172.16.0.0/12', '::1']);
    for (const bad of ['yes', '10.0.0.256', '10.0.0.0/33', 'proxy.local', '10.0.0.5,']) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
    }
  });

  it('mail: none by default; SMTP_URL or SMTP_HOST turns it on; pieces without a host stop the start', () => {
    expect(loadConfig({}).smtp).toBeNull();
    expect(loadConfig({ SMTP_URL: 'smtps://u:p@mail.example.org:465' }).smtp).toMatchObject({ url: 'smtps://u:p@mail.example.org:465' });
    expect(
      loadConfig({ SMTP_HOST: 'mail.example.org', SMTP_PORT: '2525', SMTP_USER: 'wren', SMTP_PASSWORD: 'x', SMTP_FROM: 'Wren <w@example.org>' }).smtp,
    ).toEqual({
      url: undefined,
      host: 'mail.example.org',
      port: 2525,
      user: 'wren',
      password: 'x',
      from: 'Wren <w@example.org>',
    });
    expect(() => loadConfig({ SMTP_USER: 'wren' })).toThrow(/SMTP_USER.*SMTP_HOST/);
    expect(() => loadConfig({ SMTP_PORT: 'smtp' })).toThrow(/SMTP_PORT/);
    expect(loadConfig({ PUBLIC_URL: 'https://wren.example.org/' }).publicUrl).toBe('https://wren.example.org');
  });

  it('a bad value stops the start with the variable named', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/);
  });
});

describe('the settings are documented', () => {
  const every = [...SETTINGS, ...AI_SETTINGS].sort();

  it("the README's configuration table names every setting", () => {
    const readme = fs.readFileSync('README.md', 'utf8');
    const table = readme.slice(readme.indexOf('## Configuration'), readme.indexOf('### AI providers'));
    const rows = table.split('\n').filter((line) => line.startsWith('| `'));
    const named = rows.flatMap((row) => [...row.split(' | ')[0]!.matchAll(/`([A-Z_]+)`/g)].map((m) => m[1]!));
    expect(named.sort()).toEqual(every);
  });

  it('.env.example gives every setting, with nothing else', () => {
    const example = fs.readFileSync('.env.example', 'utf8');
    const given = [...example.matchAll(/^# ([A-Z_]+)=/gm)].map((m) => m[1]!);
    expect(given.sort()).toEqual(every);
  });
});
