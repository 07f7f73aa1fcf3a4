// Merges translation fragments into client/src/locales/<lng>.json without clobbering other keys.
// Usage: flock /tmp/wren-locales.lock node scripts/locale-merge.mjs fragment.json
// The fragment is { "<lng>": { nested keys… }, … } for any of en, en-CA, fr, ar, cr, den, it.
import fs from 'node:fs';
import path from 'node:path';
import { root } from './lib.mjs';

function merge(target, source) {
  for (const [key, value] of Object.entries(source)) {
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      target[key] = merge(target[key] && typeof target[key] === 'object' ? target[key] : {}, value);
    } else {
      target[key] = value;
    }
  }
  return target;
}

const fragment = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
for (const [language, entries] of Object.entries(fragment)) {
  const file = path.join(root, 'client', 'src', 'locales', `${language}.json`);
  if (!fs.existsSync(file)) throw new Error(`Unknown locale ${language}`);
  const current = JSON.parse(fs.readFileSync(file, 'utf8'));
  fs.writeFileSync(file, JSON.stringify(merge(current, entries), null, 2) + '\n');
  console.log(`merged ${language}`);
}
